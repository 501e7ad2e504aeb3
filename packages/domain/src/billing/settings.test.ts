import { describe, expect, it } from 'vitest';
import { billingSettingsOf, REMIT_TO_LIMITS, remitToOf } from './settings.ts';

const DEFAULT_TERMS =
  'Prices are valid for 30 days. Work is scheduled after approval. Payment is due within the invoice terms.';

describe('billingSettingsOf', () => {
  it.each([
    ['null', null],
    ['undefined', undefined],
    ['no billing key', { other: 1 }],
    ['billing null', { billing: null }],
    ['billing a string', { billing: 'x' }],
    ['billing a number', { billing: 5 }],
    ['billing empty', { billing: {} }],
  ])('gives no tax, net 30 and the default terms for %s', (_case, customizations) => {
    expect(billingSettingsOf(customizations as Record<string, unknown> | null)).toEqual({
      taxRateBp: 0,
      netDays: 30,
      estimateTerms: DEFAULT_TERMS,
      remitAddress: '',
      paymentDetails: '',
    });
  });

  it('reads valid settings', () => {
    expect(
      billingSettingsOf({
        billing: { taxRateBp: 825, netDays: 15, estimateTerms: 'Half up front.' },
      }),
    ).toMatchObject({ taxRateBp: 825, netDays: 15, estimateTerms: 'Half up front.' });
  });

  it.each([
    ['taxRateBp', 0, 0],
    ['taxRateBp', 10_000, 10_000],
    ['taxRateBp', 10_001, 0],
    ['taxRateBp', -1, 0],
    ['taxRateBp', 8.25, 0],
    ['taxRateBp', '825', 0],
    ['taxRateBp', null, 0],
    ['taxRateBp', Number.NaN, 0],
    ['netDays', 0, 0],
    ['netDays', 365, 365],
    ['netDays', 366, 30],
    ['netDays', -5, 30],
    ['netDays', 1.5, 30],
    ['netDays', '45', 30],
    ['netDays', Number.POSITIVE_INFINITY, 30],
    ['estimateTerms', '', DEFAULT_TERMS],
    ['estimateTerms', '   ', DEFAULT_TERMS],
    ['estimateTerms', 42, DEFAULT_TERMS],
    ['estimateTerms', 'Net 15.', 'Net 15.'],
    ['remitAddress', '1 Dock Rd\nHouston', '1 Dock Rd\nHouston'],
    ['remitAddress', 7, ''],
    [
      'remitAddress',
      'x'.repeat(REMIT_TO_LIMITS.remitAddress + 9),
      'x'.repeat(REMIT_TO_LIMITS.remitAddress),
    ],
    ['paymentDetails', 'ACH 021000021', 'ACH 021000021'],
    ['paymentDetails', null, ''],
  ] as const)('%s = %j → %j', (key, value, expected) => {
    expect(billingSettingsOf({ billing: { [key]: value } })[key]).toEqual(expected);
  });

  it('keeps the good values beside a bad one', () => {
    expect(billingSettingsOf({ billing: { taxRateBp: 700, netDays: 'x' } })).toEqual({
      taxRateBp: 700,
      netDays: 30,
      estimateTerms: DEFAULT_TERMS,
      remitAddress: '',
      paymentDetails: '',
    });
  });
});

describe("remitToOf: the invoice PDF's remit-to block", () => {
  const settings = billingSettingsOf(null);
  it.each([
    ['nothing set', '', '', null],
    ['blanks only', '  ', '\n', null],
    [
      'an address',
      '1 Dock Rd',
      '',
      { companyName: 'Apex', address: '1 Dock Rd', paymentDetails: '' },
    ],
    [
      'payment only',
      '',
      ' ACH 4417 ',
      { companyName: 'Apex', address: '', paymentDetails: 'ACH 4417' },
    ],
  ])('%s', (_case, remitAddress, paymentDetails, expected) => {
    expect(remitToOf({ ...settings, remitAddress, paymentDetails }, 'Apex')).toEqual(expected);
  });
});
