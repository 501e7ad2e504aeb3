import { describe, expect, it } from 'vitest';
import {
  ZGenerateQrTagInput,
  ZQrTagQuery,
  qrTagFacts,
  qrTagFileName,
  qrTagLink,
  qrTagNumber,
  qrTagPath,
} from './qr-tag.ts';

const CHICAGO = 'America/Chicago';

describe('qrTagFacts', () => {
  const base = {
    craftDetails: { tagNumber: 'SC-9' },
    title: 'Boiler deck',
    locationTitle: 'Area 1',
    installedAt: null,
    inspectedAt: null,
    timeZone: CHICAGO,
  };

  it.each([
    [
      'installed and inspected, dates in the site time zone',
      {
        installedAt: new Date('2024-03-02T03:00:00Z'),
        inspectedAt: new Date('2024-03-10T18:00:00Z'),
      },
      ['Area 1', '03/01/2024', '03/10/2024'],
    ],
    ['never installed nor inspected', {}, ['Area 1', 'Not installed', 'Never']],
    ['no location', { locationTitle: null }, ['[No location]', 'Not installed', 'Never']],
    ['blank location', { locationTitle: '  ' }, ['[No location]', 'Not installed', 'Never']],
  ])('%s', (_name, patch, values) => {
    const facts = qrTagFacts({ ...base, ...patch });
    expect(facts.facts.map((f) => f.label)).toEqual(['Location', 'Installed', 'Last inspection']);
    expect(facts.facts.map((f) => f.value)).toEqual(values);
    expect(facts.title).toBe('Boiler deck');
  });
});

describe('qrTagNumber', () => {
  it.each<[Record<string, unknown>, string]>([
    [{ tagNumber: 'SC-9' }, 'SC-9'],
    [{ tagNumber: ' SC-9 ' }, 'SC-9'],
    [{ tagNumber: '' }, '[N/A]'],
    [{ tagNumber: '   ' }, '[N/A]'],
    [{ tagNumber: 42 }, '[N/A]'],
    [{}, '[N/A]'],
  ])('%j → %s', (details, expected) => {
    expect(qrTagNumber(details)).toBe(expected);
  });
});

describe('addresses', () => {
  it.each([
    ['a6', false, '/api/qr-tags/rec-1?size=a6'],
    ['letter', false, '/api/qr-tags/rec-1?size=letter'],
    ['letter', true, '/api/qr-tags/rec-1?size=letter&whiteLabel=1'],
  ] as const)('%s, white label %s → %s', (size, whiteLabel, expected) => {
    expect(qrTagPath('rec-1', size, whiteLabel)).toBe(expected);
  });

  it('encodes the id', () => {
    expect(qrTagPath('a/b', 'a6', false)).toBe('/api/qr-tags/a%2Fb?size=a6');
  });

  it('links the QR code to the public tag page, without a doubled slash', () => {
    expect(qrTagLink('http://craftwork.test', 't1')).toBe('http://craftwork.test/tag/t1');
    expect(qrTagLink('http://craftwork.test/', 't1')).toBe('http://craftwork.test/tag/t1');
  });

  it('names the file after the tag', () => {
    expect(qrTagFileName('SC-9')).toBe('Tag SC-9.pdf');
  });
});

describe('ZGenerateQrTagInput', () => {
  it('defaults to A6 and the product brand', () => {
    expect(ZGenerateQrTagInput.parse({ craftRecordID: 'r1' })).toEqual({
      craftRecordID: 'r1',
      whiteLabel: null,
      size: 'a6',
    });
  });

  it.each([
    { craftRecordID: '' },
    { craftRecordID: 'x'.repeat(129) },
    { craftRecordID: 'r1', size: 'a4' },
    { craftRecordID: 'r1', whiteLabel: 'yes' },
  ])('refuses %j', (input) => {
    expect(ZGenerateQrTagInput.safeParse(input).success).toBe(false);
  });
});

describe('ZQrTagQuery', () => {
  it.each<[Record<string, unknown>, { size: string; whiteLabel: boolean }]>([
    [{}, { size: 'a6', whiteLabel: false }],
    [{ size: 'letter' }, { size: 'letter', whiteLabel: false }],
    [
      { size: 'letter', whiteLabel: '1' },
      { size: 'letter', whiteLabel: true },
    ],
    [
      { size: 'A4', whiteLabel: '0' },
      { size: 'a6', whiteLabel: false },
    ],
    [
      { size: ['a6', 'letter'], whiteLabel: ['1', '1'] },
      { size: 'a6', whiteLabel: false },
    ],
    [{ whiteLabel: 'x'.repeat(5000) }, { size: 'a6', whiteLabel: false }],
  ])('%j → %j', (query, expected) => {
    expect(ZQrTagQuery.parse(query)).toEqual(expected);
  });
});
