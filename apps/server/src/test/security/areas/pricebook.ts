import { PRICEBOOK_CSV_COLUMNS } from '@craftwork/domain/billing/pricebook';
import { everyone, unique, type MatrixArea } from '../matrix-kit.ts';

/**
 * Who sees money (DECISIONS.md, "Money"): plant personnel and site admins (the matrix's company
 * users belong to no managing company).
 */
const moneyUsers = {
  ...everyone('deny'),
  plant: 'allow',
  siteAdmin: 'allow',
  otherSite: 'allow',
  noLocation: 'allow',
} as const;

const item = () => ({
  name: `Matrix item ${unique()}`,
  description: 'Matrix',
  unit: 'each',
  unitPriceCents: 1250,
  craftType: null,
  taxable: true,
  active: true,
});

/**
 * The pricebook procedures' rows. Each save and import adds an item of a new name, so every
 * call may repeat. None takes another tenant's id in its sample (save creates; the refusal of
 * another site's item is in pricebook.integration.test.ts).
 */
export const pricebookArea: MatrixArea = {
  rows: {
    'pricebook.list': { access: moneyUsers, input: () => ({ search: 'matrix' }) },
    'pricebook.save': { access: moneyUsers, input: item },
    'pricebook.importCsv': {
      access: moneyUsers,
      input: () => ({
        csv: `${PRICEBOOK_CSV_COLUMNS.join(',')}\nMatrix import ${unique()},,each,12.50,Painting,Yes,Yes\n`,
      }),
    },
    'pricebook.exportCsv': { access: moneyUsers, input: () => ({}) },
  },
  takeNoId: ['pricebook.list', 'pricebook.save', 'pricebook.importCsv', 'pricebook.exportCsv'],
};
