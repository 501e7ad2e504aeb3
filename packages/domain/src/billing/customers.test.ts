import { describe, expect, it } from 'vitest';
import {
  CUSTOMER_CSV_HEADERS,
  CUSTOMER_MESSAGES,
  ZCustomerInput,
  ZCustomerLocationInput,
  customerCsvRow,
  customerDisplayName,
  customersExportFileName,
  normaliseTags,
  type TCustomerRow,
} from './customers.ts';

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error?.issues[0]?.message;

describe('ZCustomerInput', () => {
  it('fills the optional fields with their defaults', () => {
    expect(ZCustomerInput.parse({ name: ' Acme ' })).toEqual({
      id: null,
      name: 'Acme',
      firstName: '',
      lastName: '',
      email: '',
      phone: '',
      notes: '',
      type: 'commercial',
      tags: [],
      isTaxExempt: false,
      billToCustomerId: null,
      website: '',
    });
  });

  it.each([
    [{ name: '' }, CUSTOMER_MESSAGES.nameRequired],
    [{ name: '   ' }, CUSTOMER_MESSAGES.nameRequired],
    [{ name: 'A', email: 'not-an-address' }, CUSTOMER_MESSAGES.email],
    [{ name: 'A', website: 'harbor.example' }, CUSTOMER_MESSAGES.website],
    [{ name: 'A', website: 'javascript:alert(1)' }, CUSTOMER_MESSAGES.website],
    [
      { name: 'A', tags: Array.from({ length: 21 }, (_, i) => `t${i}`) },
      CUSTOMER_MESSAGES.tooManyTags,
    ],
  ])('refuses %o with "%s"', (input, message) => {
    expect(messageOf(ZCustomerInput.safeParse(input))).toBe(message);
  });

  it.each([
    { name: 'A', email: 'rosa@harbor.example' },
    { name: 'A', website: 'https://harbor.example/contact' },
    { name: 'A', website: 'http://harbor.example' },
    { name: 'A', tags: Array.from({ length: 20 }, (_, i) => `t${i}`) },
    { name: 'A', type: 'residential', isTaxExempt: true },
  ])('accepts %o', (input) => {
    expect(ZCustomerInput.safeParse(input).success).toBe(true);
  });

  it('refuses a line break in a one-line field and a name over 200 characters', () => {
    expect(ZCustomerInput.safeParse({ name: 'A\nB' }).success).toBe(false);
    expect(ZCustomerInput.safeParse({ name: 'x'.repeat(201) }).success).toBe(false);
  });
});

describe('ZCustomerLocationInput', () => {
  it.each([
    [{ fullAddress: '' }, CUSTOMER_MESSAGES.addressRequired],
    [{ fullAddress: '1 Main', latitude: 90.1 }, CUSTOMER_MESSAGES.latitude],
    [{ fullAddress: '1 Main', latitude: -91 }, CUSTOMER_MESSAGES.latitude],
    [{ fullAddress: '1 Main', longitude: 180.5 }, CUSTOMER_MESSAGES.longitude],
  ])('refuses %o with "%s"', (fields, message) => {
    expect(messageOf(ZCustomerLocationInput.safeParse({ customerId: 'c', ...fields }))).toBe(
      message,
    );
  });

  it('accepts the edges of the coordinates and no place at all', () => {
    for (const [latitude, longitude] of [
      [90, 180],
      [-90, -180],
      [null, null],
    ])
      expect(
        ZCustomerLocationInput.safeParse({ customerId: 'c', fullAddress: 'x', latitude, longitude })
          .success,
      ).toBe(true);
  });

  it('refuses a negative estimated value and a fractional year', () => {
    const base = { customerId: 'c', fullAddress: 'x' };
    expect(ZCustomerLocationInput.safeParse({ ...base, estimatedValueCents: -1 }).success).toBe(
      false,
    );
    expect(ZCustomerLocationInput.safeParse({ ...base, yearBuilt: 1999.5 }).success).toBe(false);
  });
});

describe('normaliseTags', () => {
  it.each([
    [[], []],
    [[' VIP ', 'vip', 'Vip'], ['VIP']],
    [
      ['North', '', '  ', 'south', 'NORTH'],
      ['North', 'south'],
    ],
  ])('%o → %o', (tags, expected) => {
    expect(normaliseTags(tags)).toEqual(expected);
  });
});

describe('customerDisplayName', () => {
  it.each([
    [{ name: 'Acme', firstName: 'Jane', lastName: 'Doe' }, 'Acme'],
    [{ name: '', firstName: 'Jane', lastName: 'Doe' }, 'Jane Doe'],
    [{ name: '', firstName: '', lastName: 'Doe' }, 'Doe'],
  ])('%o → %s', (customer, expected) => {
    expect(customerDisplayName(customer)).toBe(expected);
  });
});

describe('the export', () => {
  const row: TCustomerRow = {
    id: 'c1',
    name: 'Acme',
    firstName: 'Jane',
    lastName: 'Doe',
    email: 'jane@acme.test',
    phone: '555-0100',
    notes: 'Gate 4',
    type: 'residential',
    tags: ['VIP', 'North'],
    isTaxExempt: true,
    billToCustomerId: 'c2',
    billToCustomerName: 'Acme Holdings',
    website: 'https://acme.test',
    deleted: false,
    timestampCreated: '2026-03-01T00:00:00.000Z',
    timestampLastModified: '2026-03-01T00:00:00.000Z',
    locationCount: 2,
  };

  it('names the file Customers - {MM-DD-YYYY}.csv', () => {
    expect(customersExportFileName('03-05-2026')).toBe('Customers - 03-05-2026.csv');
  });

  it('writes one cell per header, in order', () => {
    const cells = customerCsvRow(row);
    expect(cells).toHaveLength(CUSTOMER_CSV_HEADERS.length);
    expect(Object.fromEntries(CUSTOMER_CSV_HEADERS.map((h, i) => [h, cells[i]]))).toEqual({
      Name: 'Acme',
      'First Name': 'Jane',
      'Last Name': 'Doe',
      'E-mail': 'jane@acme.test',
      Phone: '555-0100',
      Type: 'Residential',
      Tags: 'VIP; North',
      'Tax Exempt': 'TRUE',
      'Bill To': 'Acme Holdings',
      Website: 'https://acme.test',
      Locations: 2,
      Notes: 'Gate 4',
      Deleted: 'FALSE',
    });
  });
});
