import { DETAIL_FIELD_CONFIG_MESSAGES } from '@craftwork/domain/details/field-config';
import { none, siteAdmins, type MatrixArea, type Refusal } from '../matrix-kit.ts';

// Cleaning (craft and task type 100): a default craft type of the fixture sites that no other
// row configures. Each call writes the same one optional field again, so repeats stay valid.
const FIELD = { key: 'matrixNote', title: 'Matrix Note', type: 'string' as const };
// Another helper's rows may change the site's craft types meanwhile.
const typeGone: Refusal[] = [
  { code: 'BAD_REQUEST', message: DETAIL_FIELD_CONFIG_MESSAGES.craftTypeNotValid },
  { code: 'BAD_REQUEST', message: DETAIL_FIELD_CONFIG_MESSAGES.taskTypeNotValid },
];

/** The detail-fields procedures' rows: site admins only, each on their own site. */
export const detailFieldsArea: MatrixArea = {
  rows: {
    'detailFields.get': { access: siteAdmins, input: none },
    'detailFields.saveCraftFields': {
      access: siteAdmins,
      input: () => ({ craftType: 100, fields: [FIELD] }),
      refusals: typeGone,
    },
    'detailFields.saveTaskFields': {
      access: siteAdmins,
      input: () => ({ craftType: 100, taskType: 100, fields: [FIELD] }),
      refusals: typeGone,
    },
  },
  takeNoId: ['detailFields.get', 'detailFields.saveCraftFields', 'detailFields.saveTaskFields'],
};
