import { describe, expect, it } from 'vitest';
import { CRAFT_TYPE } from '../catalogues/craft-types.ts';
import { csvField } from '../lists/csv.ts';
import {
  importErrorLines,
  isPricebookCsvHeader,
  PRICEBOOK_MESSAGES,
  pricebookCsvRow,
  pricebookExportFileName,
  pricebookItemFromCsv,
  unneutraliseCell,
} from './pricebook.ts';

const row = (overrides: Partial<Record<number, string>> = {}) =>
  Object.assign(
    ['Erect scaffold', 'Per lift', 'hour', '85.50', 'Scaffolding', 'Yes', 'No'],
    overrides,
  );

describe('pricebookItemFromCsv', () => {
  it('reads a row', () => {
    expect(pricebookItemFromCsv(row())).toEqual({
      item: {
        id: null,
        name: 'Erect scaffold',
        description: 'Per lift',
        unit: 'hour',
        unitPriceCents: 8550,
        craftType: CRAFT_TYPE.SCAFFOLDING,
        taxable: true,
        active: false,
      },
    });
  });

  it.each([
    ['price "$1,234.5"', { 3: '$1,234.5' }, 'unitPriceCents', 123_450],
    ['craft type by code', { 4: '30' }, 'craftType', CRAFT_TYPE.PAINTING],
    ['craft type in any case', { 4: 'steam tracing' }, 'craftType', CRAFT_TYPE.STEAM_TRACING],
    ['blank craft type: any craft', { 4: ' ' }, 'craftType', null],
    ['taxable "false"', { 5: 'false' }, 'taxable', false],
    ['taxable "NO"', { 5: 'NO' }, 'taxable', false],
    ['blank taxable: taxable', { 5: '' }, 'taxable', true],
    ['active "TRUE"', { 6: 'TRUE' }, 'active', true],
    ['a neutralised formula name', { 0: "'=1+1" }, 'name', '=1+1'],
    ['a quote before plain text kept', { 0: "'quoted" }, 'name', "'quoted"],
    ['blanks around the name dropped', { 0: '  Pad  ' }, 'name', 'Pad'],
  ] as const)('reads %s', (_case, overrides, key, value) => {
    const result = pricebookItemFromCsv(row(overrides));
    expect('item' in result && result.item[key]).toEqual(value);
  });

  it.each([
    ['no name', { 0: '' }, PRICEBOOK_MESSAGES.nameRequired],
    ['no unit', { 2: ' ' }, PRICEBOOK_MESSAGES.unitRequired],
    ['no price', { 3: '' }, PRICEBOOK_MESSAGES.price],
    ['a price with three decimals', { 3: '1.005' }, PRICEBOOK_MESSAGES.priceDecimals],
    ['a negative price', { 3: '-1.00' }, PRICEBOOK_MESSAGES.price],
    ['a price over the largest', { 3: '10000000.00' }, PRICEBOOK_MESSAGES.price],
    ['an unknown craft type', { 4: 'Welding' }, PRICEBOOK_MESSAGES.craftType],
    ['an unknown craft code', { 4: '11' }, PRICEBOOK_MESSAGES.craftType],
    ['taxable "maybe"', { 5: 'maybe' }, 'Taxable must be Yes or No.'],
    ['active "1"', { 6: '1' }, 'Active must be Yes or No.'],
    ['a name over 200 characters', { 0: 'x'.repeat(201) }, /^Name: /],
  ] as const)('refuses %s', (_case, overrides, error) => {
    const result = pricebookItemFromCsv(row(overrides));
    expect('error' in result && result.error).toMatch(error);
  });

  it('refuses a row of the wrong width', () => {
    expect(pricebookItemFromCsv(['a', 'b'])).toEqual({ error: 'expected 7 columns, found 2.' });
  });
});

describe('pricebookCsvRow', () => {
  it('writes price as 12.34, craft type by name, Yes/No', () => {
    expect(
      pricebookCsvRow({
        name: 'Pad',
        description: '',
        unit: 'each',
        unitPriceCents: 123_456,
        craftType: CRAFT_TYPE.HVAC,
        taxable: false,
        active: true,
      }),
    ).toEqual(['Pad', '', 'each', '1234.56', 'HVAC', 'No', 'Yes']);
  });

  it.each(['=1+1', '+cmd', '-2+3', '@SUM(A1)', 'plain', "'quoted", '-5'])(
    'reads back what the CSV writer writes of %j',
    (text) => {
      const cell = csvField(text).replace(/^"|"$/g, '').replaceAll('""', '"');
      expect(unneutraliseCell(cell)).toBe(text);
    },
  );
});

describe('the import file', () => {
  it.each([
    [['Name', 'Description', 'Unit', 'Unit Price', 'Craft Type', 'Taxable', 'Active'], true],
    [[' name ', 'DESCRIPTION', 'unit', 'unit price', 'craft type', 'taxable', 'active'], true],
    [['Name', 'Description', 'Unit', 'Price', 'Craft Type', 'Taxable', 'Active'], false],
    [['Name', 'Description', 'Unit', 'Unit Price', 'Craft Type', 'Taxable'], false],
  ])('header %j is accepted: %s', (cells, ok) => {
    expect(isPricebookCsvHeader(cells)).toBe(ok);
  });

  it('lists up to 20 bad lines, then how many more', () => {
    const errors = Array.from({ length: 23 }, (_, i) => ({ line: i + 2, reason: 'Bad.' }));
    const lines = importErrorLines(errors);
    expect(lines).toHaveLength(21);
    expect(lines[0]).toBe('Line 2: Bad.');
    expect(lines[19]).toBe('Line 21: Bad.');
    expect(lines[20]).toBe('and 3 more');
    expect(importErrorLines(errors.slice(0, 20))).toHaveLength(20);
  });

  it('names the export file', () => {
    expect(pricebookExportFileName('03-15-2026')).toBe('Price Book - 03-15-2026.csv');
  });
});
