import { describe, expect, it } from 'vitest';
import { matchesSearch, searchWords } from './search.ts';

describe('searchWords', () => {
  it.each([
    ['', []],
    ['   ', []],
    ['Pump', ['pump']],
    ['  Pump   Unit 4 ', ['pump', 'unit', '4']],
    ['tab\tand\nnewline', ['tab', 'and', 'newline']],
    ['WO-1234 P&ID', ['wo-1234', 'p&id']],
  ])('splits %j into %j', (term, words) => {
    expect(searchWords(term)).toEqual(words);
  });

  it.each([null, undefined])('has no words for %s', (term) => {
    expect(searchWords(term)).toEqual([]);
  });
});

describe('matchesSearch', () => {
  const record = ['Scaffold at Pump 4', 'East side, level 2', 'TAG-0042', 'WO-1234', null];

  it.each([
    ['an empty term', '', true],
    ['a blank term', '   ', true],
    ['one word in the title', 'pump', true],
    ['one word in a different case', 'PUMP', true],
    ['part of a word', 'scaff', true],
    ['words spread over several fields', 'pump east tag-0042', true],
    ['every word, in any order', 'wo-1234 scaffold', true],
    ['a word found nowhere', 'pump west', false],
    ['a word that spans two fields', 'pump 4east', false],
    ['the tag number', 'tag-00', true],
  ])('with %s (%j) matches: %s', (_case, term, matched) => {
    expect(matchesSearch(record, term)).toBe(matched);
  });

  it('matches nothing but an empty term when every field is empty', () => {
    expect(matchesSearch([null, undefined, ''], 'x')).toBe(false);
    expect(matchesSearch([null, undefined, ''], '')).toBe(true);
  });
});
