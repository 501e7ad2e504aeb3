import { describe, expect, it } from 'vitest';
import {
  csvField,
  csvFromBatches,
  csvLine,
  exportFileName,
  neutraliseFormula,
  toCsv,
} from './csv.ts';

describe('csvField', () => {
  it.each([
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    [42, '42'],
    [-7, '-7'],
    [null, ''],
    [undefined, ''],
  ] as const)('writes %j as %j', (value, expected) => {
    expect(csvField(value)).toBe(expected);
  });
});

// OWASP "CSV Injection": a cell starting with = + - @ tab or CR is a formula to a spreadsheet.
describe('csvField neutralises formulas', () => {
  it.each([
    [
      '=HYPERLINK("http://evil.example","Click")',
      `"'=HYPERLINK(""http://evil.example"",""Click"")"`,
    ],
    ['=1+1', "'=1+1"],
    ['+1+1', "'+1+1"],
    ['-1+1', "'-1+1"],
    ['@SUM(A1:A2)', "'@SUM(A1:A2)"],
    ['\t=1+1', "'\t=1+1"],
    ['\r=1+1', `"'\r=1+1"`],
    ['\n=1+1', `"'\n=1+1"`],
    ["=cmd|' /C calc'!A0", "'=cmd|' /C calc'!A0"],
    ['-', "'-"],
    ['+', "'+"],
    ['-2+3', "'-2+3"],
    ['=-1', "'=-1"],
    ['=,x', `"'=,x"`],
  ] as const)('writes %j as %j', (value, expected) => {
    expect(csvField(value)).toBe(expected);
  });

  it.each([
    ['-12.7'],
    ['+3'],
    ['-0.5'],
    ['-.5'],
    ['1e5'],
    ['-2E-3'],
    ['a=1'],
    ['Pipe - rack'],
    ['x@example.com'],
    [' =1+1'],
    [''],
  ] as const)('leaves %j as it is', (value) => {
    expect(neutraliseFormula(value)).toBe(value);
  });
});

describe('toCsv', () => {
  it('writes a header and rows with CRLF line ends', () => {
    expect(toCsv(['id', 'title'], [['1', 'Pipe, rack']])).toBe('id,title\r\n1,"Pipe, rack"\r\n');
  });

  it('neutralises formulas in headers and in every column', () => {
    expect(toCsv(['=A1', 'title'], [['@x', '+y']])).toBe("'=A1,title\r\n'@x,'+y\r\n");
  });
});

describe('csvLine', () => {
  it('writes one row with its CRLF, as toCsv writes each line', () => {
    expect(csvLine(['1', 'Pipe, rack', null, 3])).toBe('1,"Pipe, rack",,3\r\n');
  });

  it('streamed a line at a time, equals toCsv byte for byte', () => {
    const headers = ['id', '=title'];
    const rows = [
      ['1', 'a "quoted" word'],
      ['2', 'line\nbreak'],
      [null, -4.5],
    ];
    expect([headers, ...rows].map(csvLine).join('')).toBe(toCsv(headers, rows));
    expect(csvLine(headers)).toBe(toCsv(headers, []));
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

describe('csvFromBatches', () => {
  async function* batches(...groups: (string | number | null)[][][]) {
    for (const group of groups) yield group;
  }

  it('writes the same document as toCsv, a batch at a time, and counts the rows', async () => {
    const rows = [
      ['=SUM(A1)', 1],
      ['a,b', null],
      ['"quoted"', -2],
      ['line\nbreak', 'x'],
    ];
    const streamed = await csvFromBatches(
      ['Title', 'Value'],
      batches(rows.slice(0, 3), [], rows.slice(3)),
    );
    expect(streamed).toEqual({ csv: toCsv(['Title', 'Value'], rows), rows: 4 });
  });

  it('is the header line alone without rows', async () => {
    expect(await csvFromBatches(['Title'], batches())).toEqual({ csv: 'Title\r\n', rows: 0 });
  });
});
