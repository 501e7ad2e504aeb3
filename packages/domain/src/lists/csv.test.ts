import { describe, expect, it } from 'vitest';
import { csvField, exportFileName, toCsv } from './csv.ts';

describe('csvField', () => {
  it.each([
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    [42, '42'],
    [null, ''],
    [undefined, ''],
  ] as const)('writes %j as %j', (value, expected) => {
    expect(csvField(value)).toBe(expected);
  });
});

describe('toCsv', () => {
  it('writes a header and rows with CRLF line ends', () => {
    expect(toCsv(['id', 'title'], [['1', 'Pipe, rack']])).toBe('id,title\r\n1,"Pipe, rack"\r\n');
  });
});

describe('exportFileName', () => {
  it.each([
    ['craftRecords', 'Craft Records - 11-21-2026.csv'],
    ['deletedCraftRecords', 'Deleted Craft Records - 11-21-2026.csv'],
    ['tasks', 'Tasks - 11-21-2026.csv'],
    ['deletedTasks', 'Deleted Tasks - 11-21-2026.csv'],
  ] as const)('names the %s export %s', (list, name) => {
    expect(exportFileName(list, '11-21-2026')).toBe(name);
  });
});
