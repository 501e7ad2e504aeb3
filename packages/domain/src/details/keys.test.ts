import { describe, expect, it } from 'vitest';
import type { TDetailFieldConfig } from '../site/site.ts';
import { refusedDetailKeys, validateDetailsUpdate } from './keys.ts';

const FIELDS: TDetailFieldConfig[] = [
  { key: 'tagNumber', title: 'Tag Number', type: 'string' },
  { key: 'legFeet', title: 'Leg Feet', type: 'number' },
  { key: 'permitNo', title: 'Permit', type: 'string', editable: false },
];
const STORED = { tagNumber: 'SC-1', installed: true, legacy: 'kept' };

describe('refusedDetailKeys', () => {
  type TCase = [string, Record<string, unknown>, Record<string, unknown>, boolean, string[]];
  it.each<TCase>([
    ['a configured, editable field', STORED, { tagNumber: 'SC-2' }, false, []],
    ['a key the site does not configure', STORED, { paintColor: 'red' }, false, ['paintColor']],
    ['the server-owned installed flag', STORED, { installed: false }, false, ['installed']],
    ['installed, on creation', {}, { installed: true }, true, ['installed']],
    [
      'the installation stamp',
      STORED,
      { timestampMarkedInstalled: '2026-01-01T00:00:00Z' },
      false,
      ['timestampMarkedInstalled'],
    ],
    ['a field that is not editable', STORED, { permitNo: 'P-9' }, false, ['permitNo']],
    ['a field that is not editable, on creation', {}, { permitNo: 'P-9' }, true, []],
    ['installed sent back unchanged', STORED, { installed: true }, false, []],
    ['an older key sent back unchanged', STORED, { legacy: 'kept' }, false, []],
    ['an older key changed', STORED, { legacy: 'new' }, false, ['legacy']],
    ['several at once', STORED, { tagNumber: 'x', a: 1, b: 2 }, false, ['a', 'b']],
  ])('%s', (_case, stored, incoming, creating, refused) => {
    expect(refusedDetailKeys(FIELDS, stored, incoming, { creating })).toEqual(refused);
  });

  it.each<[string, TDetailFieldConfig['type'], unknown]>([
    ['installed', 'bool', true],
    ['timestampMarkedInstalled', 'timestamp', '2026-01-01T00:00:00Z'],
  ])('refuses the server-owned %s even when a site configures it', (key, type, value) => {
    const fields: TDetailFieldConfig[] = [{ key, title: key, type }];
    expect(refusedDetailKeys(fields, {}, { [key]: value }, { creating: true })).toEqual([key]);
  });
});

describe('validateDetailsUpdate', () => {
  it('saves allowed changes merged with what is stored, normalized', () => {
    expect(validateDetailsUpdate(FIELDS, STORED, { legFeet: '12.7' })).toEqual({
      success: true,
      details: { ...STORED, legFeet: 12.7 },
    });
  });

  it('refuses an unconfigured key with the form message, naming it', () => {
    expect(validateDetailsUpdate(FIELDS, STORED, { installed: false, tagNumber: 'x' })).toEqual({
      success: false,
      fieldErrors: { installed: 'Please check the values in the form' },
      message: 'Please check the values in the form',
    });
  });

  it('still validates the values of allowed keys', () => {
    const result = validateDetailsUpdate(FIELDS, {}, { legFeet: 'abc' });
    expect(result).toMatchObject({
      success: false,
      fieldErrors: { legFeet: 'Only numbers are allowed' },
    });
  });
});
