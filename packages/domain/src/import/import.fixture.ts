import { CRAFT_TYPE } from '../catalogues/craft-types.ts';
import { TASK_TYPE } from '../catalogues/task-types.ts';
import type { TSiteCustomizations } from '../site/site.ts';
import { importFields } from './fields.ts';
import { AMBIGUOUS, type TImportContext, type TImportRecordRef } from './rows.ts';

/** The site the import tables check rows against. */
export const customizations: TSiteCustomizations = {
  craftDetails: {
    [CRAFT_TYPE.SCAFFOLDING]: {
      tagNumber: {
        key: 'tagNumber',
        title: 'Tag Number',
        type: 'string',
        required: true,
        position: 0,
      },
      legFeet: { key: 'legFeet', title: 'Leg Feet', type: 'number', maxValue: 100, position: 1 },
      heated: { key: 'heated', title: 'Heated', type: 'bool', position: 2 },
      grade: {
        key: 'grade',
        title: 'Grade',
        type: 'selection',
        selectionOptions: [
          { value: 'a', label: 'Light duty' },
          { value: 'b', label: 'Heavy duty' },
        ],
        position: 3,
      },
      picked: { key: 'picked', title: 'Picked', type: 'uid', position: 4 },
    },
  },
  taskSpecificDetails: {
    [CRAFT_TYPE.SCAFFOLDING]: {
      [TASK_TYPE.MODIFICATION]: [{ key: 'crew', title: 'Crew', type: 'number', required: true }],
    },
  },
};

export const record: TImportRecordRef = {
  id: 'rec-1',
  craftType: CRAFT_TYPE.SCAFFOLDING,
  title: 'Pipe rack',
  locationId: 'loc-1',
  customerId: null,
  customerLocationId: null,
};

export function context(
  kind: 'records' | 'tasks',
  over: Partial<TImportContext> = {},
): TImportContext {
  return {
    fields: importFields(kind, customizations),
    validCraftTypes: [CRAFT_TYPE.SCAFFOLDING, CRAFT_TYPE.PAINTING],
    validTaskTypes: [TASK_TYPE.INSTALLATION, TASK_TYPE.MODIFICATION, TASK_TYPE.REMOVAL, 60],
    validTaskStatusCodes: [10, 20, 30, 40, 90],
    customizations,
    timeZone: 'America/Chicago',
    now: new Date('2026-03-10T15:00:00Z'),
    isPlantPersonnel: true,
    locations: new Map([
      ['north yard', 'loc-1'],
      ['unit 2', AMBIGUOUS],
    ]),
    companies: new Map([
      ['acme scaffold', { id: 'co-1', craftTypes: [CRAFT_TYPE.SCAFFOLDING] }],
      ['brush co', { id: 'co-2', craftTypes: [CRAFT_TYPE.PAINTING] }],
    ]),
    assets: new Map([['p-100', 'asset-1']]),
    records: new Map<string, TImportRecordRef | typeof AMBIGUOUS>([
      ['t-1', record],
      ['t-2', AMBIGUOUS],
    ]),
    ...over,
  };
}
