import { z } from 'zod';
import { multiLineText, oneLineText } from '../text/text.ts';
import { TEXT_LIMITS } from '../text/rules.ts';
import { CRAFT_TYPES, craftTypeName, isCraftType } from '../catalogues/craft-types.ts';
import { neutraliseFormula } from '../lists/csv.ts';
import { LINE_MESSAGES } from './lines.ts';
import { centsToAmountText, hasSubCentDecimals, MAX_CENTS, parseMoney } from './money.ts';
import { fillTemplate } from '../i18n/template.ts';

/** Price book items (DECISIONS.md, "Screens whose content the spec does not show"). */
/** The texts of PRICEBOOK_MESSAGES that carry values, as templates (fillTemplate). */
export const PRICEBOOK_TEMPLATES = {
  importDoneOne: 'Imported {created} new item and updated {updated}.',
  importDoneMany: 'Imported {created} new items and updated {updated}.',
} as const;

export const PRICEBOOK_MESSAGES = {
  nameRequired: 'Enter the item name.',
  unitRequired: 'Enter the unit (each, hour, foot, …).',
  price: 'Enter a unit price between $0.00 and $9,999,999.99.',
  priceDecimals: LINE_MESSAGES.priceDecimals,
  duplicateName: 'An item with this name already exists.',
  notFound: 'This price book item is not available.',
  craftType: 'Choose a craft type from the list.',
  added: 'Item added.',
  updated: 'Item saved.',
  importEmpty: 'The file has no items.',
  importHeader:
    'The first line must name the columns: Name, Description, Unit, Unit Price, Craft Type, Taxable, Active.',
  importTooMany: 'A file can hold at most 5,000 items.',
  importTooLarge: 'A file can be at most 2 MB.',
  importNotCsv: 'The file is not a CSV file.',
  importRefused: 'Nothing was imported. Correct these lines and import the file again:',
  importDone: (created: number, updated: number) =>
    fillTemplate(
      created === 1 ? PRICEBOOK_TEMPLATES.importDoneOne : PRICEBOOK_TEMPLATES.importDoneMany,
      { created, updated },
    ),
} as const;

export const ZPricebookItemInput = z.object({
  id: z.string().min(1).max(TEXT_LIMITS.id).nullable().default(null),
  name: oneLineText(TEXT_LIMITS.title, { required: PRICEBOOK_MESSAGES.nameRequired }),
  description: multiLineText(TEXT_LIMITS.longText).default(''),
  unit: oneLineText(40, { required: PRICEBOOK_MESSAGES.unitRequired }),
  unitPriceCents: z
    .number({ error: PRICEBOOK_MESSAGES.price })
    .int({ error: PRICEBOOK_MESSAGES.price })
    .min(0, { error: PRICEBOOK_MESSAGES.price })
    .max(MAX_CENTS, { error: PRICEBOOK_MESSAGES.price }),
  /** null: any craft. */
  craftType: z
    .number({ error: PRICEBOOK_MESSAGES.craftType })
    .int({ error: PRICEBOOK_MESSAGES.craftType })
    .min(0)
    .max(10_000)
    .refine((v): boolean => isCraftType(v), { error: PRICEBOOK_MESSAGES.craftType })
    .nullable()
    .default(null),
  taxable: z.boolean().default(true),
  active: z.boolean().default(true),
});
export type TPricebookItemInput = z.input<typeof ZPricebookItemInput>;

export type TPricebookItemRow = {
  id: string;
  name: string;
  description: string;
  unit: string;
  unitPriceCents: number;
  craftType: number | null;
  taxable: boolean;
  active: boolean;
  timestampLastModified: string;
};

export const ZPricebookListInput = z.object({
  search: oneLineText(200).default(''),
  /** true: active items only (line pickers); false: all. */
  activeOnly: z.boolean().default(false),
  craftType: z.number().int().min(0).max(10_000).nullable().default(null),
});

/** The CSV columns of the price book's export and import, in order. */
export const PRICEBOOK_CSV_COLUMNS = [
  'Name',
  'Description',
  'Unit',
  'Unit Price',
  'Craft Type',
  'Taxable',
  'Active',
] as const;

/** Largest import: 5,000 rows, 2 MB. */
export const PRICEBOOK_IMPORT_LIMITS = { rows: 5000, bytes: 2 * 1024 * 1024 } as const;

/** The export's file name: "Price Book - {MM-DD-YYYY}.csv". */
export function pricebookExportFileName(exportDate: string): string {
  return `Price Book - ${exportDate}.csv`;
}

const yesNo = (b: boolean) => (b ? 'Yes' : 'No');

/** An item's cells in PRICEBOOK_CSV_COLUMNS order: price as 12.34, craft type by name, Yes/No. */
export function pricebookCsvRow(item: Omit<TPricebookItemRow, 'id' | 'timestampLastModified'>) {
  return [
    item.name,
    item.description,
    item.unit,
    centsToAmountText(item.unitPriceCents),
    item.craftType === null ? '' : craftTypeName(item.craftType),
    yesNo(item.taxable),
    yesNo(item.active),
  ];
}

/** Whether a CSV header cell names a column (blanks around it and letter case aside). */
export function isPricebookCsvHeader(cells: readonly string[]): boolean {
  return (
    cells.length === PRICEBOOK_CSV_COLUMNS.length &&
    PRICEBOOK_CSV_COLUMNS.every((c, i) => cells[i]?.trim().toLowerCase() === c.toLowerCase())
  );
}

/**
 * A cell as the CSV writer wrote it back to the text typed: the writer puts a `'` before text a
 * spreadsheet would read as a formula (neutraliseFormula), so an exported file imports as it was.
 */
export function unneutraliseCell(cell: string): string {
  if (!cell.startsWith("'")) return cell;
  const text = cell.slice(1);
  return neutraliseFormula(text) === cell ? text : cell;
}

const BOOLEAN_CELLS: Record<string, boolean> = { yes: true, no: false, true: true, false: false };

/** Yes/No/true/false (any case); blank gives the default; undefined when it is none of these. */
function booleanCell(cell: string, fallback: boolean): boolean | undefined {
  const t = cell.trim().toLowerCase();
  if (t === '') return fallback;
  return BOOLEAN_CELLS[t];
}

const CRAFT_BY_NAME = new Map(CRAFT_TYPES.map((t) => [t.name.toLowerCase(), t.code as number]));

/** A craft type cell: blank (any craft), the catalogue's name or its code; undefined otherwise. */
function craftTypeCell(cell: string): number | null | undefined {
  const t = cell.trim();
  if (t === '') return null;
  const byName = CRAFT_BY_NAME.get(t.toLowerCase());
  if (byName !== undefined) return byName;
  return /^\d{1,6}$/.test(t) && isCraftType(Number(t)) ? Number(t) : undefined;
}

const COLUMN_OF_FIELD: Record<string, string> = {
  name: 'Name',
  description: 'Description',
  unit: 'Unit',
};

export type TPricebookCsvItem = z.output<typeof ZPricebookItemInput>;

/**
 * One data row of an import as an item, or the reason it is refused (the first problem found).
 * Cells are in PRICEBOOK_CSV_COLUMNS order.
 */
export function pricebookItemFromCsv(
  cells: readonly string[],
): { item: TPricebookCsvItem } | { error: string } {
  if (cells.length !== PRICEBOOK_CSV_COLUMNS.length) {
    return {
      error: `expected ${PRICEBOOK_CSV_COLUMNS.length} columns, found ${cells.length}.`,
    };
  }
  const [name, description, unit, price, craft, taxable, active] = cells.map(unneutraliseCell) as [
    string,
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  if (hasSubCentDecimals(price)) return { error: PRICEBOOK_MESSAGES.priceDecimals };
  const unitPriceCents = parseMoney(price);
  if (unitPriceCents === null) return { error: PRICEBOOK_MESSAGES.price };
  const craftType = craftTypeCell(craft);
  if (craftType === undefined) return { error: PRICEBOOK_MESSAGES.craftType };
  const isTaxable = booleanCell(taxable, true);
  if (isTaxable === undefined) return { error: 'Taxable must be Yes or No.' };
  const isActive = booleanCell(active, true);
  if (isActive === undefined) return { error: 'Active must be Yes or No.' };
  const parsed = ZPricebookItemInput.safeParse({
    name,
    description,
    unit,
    unitPriceCents,
    craftType,
    taxable: isTaxable,
    active: isActive,
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const message = issue?.message ?? 'This row is not valid.';
    const column = COLUMN_OF_FIELD[String(issue?.path[0])];
    const own = (Object.values(PRICEBOOK_MESSAGES) as unknown[]).includes(message);
    return { error: column && !own ? `${column}: ${message}` : message };
  }
  return { item: parsed.data };
}

/**
 * The refusal of an import: each bad row as "Line N: reason", at most `max` of them, then how
 * many more there are.
 */
export function importErrorLines(
  errors: readonly { line: number; reason: string }[],
  max = 20,
): string[] {
  const shown = errors.slice(0, max).map((e) => `Line ${e.line}: ${e.reason}`);
  if (errors.length > max) shown.push(`and ${errors.length - max} more`);
  return shown;
}
