import { describe, expect, it } from 'vitest';
import {
  RENTAL_TEXTS,
  ZRentalFilter,
  ZSetRentStopInput,
  earliestRentStop,
  formatSiteDay,
  mayChangeRentStop,
  rentStopRefusal,
  rentalCsv,
  rentalExportFileName,
} from './rental.ts';

describe('rentStopRefusal', () => {
  const CUT = '2026-03-01';
  it.each<[string, string, string | null, string | null, string | null]>([
    ['the line day itself', '2026-03-10', CUT, '2026-02-01', null],
    ['back to the cut-off', '2026-03-01', CUT, '2026-02-01', null],
    ['after the line day', '2026-03-11', CUT, null, RENTAL_TEXTS.afterLineDay],
    ['before the cut-off', '2026-02-28', CUT, null, RENTAL_TEXTS.beforeCutoff],
    ['no cut-off: any day from the rent start', '2026-01-05', null, '2026-01-05', null],
    ['before the rent start', '2026-03-04', CUT, '2026-03-05', RENTAL_TEXTS.beforeRentStart],
    ['on the rent start', '2026-03-05', CUT, '2026-03-05', null],
    ['not a calendar day', '2026-02-30', null, null, RENTAL_TEXTS.invalidDate],
  ])('%s', (_name, rentStopDate, billingCutoff, rentStart, refusal) => {
    expect(rentStopRefusal({ rentStopDate, lineDay: '2026-03-10', billingCutoff, rentStart })).toBe(
      refusal,
    );
  });

  it.each<[string | null, string | null, string | null]>([
    [null, null, null],
    ['2026-03-01', null, '2026-03-01'],
    [null, '2026-03-05', '2026-03-05'],
    ['2026-03-01', '2026-02-05', '2026-03-01'],
    ['2026-03-01', '2026-03-05', '2026-03-05'],
  ])('earliest rent stop of cut-off %s and start %s is %s', (cutoff, start, earliest) => {
    expect(earliestRentStop(cutoff, start)).toBe(earliest);
  });
});

describe('mayChangeRentStop', () => {
  const user = (
    flags: Partial<{ isPlantPersonnel: boolean; isSiteAdmin: boolean; canUpdateTasks: boolean }>,
    companyId: string | null,
  ) => ({
    permissions: { isPlantPersonnel: false, isSiteAdmin: false, canUpdateTasks: false, ...flags },
    companyId,
  });
  it.each<[string, ReturnType<typeof user>, string | null, boolean]>([
    ['plant personnel, any company', user({ isPlantPersonnel: true }, null), 'C', true],
    ['a site admin', user({ isSiteAdmin: true }, 'D'), 'C', true],
    [
      'a user of the line company who may update tasks',
      user({ canUpdateTasks: true }, 'C'),
      'C',
      true,
    ],
    ['a user of the line company who may not', user({}, 'C'), 'C', false],
    ['a user of another company', user({ canUpdateTasks: true }, 'D'), 'C', false],
    ['a line of no company, a company user', user({ canUpdateTasks: true }, 'C'), null, false],
  ])('%s: %s', (_name, who, companyId, may) => {
    expect(mayChangeRentStop(who, { companyId })).toBe(may);
  });
});

describe('inputs', () => {
  it.each<[unknown, boolean]>([
    [{ from: '2026-03-01', to: '2026-03-31' }, true],
    [{ from: '2026-03-01', to: '2026-03-01', companyId: 'C', recordId: null }, true],
    [{ from: '2026-03-31', to: '2026-03-01' }, false],
    [{ from: '2026-02-30', to: '2026-03-01' }, false],
    [{ from: '03/01/2026', to: '2026-03-01' }, false],
    [{ from: '2000-01-01', to: '2026-03-01' }, false],
    [{ from: '2026-03-01', to: '2026-03-02', companyId: 'x'.repeat(200) }, false],
  ])('filter %j is valid: %s', (input, valid) => {
    expect(ZRentalFilter.safeParse(input).success).toBe(valid);
  });

  it('a rent-stop date is a calendar day', () => {
    expect(
      ZSetRentStopInput.safeParse({ transactionId: 't', rentStopDate: '2026-03-01' }).success,
    ).toBe(true);
    expect(
      ZSetRentStopInput.safeParse({ transactionId: 't', rentStopDate: '2026-13-01' }).success,
    ).toBe(false);
  });
});

describe('dates and export', () => {
  it('writes MM/DD/YYYY', () => {
    expect(formatSiteDay('2026-03-01')).toBe('03/01/2026');
    expect(formatSiteDay(null)).toBe('');
  });

  it('names the file Rental - {MM-DD-YYYY}.csv', () => {
    expect(rentalExportFileName('03-01-2026')).toBe('Rental - 03-01-2026.csv');
  });

  it('writes the screen columns through the CSV writer', () => {
    const csv = rentalCsv([
      {
        companyId: 'C',
        recordId: 'R',
        objectId: 'O',
        companyName: 'Acme, Inc.',
        recordTitle: '=HYPERLINK("x")',
        objectTitle: 'Tubes',
        quantityOnRent: 2.5,
        rentStart: '2026-03-01',
        rentStop: null,
        billableDays: 3,
        unitDays: 7.5,
      },
    ]);
    expect(csv).toBe(
      'Company,Craft Record,Object,Qty On Rent,Rent Start,Rent Stop,Billable Days,Unit-Days\r\n' +
        `"Acme, Inc.","'=HYPERLINK(""x"")",Tubes,2.5,03/01/2026,,3,7.5\r\n`,
    );
  });
});
