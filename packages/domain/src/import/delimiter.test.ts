import { describe, expect, it } from 'vitest';
import { detectDelimiter, type TImportDelimiter } from './delimiter.ts';

describe('delimiter detection', () => {
  it.each<[string, string, TImportDelimiter]>([
    ['commas', 'Asset ID,Name,Type\r\nRA-1,Gerüst Nord,Signal\r\n', 'comma'],
    [
      'semicolons (a European spreadsheet)',
      'Asset ID;Name;Length\nRA-1;Rack;1,5\nRA-2;Deck;12\n',
      'semicolon',
    ],
    ['tabs (a copy from a table)', 'Asset ID\tName\tType\nRA-1\tRack, north\tSignal\n', 'tab'],
    [
      'semicolons inside quoted comma cells',
      'Name,Note,Type\n"Rack; north","a;b;c",Signal\n"Deck","x;y",Bridge\n',
      'comma',
    ],
    [
      'commas inside quoted semicolon cells',
      'Name;Note\n"Rack, north, east";"1,5"\n"Deck";"2,5"\n',
      'semicolon',
    ],
    [
      'a quoted cell over two lines',
      'Name;Note\n"Rack";"first line,\nsecond, line"\n"Deck";x\n',
      'semicolon',
    ],
    ['doubled quotes in a cell', 'Name;Size\n"The ""big"", one";3\n', 'semicolon'],
    ['a byte-order mark', '\uFEFFName;Type\nRack;Signal\n', 'semicolon'],
    ['one column', 'Name\nRack\nDeck\n', 'comma'],
    ['a header alone, no line break', 'Name;Type;Location', 'semicolon'],
    ['empty text', '', 'comma'],
    ['no steady delimiter: the one that splits the header most', 'a,b,c;d\n1,2\n4;5\n', 'comma'],
    ['a sample cut mid-row', 'Name;Type\nRack;Signal\nDeck;Bri', 'semicolon'],
  ])('%s', (_case, text, delimiter) => {
    expect(detectDelimiter(text)).toBe(delimiter);
  });
});
