import { describe, expect, it } from 'vitest';
import { DEFAULT_COMPLIANCE_SETTINGS } from '../compliance/settings.ts';
import { CRAFT_TYPE } from '../catalogues/craft-types.ts';
import { TASK_STATUSES } from '../catalogues/task-statuses.ts';
import { TASK_TYPE } from '../catalogues/task-types.ts';
import { DEFAULT_ESTIMATE_TERMS, REMIT_TO_LIMITS } from '../billing/settings.ts';
import { TEXT_MESSAGES } from '../text/text.ts';
import {
  REQUIRED_TASK_STATUSES,
  SITE_SETTINGS_MESSAGES,
  ZSiteSettingsChanges,
  siteSettingsOf,
  storedChanges,
} from './settings.ts';
import { basisPointsToPercent, isTimeZone, percentToBasisPoints } from './settings-fields.ts';
import { customerAppUrlFor, showsWrongPlaceBanner } from './customer-app.ts';

const ALL_STATUSES = TASK_STATUSES.map((s) => s.code);
const S = CRAFT_TYPE.SCAFFOLDING;
const INSTALL = TASK_TYPE.INSTALLATION;

function firstError(input: unknown): string | null {
  const parsed = ZSiteSettingsChanges.safeParse(input);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? 'invalid');
}

describe('ZSiteSettingsChanges', () => {
  it.each<[string, unknown, string | null]>([
    ['nothing', {}, null],
    ['a name', { name: '  North plant  ' }, null],
    ['an empty name', { name: '   ' }, SITE_SETTINGS_MESSAGES.nameRequired],
    [
      'a name of 101 characters',
      { name: 'x'.repeat(101) },
      'This value needs to be less than 100 characters',
    ],
    [
      'a name with a line break',
      { name: 'a\nb' },
      'This field may not contain line breaks or control characters.',
    ],
    ['a time zone', { timezone: 'America/Chicago' }, null],
    ['UTC', { timezone: 'UTC' }, null],
    ['an unknown time zone', { timezone: 'Mars/Olympus' }, SITE_SETTINGS_MESSAGES.timeZone],
    [
      'a time zone with blanks inside',
      { timezone: 'America/New York' },
      SITE_SETTINGS_MESSAGES.timeZone,
    ],
    ['a long time zone', { timezone: 'A'.repeat(65) }, SITE_SETTINGS_MESSAGES.timeZone],
    ['a map centre', { mapCenter: { latitude: 29.7, longitude: -95.3 } }, null],
    ['no map centre', { mapCenter: null }, null],
    ['the poles and the date line', { mapCenter: { latitude: -90, longitude: 180 } }, null],
    [
      'latitude 90.1',
      { mapCenter: { latitude: 90.1, longitude: 0 } },
      SITE_SETTINGS_MESSAGES.latitude,
    ],
    [
      'longitude -181',
      { mapCenter: { latitude: 0, longitude: -181 } },
      SITE_SETTINGS_MESSAGES.longitude,
    ],
    ['craft types', { validCraftTypes: [S, CRAFT_TYPE.PAINTING] }, null],
    ['no craft type', { validCraftTypes: [] }, SITE_SETTINGS_MESSAGES.craftTypeRequired],
    ['an unknown craft type', { validCraftTypes: [11] }, SITE_SETTINGS_MESSAGES.unknownCode],
    ['a repeated craft type', { validCraftTypes: [S, S] }, SITE_SETTINGS_MESSAGES.duplicate],
    [
      'a fractional craft type',
      { validCraftTypes: [10.5] },
      'Invalid input: expected int, received number',
    ],
    ['no task type', { validTaskTypes: [] }, SITE_SETTINGS_MESSAGES.taskTypeRequired],
    ['an unknown task type', { validTaskTypes: [4] }, SITE_SETTINGS_MESSAGES.unknownCode],
    ['every status', { validTaskStatusCodes: ALL_STATUSES }, null],
    ['only the required statuses', { validTaskStatusCodes: [...REQUIRED_TASK_STATUSES] }, null],
    [
      'statuses without Complete',
      { validTaskStatusCodes: REQUIRED_TASK_STATUSES.filter((c) => c !== 90) },
      SITE_SETTINGS_MESSAGES.requiredStatuses,
    ],
    [
      'an unknown status',
      { validTaskStatusCodes: [...REQUIRED_TASK_STATUSES, 7] },
      SITE_SETTINGS_MESSAGES.unknownCode,
    ],
    ['switches', { inventoryEnabled: true, kpisEnabled: false, customerSite: true }, null],
    [
      'a switch as text',
      { inventoryEnabled: 'yes' },
      'Invalid input: expected boolean, received string',
    ],
    ['a host', { customerAppHost: 'jobs.example.com' }, null],
    ['a host with a port', { customerAppHost: 'localhost:8080' }, null],
    ['no host', { customerAppHost: '' }, null],
    [
      'a URL for a host',
      { customerAppHost: 'https://jobs.example.com/' },
      SITE_SETTINGS_MESSAGES.host,
    ],
    ['a long host', { customerAppHost: `${'a'.repeat(250)}.com` }, SITE_SETTINGS_MESSAGES.host],
    ['pairs', { awaitingEstimateEnabled: [{ craftType: S, taskType: INSTALL }] }, null],
    ['Next Opportunity for every pair', { nextOpportunityAllowed: null }, null],
    ['no Awaiting Estimate', { awaitingEstimateEnabled: [] }, null],
    [
      'a pair the craft does not offer',
      { nextOpportunityAllowed: [{ craftType: CRAFT_TYPE.PAINTING, taskType: INSTALL }] },
      SITE_SETTINGS_MESSAGES.pair,
    ],
    [
      'a repeated pair',
      {
        awaitingEstimateEnabled: [
          { craftType: S, taskType: INSTALL },
          { craftType: S, taskType: INSTALL },
        ],
      },
      SITE_SETTINGS_MESSAGES.duplicate,
    ],
    ['an interval of 1 day', { inspectionIntervalDays: 1 }, null],
    ['an interval of 365 days', { inspectionIntervalDays: 365 }, null],
    ['an interval of 0 days', { inspectionIntervalDays: 0 }, SITE_SETTINGS_MESSAGES.interval],
    ['an interval of 366 days', { inspectionIntervalDays: 366 }, SITE_SETTINGS_MESSAGES.interval],
    ['an interval of 1.5 days', { inspectionIntervalDays: 1.5 }, SITE_SETTINGS_MESSAGES.interval],
    ['a rental billing cut-off', { rentalBillingCutoff: '2026-10-31' }, null],
    ['no rental billing cut-off', { rentalBillingCutoff: '' }, null],
    [
      'a cut-off on no calendar day',
      { rentalBillingCutoff: '2026-02-30' },
      SITE_SETTINGS_MESSAGES.cutoff,
    ],
    [
      'a cut-off written otherwise',
      { rentalBillingCutoff: '10/31/2026' },
      SITE_SETTINGS_MESSAGES.cutoff,
    ],
    [
      'a cut-off with a time',
      { rentalBillingCutoff: '2026-10-31T00:00' },
      SITE_SETTINGS_MESSAGES.cutoff,
    ],
    ['an unknown setting', { craftDetails: {} }, 'Unrecognized key: "craftDetails"'],
  ])('%s', (_, input, error) => {
    expect(firstError(input)).toBe(error);
  });

  it('bounds the pair lists', () => {
    const many = Array.from({ length: 700 }, () => ({ craftType: S, taskType: INSTALL }));
    expect(firstError({ awaitingEstimateEnabled: many })).not.toBeNull();
  });
});

describe('isTimeZone', () => {
  it.each([
    ['America/Chicago', true],
    ['Europe/Berlin', true],
    ['Etc/GMT+5', true],
    ['Nowhere/Town', false],
    ['', false],
    ['../etc/passwd', false],
  ])('%s → %s', (zone, ok) => expect(isTimeZone(zone)).toBe(ok));
});

const site = {
  name: 'North',
  timezone: 'America/Chicago',
  latitude: null,
  longitude: null,
  validCraftTypes: [S],
  validTaskTypes: [INSTALL],
  validTaskStatusCodes: [...REQUIRED_TASK_STATUSES],
  customizations: {},
  managingCompanyId: null,
};

describe('siteSettingsOf', () => {
  it('fills in the defaults of absent customizations', () => {
    expect(siteSettingsOf(site)).toEqual({
      name: 'North',
      timezone: 'America/Chicago',
      mapCenter: null,
      validCraftTypes: [S],
      validTaskTypes: [INSTALL],
      validTaskStatusCodes: [...REQUIRED_TASK_STATUSES],
      inventoryEnabled: false,
      kpisEnabled: true,
      reportTemplatesEnabled: false,
      assignedToEnabled: false,
      allowSchedulingTasksInThePast: false,
      allowModifyingTimestampTaskCompleted: false,
      customerSite: false,
      customerAppHost: '',
      nextOpportunityAllowed: null,
      awaitingEstimateEnabled: [],
      inspectionIntervalDays: 7,
      rentalBillingCutoff: '',
      taxRateBp: 0,
      netDays: 30,
      estimateTerms: DEFAULT_ESTIMATE_TERMS,
      remitAddress: '',
      paymentDetails: '',
      managingCompanyId: null,
      compliance: DEFAULT_COMPLIANCE_SETTINGS,
      defaultLanguage: 'en',
    });
  });

  it('reads the stored values', () => {
    const settings = siteSettingsOf({
      ...site,
      latitude: 1,
      longitude: 2,
      customizations: {
        siteClassification: 'customers',
        customerAppHost: 'jobs.example.com',
        inventoryEnabled: true,
        nextOpportunityAllowed: [],
        inspectionIntervalDays: 14,
        rentalBillingCutoff: '2026-09-30',
      },
    });
    expect(settings).toMatchObject({
      mapCenter: { latitude: 1, longitude: 2 },
      customerSite: true,
      customerAppHost: 'jobs.example.com',
      inventoryEnabled: true,
      nextOpportunityAllowed: [],
      inspectionIntervalDays: 14,
      rentalBillingCutoff: '2026-09-30',
    });
  });
});

describe('storedChanges', () => {
  it.each<
    [
      string,
      Parameters<typeof storedChanges>[0],
      Record<string, unknown>,
      ReturnType<typeof storedChanges>,
    ]
  >([
    ['a name', { name: 'South' }, {}, { row: { name: 'South' }, customizations: {} }],
    [
      'a map centre',
      { mapCenter: { latitude: 1, longitude: 2 } },
      {},
      { row: { latitude: 1, longitude: 2 }, customizations: {} },
    ],
    [
      'no map centre',
      { mapCenter: null },
      {},
      { row: { latitude: null, longitude: null }, customizations: {} },
    ],
    [
      'a switch',
      { inventoryEnabled: true },
      { craftDetails: {} },
      { row: {}, customizations: { inventoryEnabled: true } },
    ],
    [
      'customer site on',
      { customerSite: true },
      {},
      { row: {}, customizations: { siteClassification: 'customers' } },
    ],
    [
      'customer site off',
      { customerSite: false },
      { siteClassification: 'customers' },
      { row: {}, customizations: { siteClassification: 'FACILITIES' } },
    ],
    [
      'customer site off keeps another classification',
      { customerSite: false },
      { siteClassification: 'MINES' },
      { row: {}, customizations: { siteClassification: 'MINES' } },
    ],
    [
      'Next Opportunity for every pair again',
      { nextOpportunityAllowed: null },
      {},
      { row: {}, customizations: { nextOpportunityAllowed: null } },
    ],
    [
      'a rental billing cut-off',
      { rentalBillingCutoff: '2026-10-31' },
      {},
      { row: {}, customizations: { rentalBillingCutoff: '2026-10-31' } },
    ],
    [
      'no rental billing cut-off any more',
      { rentalBillingCutoff: '' },
      { rentalBillingCutoff: '2026-10-31' },
      { row: {}, customizations: { rentalBillingCutoff: null } },
    ],
    [
      'the compliance settings, with the interval in the top-level key too',
      {
        compliance: {
          inspectionIntervalDays: 1,
          requireCompetentPerson: true,
          idleDays: 10,
          idleCostCentsPerDay: 4500,
        },
      },
      { inspectionIntervalDays: 14 },
      {
        row: {},
        customizations: {
          compliance: {
            inspectionIntervalDays: 1,
            requireCompetentPerson: true,
            idleDays: 10,
            idleCostCentsPerDay: 4500,
          },
          inspectionIntervalDays: 1,
        },
      },
    ],
    [
      'the top-level interval changes the compliance interval and keeps the rest',
      { inspectionIntervalDays: 3 },
      { compliance: { ...DEFAULT_COMPLIANCE_SETTINGS, idleDays: 20 } },
      {
        row: {},
        customizations: {
          compliance: { ...DEFAULT_COMPLIANCE_SETTINGS, idleDays: 20, inspectionIntervalDays: 3 },
          inspectionIntervalDays: 3,
        },
      },
    ],
  ])('%s', (_, changes, current, expected) => {
    expect(storedChanges(changes, current)).toEqual(expected);
  });
});

describe('customerAppUrlFor', () => {
  it.each<[Record<string, unknown>, string | null, string, string | null]>([
    [
      { customerAppHost: 'jobs.example.com' },
      'https://app.example.com/x',
      'https:',
      'https://jobs.example.com',
    ],
    // A stored host keeps the scheme of the page, never a forced https.
    [{ customerAppHost: 'jobs.example.com:8080' }, null, 'http:', 'http://jobs.example.com:8080'],
    [{ customerAppHost: 'jobs.example.com' }, null, 'https:', 'https://jobs.example.com'],
    [{ customerAppHost: 'jobs.example.com' }, null, 'file:', 'https://jobs.example.com'],
    [{}, 'http://app.example.com/x', 'https:', 'http://app.example.com/x'],
    [{ customerAppHost: '' }, null, 'http:', null],
  ])('%j, %s, on %s → %s', (c, configured, protocol, url) =>
    expect(customerAppUrlFor(c, configured, protocol)).toBe(url),
  );
});

describe('showsWrongPlaceBanner', () => {
  it.each<[string, boolean, string | null, string, boolean]>([
    ['a facilities site', false, 'https://jobs.example.com', 'plant.example.com', false],
    ['a customer site without an address', true, null, 'plant.example.com', false],
    [
      'a customer site reached elsewhere',
      true,
      'https://jobs.example.com',
      'plant.example.com',
      true,
    ],
    ['a customer site at its host', true, 'https://jobs.example.com', 'jobs.example.com', false],
    ['the host in other case', true, 'https://Jobs.Example.com', 'JOBS.example.com', false],
    [
      'the same name on another port',
      true,
      'https://jobs.example.com',
      'jobs.example.com:8443',
      true,
    ],
    ['a configured port', true, 'http://localhost:3000/app', 'localhost:3000', false],
    ['an address that is no URL', true, 'not a url', 'plant.example.com', false],
  ])('%s', (_, customerSite, customerAppUrl, currentHost, shown) => {
    expect(showsWrongPlaceBanner({ customerSite, customerAppUrl, currentHost })).toBe(shown);
  });
});

describe('billing settings', () => {
  it.each<[string, number | null]>([
    ['8.25', 825],
    ['0', 0],
    ['100', 10_000],
    ['7.5', 750],
    [' 6.05 ', 605],
    ['100.01', null],
    ['8.255', null],
    ['-1', null],
    ['', null],
    ['abc', null],
  ])('reads the tax rate %j as %s basis points', (typed, bp) => {
    expect(percentToBasisPoints(typed)).toBe(bp);
  });

  it.each<[number, string]>([
    [825, '8.25'],
    [750, '7.5'],
    [0, '0'],
    [605, '6.05'],
    [10_000, '100'],
  ])('shows %s basis points as %s percent', (bp, percent) => {
    expect(basisPointsToPercent(bp)).toBe(percent);
  });

  it('reads the defaults and the managing company with the other settings', () => {
    expect(siteSettingsOf({ ...site, managingCompanyId: 'c1' })).toMatchObject({
      taxRateBp: 0,
      netDays: 30,
      managingCompanyId: 'c1',
    });
  });

  it('keeps the billing values not changed and puts the company on the row', () => {
    const stored = storedChanges(
      { taxRateBp: 825, managingCompanyId: null },
      { billing: { taxRateBp: 0, netDays: 45, estimateTerms: 'Cash only.' } },
    );
    expect(stored).toEqual({
      row: { managingCompanyId: null },
      customizations: {
        billing: {
          taxRateBp: 825,
          netDays: 45,
          estimateTerms: 'Cash only.',
          remitAddress: '',
          paymentDetails: '',
        },
      },
    });
  });

  it('keeps the remit-to block beside the other billing values', () => {
    const stored = storedChanges(
      { paymentDetails: 'ACH 021000021 / 4417' },
      { billing: { taxRateBp: 825, remitAddress: '1 Dock Rd' } },
    );
    expect(stored.customizations.billing).toMatchObject({
      taxRateBp: 825,
      remitAddress: '1 Dock Rd',
      paymentDetails: 'ACH 021000021 / 4417',
    });
  });

  it.each<[string, unknown, string | null]>([
    ['a tax rate', { taxRateBp: 825 }, null],
    ['a tax rate over 100 %', { taxRateBp: 10_001 }, SITE_SETTINGS_MESSAGES.taxRate],
    ['a fractional basis point', { taxRateBp: 8.5 }, SITE_SETTINGS_MESSAGES.taxRate],
    ['net 0', { netDays: 0 }, null],
    ['net 366', { netDays: 366 }, SITE_SETTINGS_MESSAGES.netDays],
    ['no managing company', { managingCompanyId: null }, null],
    ['terms', { estimateTerms: 'Half up front.\nRest on completion.' }, null],
    ['a remit-to address', { remitAddress: 'Apex Scaffold\n1 Dock Rd' }, null],
    [
      'a remit-to address over its limit',
      { remitAddress: 'x'.repeat(REMIT_TO_LIMITS.remitAddress + 1) },
      TEXT_MESSAGES.tooLong(REMIT_TO_LIMITS.remitAddress),
    ],
    [
      'payment details over their limit',
      { paymentDetails: 'x'.repeat(REMIT_TO_LIMITS.paymentDetails + 1) },
      TEXT_MESSAGES.tooLong(REMIT_TO_LIMITS.paymentDetails),
    ],
  ])('checks %s', (_, input, error) => {
    expect(firstError(input)).toBe(error);
  });
});
