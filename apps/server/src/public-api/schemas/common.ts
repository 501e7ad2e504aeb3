import { JSON_SCHEMA_REGISTRY } from '@orpc/zod/zod4';
import { z } from 'zod';
import { CRAFT_TYPE, CRAFT_TYPES } from '@craftwork/domain/catalogues/craft-types';
import {
  INVENTORY_STATUS,
  INVENTORY_STATUSES,
  INVENTORY_TRANSACTION_TYPE,
  INVENTORY_TRANSACTION_TYPES,
} from '@craftwork/domain/catalogues/inventory';
import { TASK_STATUS, TASK_STATUSES } from '@craftwork/domain/catalogues/task-statuses';
import { TASK_TYPE, TASK_TYPES } from '@craftwork/domain/catalogues/task-types';
import { ZTombstone } from '../paging.ts';

/**
 * A numeric code list of the domain as a named enum: its values, the constant name of each
 * (`x-enum-varnames`, which generators use for enum members) and its label (`x-enum-descriptions`
 * and the description), all read from the domain's catalogue so no number is restated here.
 */
function codeList<const T extends Readonly<Record<string, number>>>(
  codes: T,
  labels: readonly { readonly code: number; readonly name?: string; readonly label?: string }[],
  what: string,
) {
  // The web's procedures type codes as numbers; the answer is checked against the list.
  const schema = z.number().int().pipe(z.enum(codes));
  const names = Object.keys(codes);
  const labelOf = (code: number) => {
    const entry = labels.find((l) => l.code === code);
    return entry?.name ?? entry?.label ?? '';
  };
  const values = names.map((name) => codes[name] ?? 0);
  JSON_SCHEMA_REGISTRY.add(schema, {
    type: 'integer',
    description: `${what}: ${values.map((code) => `${code} ${labelOf(code)}`).join(', ')}.`,
    ...({
      'x-enum-varnames': names,
      'x-enum-descriptions': values.map(labelOf),
    } as Record<string, unknown>),
  });
  return schema;
}

export const ZTaskStatus = codeList(TASK_STATUS, TASK_STATUSES, 'Task status');
export const ZTaskType = codeList(TASK_TYPE, TASK_TYPES, 'Task type');
export const ZCraftType = codeList(CRAFT_TYPE, CRAFT_TYPES, 'Craft type (the kind of work)');
export const ZMovementType = codeList(
  INVENTORY_TRANSACTION_TYPE,
  INVENTORY_TRANSACTION_TYPES,
  'Inventory movement (transaction) type',
);
export const ZInventoryStatus = codeList(
  INVENTORY_STATUS,
  INVENTORY_STATUSES,
  'Inventory object status',
);

export const ZTimestamp = z.string().describe('An instant, ISO 8601 with its offset.');
export const ZNullableId = z.string().nullable();

/**
 * A page of a list: its items, the items deleted since `updated_since` (always sent, empty
 * without it) and the cursor of the next page (null on the last). The lists read rows of any
 * shape, so the items are typed here by their schema when the answer is checked (which also
 * drops any field the schema does not name).
 */
export function pageOf<T extends z.ZodType>(item: T, what: string) {
  return z
    .object({
      items: z.preprocess((rows: unknown) => rows, z.array(item)),
      deleted: z.array(ZTombstone),
      nextCursor: z
        .string()
        .nullable()
        .describe('Pass as `cursor` to get the next page; null on the last page.'),
    })
    .describe(`A page of ${what}.`);
}

export const ZOk = z.object({ ok: z.literal(true) });
