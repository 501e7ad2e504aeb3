import { describe, expect, it } from 'vitest';
import {
  ASSET_LIMITS,
  ASSET_MESSAGES,
  assetPath,
  sameCustomId,
  ZAssetFields,
  ZUpdateAssetInput,
} from './assets.ts';
import { mayManageAssets } from '../access/permissions.ts';

const valid = { customId: 'P-101', title: 'Pump 101', description: 'North rack', locationId: null };
const firstError = (input: unknown) => {
  const result = ZAssetFields.safeParse(input);
  return result.success ? null : result.error.issues[0]?.message;
};

describe('asset fields', () => {
  it.each<[string, Record<string, unknown>, string | null]>([
    ['all fields', {}, null],
    ['no description or location', { description: undefined, locationId: undefined }, null],
    ['an empty Asset ID', { customId: '' }, ASSET_MESSAGES.required],
    ['a blank Asset ID', { customId: '   ' }, ASSET_MESSAGES.required],
    ['a missing Asset ID', { customId: undefined }, ASSET_MESSAGES.required],
    ['an empty Asset Name', { title: '' }, ASSET_MESSAGES.required],
    ['a missing Asset Name', { title: undefined }, ASSET_MESSAGES.required],
    ['an Asset ID at its limit', { customId: 'x'.repeat(ASSET_LIMITS.customId) }, null],
    ['a too long Asset ID', { customId: 'x'.repeat(101) }, ASSET_MESSAGES.customIdTooLong],
    ['a name of 200 characters', { title: 'x'.repeat(200) }, null],
    ['a name of 201 characters', { title: 'x'.repeat(201) }, ASSET_MESSAGES.titleTooLong],
    [
      'a too long description',
      { description: 'x'.repeat(5001) },
      ASSET_MESSAGES.descriptionTooLong,
    ],
    ['a description with line breaks', { description: 'a\nb' }, null],
    [
      'a name with a line break',
      { title: 'a\nb' },
      'This field may not contain line breaks or control characters.',
    ],
    [
      'an Asset ID with CR/LF',
      { customId: 'a\r\nb' },
      'This field may not contain line breaks or control characters.',
    ],
    [
      'a too long location id',
      { locationId: 'x'.repeat(129) },
      'Too big: expected string to have <=128 characters',
    ],
  ])('%s', (_case, change, expected) => {
    expect(firstError({ ...valid, ...change })).toBe(expected);
  });

  it('drops blanks around the values and defaults description and location', () => {
    expect(ZAssetFields.parse({ customId: ' P-1 ', title: ' Pump ' })).toEqual({
      customId: 'P-1',
      title: 'Pump',
      description: '',
      locationId: null,
    });
  });

  it('needs the id to update', () => {
    expect(ZUpdateAssetInput.safeParse(valid).success).toBe(false);
    expect(ZUpdateAssetInput.safeParse({ ...valid, id: 'a1' }).success).toBe(true);
  });
});

describe('asset rules', () => {
  it.each<[boolean, boolean]>([
    [true, true],
    [false, false],
  ])('plant personnel %s may manage assets: %s', (isPlantPersonnel, expected) => {
    expect(mayManageAssets({ isPlantPersonnel })).toBe(expected);
  });

  it.each<[string, string, boolean]>([
    ['P-101', 'P-101', true],
    ['P-101', 'p-101', true],
    ['P-101', ' P-101 ', true],
    ['P-101', 'P-102', false],
  ])('%s and %s are the same Asset ID: %s', (a, b, expected) => {
    expect(sameCustomId(a, b)).toBe(expected);
  });

  it('opens the asset page by its id', () => {
    expect(assetPath('a/b')).toBe('/asset/a%2Fb');
  });
});
