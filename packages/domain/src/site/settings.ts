import { z } from 'zod';
import { CRAFT_TYPES, isCraftType } from '../catalogues/craft-types.ts';
import { TASK_STATUS, TASK_STATUSES, isTaskStatus } from '../catalogues/task-statuses.ts';
import { TASK_TYPES, VALID_TASK_TYPES_BY_CRAFT, isTaskType } from '../catalogues/task-types.ts';
import { billingSettingsOf, REMIT_TO_LIMITS } from '../billing/settings.ts';
import { complianceSettingsOf, ZComplianceSettings } from '../compliance/settings.ts';
import { MAX_TAX_RATE_BP } from '../billing/money.ts';
import { MAX_NET_DAYS } from '../billing/overdue.ts';
import { multiLineText, oneLineText } from '../text/text.ts';
import { TEXT_LIMITS } from '../text/rules.ts';
import {
  CUSTOMER_SITE_CLASSIFICATION,
  DEFAULT_SITE_CLASSIFICATION,
  ZSiteCustomizations,
  assignedToEnabled,
  inventoryEnabled,
  isCustomerSite,
  kpisEnabled,
  reportTemplatesEnabled,
  siteClassification,
  type TCraftTaskTypePair,
  type TSiteCustomizations,
} from './site.ts';

/**
 * Site settings (/admin/site-settings): what a site admin changes about the site, apart from
 * the craft and task detail fields (their own editors and module).
 */

export const SITE_SETTINGS_LIMITS = {
  name: 100,
  timeZone: 64,
  /** A DNS name is at most 253 characters; a port may follow. */
  host: 260,
  inspectionIntervalMin: 1,
  inspectionIntervalMax: 365,
} as const;

/**
 * Statuses the task workflow reaches whatever the site lists: the schedule rule gives Scheduled
 * or Awaiting, the task card moves on to In Progress, On Hold and Complete, and Route Awaiting's
 * Removed is Canceled. A site's status list must keep them.
 */
export const REQUIRED_TASK_STATUSES: readonly number[] = [
  TASK_STATUS.SCHEDULED,
  TASK_STATUS.AWAITING,
  TASK_STATUS.IN_PROGRESS,
  TASK_STATUS.ON_HOLD,
  TASK_STATUS.COMPLETE,
  TASK_STATUS.CANCELED,
];

export const SITE_SETTINGS_MESSAGES = {
  nameRequired: 'Site name is required.',
  timeZone: 'Choose a time zone from the list.',
  latitude: 'Latitude must be between -90 and 90.',
  longitude: 'Longitude must be between -180 and 180.',
  craftTypeRequired: 'Keep at least one craft type.',
  taskTypeRequired: 'Keep at least one task type.',
  requiredStatuses: `Keep the statuses every task passes through: ${TASK_STATUSES.filter((s) =>
    REQUIRED_TASK_STATUSES.includes(s.code),
  )
    .map((s) => s.name)
    .join(', ')}.`,
  unknownCode: 'Choose from the list.',
  duplicate: 'Each entry may appear once.',
  host: 'Enter a host name, such as jobs.example.com.',
  interval: `Enter a whole number of days from ${SITE_SETTINGS_LIMITS.inspectionIntervalMin} to ${SITE_SETTINGS_LIMITS.inspectionIntervalMax}.`,
  pair: 'This task type does not belong to that craft type.',
  cutoff: 'Enter a date, or leave it empty for none.',
  saved: 'Site settings saved.',
  taxRate: 'Enter a tax rate from 0 to 100 percent, with up to 2 decimals.',
  netDays: `Enter a whole number of days from 0 to ${MAX_NET_DAYS}.`,
  managingCompany: 'Choose a company of the site, or none.',
} as const;

/** A tax rate typed in percent (up to 2 decimals) in basis points, or null when it is not one. */
export function percentToBasisPoints(typed: string): number | null {
  const text = typed.trim();
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(text)) return null;
  const [whole, fraction = ''] = text.split('.');
  const bp = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return bp <= MAX_TAX_RATE_BP ? bp : null;
}

/** Basis points as the percent a site admin types (825 → '8.25'). */
export function basisPointsToPercent(bp: number): string {
  const whole = Math.trunc(bp / 100);
  const rest = bp % 100;
  return rest === 0 ? String(whole) : `${whole}.${String(rest).padStart(2, '0').replace(/0$/, '')}`;
}

/** Whether the runtime knows an IANA time zone name (the server's and the browser's Intl). */
export function isTimeZone(value: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(value)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

export const ZTimeZone = z
  .string()
  .trim()
  .max(SITE_SETTINGS_LIMITS.timeZone, { error: SITE_SETTINGS_MESSAGES.timeZone })
  .refine(isTimeZone, { error: SITE_SETTINGS_MESSAGES.timeZone });

/** A host as the customer banner shows it: letters, digits, dots and dashes, maybe a port. */
export const HOST_PATTERN =
  /^(?=.{1,253}(:|$))[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*(?::\d{1,5})?$/;

/** The customer app's host, or '' for none (the banner then uses the server's configured one). */
export const ZCustomerAppHost = z
  .string()
  .trim()
  .max(SITE_SETTINGS_LIMITS.host, { error: SITE_SETTINGS_MESSAGES.host })
  .refine((v) => v === '' || HOST_PATTERN.test(v), { error: SITE_SETTINGS_MESSAGES.host });

/** Whether 'YYYY-MM-DD' names a real calendar day. */
function isCalendarDay(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** The rental billing cut-off: a site day 'YYYY-MM-DD', or '' for none (nothing stored). */
export const ZRentalBillingCutoff = z
  .string()
  .trim()
  .max(10, { error: SITE_SETTINGS_MESSAGES.cutoff })
  .refine((v) => v === '' || (/^\d{4}-\d{2}-\d{2}$/.test(v) && isCalendarDay(v)), {
    error: SITE_SETTINGS_MESSAGES.cutoff,
  });

function uniqueCodes(codes: readonly number[]): boolean {
  return new Set(codes).size === codes.length;
}

function codeList(isCode: (code: number) => boolean, max: number, required: string) {
  return z
    .array(z.number().int().refine(isCode, { error: SITE_SETTINGS_MESSAGES.unknownCode }))
    .min(1, { error: required })
    .max(max)
    .refine(uniqueCodes, { error: SITE_SETTINGS_MESSAGES.duplicate });
}

/** Whether a craft type offers a task type in the catalogue. */
export function craftOffersTaskType(craftType: number, taskType: number): boolean {
  return (VALID_TASK_TYPES_BY_CRAFT[craftType] ?? []).includes(taskType as never);
}

const MAX_PAIRS = CRAFT_TYPES.length * TASK_TYPES.length;

const ZPairList = z
  .array(
    z
      .object({
        craftType: z
          .number()
          .int()
          .refine((c: number): boolean => isCraftType(c), {
            error: SITE_SETTINGS_MESSAGES.unknownCode,
          }),
        taskType: z
          .number()
          .int()
          .refine((c: number): boolean => isTaskType(c), {
            error: SITE_SETTINGS_MESSAGES.unknownCode,
          }),
      })
      .strict()
      .refine((p) => craftOffersTaskType(p.craftType, p.taskType), {
        error: SITE_SETTINGS_MESSAGES.pair,
      }),
  )
  .max(MAX_PAIRS)
  .refine((pairs) => uniqueCodes(pairs.map((p) => p.craftType * 1000 + p.taskType)), {
    error: SITE_SETTINGS_MESSAGES.duplicate,
  });

export const ZMapCenter = z
  .object({
    latitude: z
      .number({ error: SITE_SETTINGS_MESSAGES.latitude })
      .min(-90, { error: SITE_SETTINGS_MESSAGES.latitude })
      .max(90, { error: SITE_SETTINGS_MESSAGES.latitude }),
    longitude: z
      .number({ error: SITE_SETTINGS_MESSAGES.longitude })
      .min(-180, { error: SITE_SETTINGS_MESSAGES.longitude })
      .max(180, { error: SITE_SETTINGS_MESSAGES.longitude }),
  })
  .strict();

export type TMapCenter = z.output<typeof ZMapCenter>;

/**
 * A change of site settings: only the settings given are changed (a section's Save sends its
 * changed values). Every value is checked on its own; each list is whole, never a delta.
 */
export const ZSiteSettingsChanges = z
  .object({
    name: oneLineText(SITE_SETTINGS_LIMITS.name, {
      required: SITE_SETTINGS_MESSAGES.nameRequired,
    }),
    timezone: ZTimeZone,
    /** null: no map centre (maps then start at the site's locations or the default). */
    mapCenter: ZMapCenter.nullable(),
    validCraftTypes: codeList(
      isCraftType,
      CRAFT_TYPES.length,
      SITE_SETTINGS_MESSAGES.craftTypeRequired,
    ),
    validTaskTypes: codeList(
      isTaskType,
      TASK_TYPES.length,
      SITE_SETTINGS_MESSAGES.taskTypeRequired,
    ),
    validTaskStatusCodes: codeList(
      isTaskStatus,
      TASK_STATUSES.length,
      SITE_SETTINGS_MESSAGES.requiredStatuses,
    ).refine((codes) => REQUIRED_TASK_STATUSES.every((c) => codes.includes(c)), {
      error: SITE_SETTINGS_MESSAGES.requiredStatuses,
    }),
    inventoryEnabled: z.boolean(),
    kpisEnabled: z.boolean(),
    reportTemplatesEnabled: z.boolean(),
    assignedToEnabled: z.boolean(),
    allowSchedulingTasksInThePast: z.boolean(),
    allowModifyingTimestampTaskCompleted: z.boolean(),
    customerSite: z.boolean(),
    customerAppHost: ZCustomerAppHost,
    /** null: Next Opportunity allowed for every pair (nothing stored). */
    nextOpportunityAllowed: ZPairList.nullable(),
    awaitingEstimateEnabled: ZPairList,
    inspectionIntervalDays: z
      .number({ error: SITE_SETTINGS_MESSAGES.interval })
      .int({ error: SITE_SETTINGS_MESSAGES.interval })
      .min(SITE_SETTINGS_LIMITS.inspectionIntervalMin, { error: SITE_SETTINGS_MESSAGES.interval })
      .max(SITE_SETTINGS_LIMITS.inspectionIntervalMax, { error: SITE_SETTINGS_MESSAGES.interval }),
    rentalBillingCutoff: ZRentalBillingCutoff,
    /** Billing: the tax rate in basis points (8.25 % = 825). */
    taxRateBp: z
      .number({ error: SITE_SETTINGS_MESSAGES.taxRate })
      .int({ error: SITE_SETTINGS_MESSAGES.taxRate })
      .min(0, { error: SITE_SETTINGS_MESSAGES.taxRate })
      .max(MAX_TAX_RATE_BP, { error: SITE_SETTINGS_MESSAGES.taxRate }),
    netDays: z
      .number({ error: SITE_SETTINGS_MESSAGES.netDays })
      .int({ error: SITE_SETTINGS_MESSAGES.netDays })
      .min(0, { error: SITE_SETTINGS_MESSAGES.netDays })
      .max(MAX_NET_DAYS, { error: SITE_SETTINGS_MESSAGES.netDays }),
    /** '' keeps the default terms. */
    estimateTerms: multiLineText(TEXT_LIMITS.longText),
    /** The invoice's remit-to block: the managing company's address and payment details. */
    remitAddress: multiLineText(REMIT_TO_LIMITS.remitAddress),
    paymentDetails: multiLineText(REMIT_TO_LIMITS.paymentDetails),
    /** The company whose users see the site's money (null: none). */
    managingCompanyId: z.string().min(1).max(TEXT_LIMITS.id).nullable(),
    /** Compliance: inspection interval, competent persons, idle scaffolds (saved whole). */
    compliance: ZComplianceSettings.strict(),
  })
  .partial()
  .strict();

export type TSiteSettingsChanges = z.output<typeof ZSiteSettingsChanges>;
export type TSiteSettingsChangesInput = z.input<typeof ZSiteSettingsChanges>;

/** Every setting the screen shows, as the site holds it (defaults filled in). */
export type TSiteSettings = Required<{
  [K in keyof TSiteSettingsChanges]: Exclude<TSiteSettingsChanges[K], undefined>;
}>;

/** The stored parts of a site that site settings read. */
export type TSiteSettingsSource = {
  name: string;
  timezone: string;
  latitude: number | null;
  longitude: number | null;
  validCraftTypes: number[];
  validTaskTypes: number[];
  validTaskStatusCodes: number[];
  customizations: Record<string, unknown>;
  managingCompanyId: string | null;
};

function parseCustomizations(stored: Record<string, unknown>): TSiteCustomizations {
  const parsed = ZSiteCustomizations.safeParse(stored);
  return parsed.success ? parsed.data : {};
}

function pairsOf(value: unknown): TCraftTaskTypePair[] | null {
  if (!Array.isArray(value)) return null;
  return value.filter(
    (p): p is TCraftTaskTypePair =>
      typeof p === 'object' &&
      p !== null &&
      Number.isInteger((p as TCraftTaskTypePair).craftType) &&
      Number.isInteger((p as TCraftTaskTypePair).taskType),
  );
}

/** The customer app's host a site stores for its banner ('' when none). */
export function customerAppHostOf(customizations: Record<string, unknown> | null | undefined) {
  const host = customizations?.customerAppHost;
  return typeof host === 'string' ? host : '';
}

/**
 * Where the customer banner points: the site's own host when it stores one, else the server's
 * configured customer app address. A stored host has no scheme: it takes the current page's
 * (http or https; anything else reads https), since the customer host serves the same app the
 * page came from (issue 32: https was forced onto a host served over http).
 */
export function customerAppUrlFor(
  customizations: Record<string, unknown> | null | undefined,
  configured: string | null | undefined,
  currentProtocol: string,
): string | null {
  const host = customerAppHostOf(customizations);
  if (host) return `${currentProtocol === 'http:' ? 'http:' : 'https:'}//${host}`;
  return configured ?? null;
}

/** The host of an address ('' when it is not one). */
export function hostOfUrl(url: string): string {
  const match = /^[a-z][a-z0-9+.-]*:\/\/(?:[^@/?#]*@)?([^/?#\s]+)/i.exec(url.trim());
  return match?.[1]?.toLowerCase() ?? '';
}

/**
 * Whether the "You are at the wrong place!" banner shows: on a customer-classified site with a
 * customer app address, when the browser reached the site through another host (on the
 * configured host the user is at the right place). Hosts compare without case; a port counts.
 */
export function showsWrongPlaceBanner(input: {
  customerSite: boolean;
  customerAppUrl: string | null;
  currentHost: string;
}): boolean {
  if (!input.customerSite || !input.customerAppUrl) return false;
  const configured = hostOfUrl(input.customerAppUrl);
  return configured !== '' && configured !== input.currentHost.trim().toLowerCase();
}

/** The site's settings with the defaults of absent customizations filled in. */
export function siteSettingsOf(site: TSiteSettingsSource): TSiteSettings {
  const c = parseCustomizations(site.customizations);
  return {
    name: site.name,
    timezone: site.timezone,
    mapCenter:
      site.latitude !== null && site.longitude !== null
        ? { latitude: site.latitude, longitude: site.longitude }
        : null,
    validCraftTypes: [...site.validCraftTypes],
    validTaskTypes: [...site.validTaskTypes],
    validTaskStatusCodes: [...site.validTaskStatusCodes],
    inventoryEnabled: inventoryEnabled(c),
    kpisEnabled: kpisEnabled(c),
    reportTemplatesEnabled: reportTemplatesEnabled(c),
    assignedToEnabled: assignedToEnabled(c),
    allowSchedulingTasksInThePast: c.allowSchedulingTasksInThePast ?? false,
    allowModifyingTimestampTaskCompleted: c.allowModifyingTimestampTaskCompleted ?? false,
    customerSite: isCustomerSite(c),
    customerAppHost: customerAppHostOf(site.customizations),
    nextOpportunityAllowed: pairsOf(site.customizations.nextOpportunityAllowed),
    awaitingEstimateEnabled: pairsOf(site.customizations.awaitingEstimateEnabled) ?? [],
    // One interval: the compliance settings' (which fall back to this top-level key).
    inspectionIntervalDays: complianceSettingsOf(site.customizations).inspectionIntervalDays,
    rentalBillingCutoff: c.rentalBillingCutoff ?? '',
    ...billingSettingsOf(site.customizations),
    managingCompanyId: site.managingCompanyId,
    compliance: complianceSettingsOf(site.customizations),
  };
}

const CUSTOMIZATION_KEYS = [
  'inventoryEnabled',
  'kpisEnabled',
  'reportTemplatesEnabled',
  'assignedToEnabled',
  'allowSchedulingTasksInThePast',
  'allowModifyingTimestampTaskCompleted',
  'customerAppHost',
  'nextOpportunityAllowed',
  'awaitingEstimateEnabled',
  'inspectionIntervalDays',
] as const satisfies readonly (keyof TSiteSettingsChanges)[];

export type TSiteRowChanges = {
  name?: string;
  timezone?: string;
  latitude?: number | null;
  longitude?: number | null;
  validCraftTypes?: number[];
  validTaskTypes?: number[];
  validTaskStatusCodes?: number[];
  managingCompanyId?: string | null;
};

/**
 * How changed settings are stored: the site row's columns, and the customization keys to merge
 * into the stored customizations (only those; a key set to null is removed). `changes` holds
 * only the settings that differ from the site's.
 */
export function storedChanges(
  changes: TSiteSettingsChanges,
  current: Record<string, unknown>,
): { row: TSiteRowChanges; customizations: Record<string, unknown> } {
  const row: TSiteRowChanges = {};
  const customizations: Record<string, unknown> = {};
  if (changes.name !== undefined) row.name = changes.name;
  if (changes.timezone !== undefined) row.timezone = changes.timezone;
  if (changes.mapCenter !== undefined) {
    row.latitude = changes.mapCenter?.latitude ?? null;
    row.longitude = changes.mapCenter?.longitude ?? null;
  }
  if (changes.validCraftTypes) row.validCraftTypes = changes.validCraftTypes;
  if (changes.validTaskTypes) row.validTaskTypes = changes.validTaskTypes;
  if (changes.validTaskStatusCodes) row.validTaskStatusCodes = changes.validTaskStatusCodes;
  for (const key of CUSTOMIZATION_KEYS) {
    if (changes[key] !== undefined) customizations[key] = changes[key];
  }
  if (changes.rentalBillingCutoff !== undefined) {
    customizations.rentalBillingCutoff = changes.rentalBillingCutoff || null;
  }
  if (changes.managingCompanyId !== undefined) row.managingCompanyId = changes.managingCompanyId;
  if (
    changes.taxRateBp !== undefined ||
    changes.netDays !== undefined ||
    changes.estimateTerms !== undefined ||
    changes.remitAddress !== undefined ||
    changes.paymentDetails !== undefined
  ) {
    // The billing settings are one customization: the unchanged ones are kept as stored.
    const billing = billingSettingsOf(current);
    customizations.billing = {
      taxRateBp: changes.taxRateBp ?? billing.taxRateBp,
      netDays: changes.netDays ?? billing.netDays,
      estimateTerms: changes.estimateTerms ?? billing.estimateTerms,
      remitAddress: changes.remitAddress ?? billing.remitAddress,
      paymentDetails: changes.paymentDetails ?? billing.paymentDetails,
    };
  }
  if (changes.compliance !== undefined || changes.inspectionIntervalDays !== undefined) {
    // The compliance settings are one customization; the interval is kept in the top-level key
    // as well, so both places a site has held it agree.
    const compliance = {
      ...complianceSettingsOf(current),
      ...(changes.inspectionIntervalDays !== undefined
        ? { inspectionIntervalDays: changes.inspectionIntervalDays }
        : {}),
      ...changes.compliance,
    };
    customizations.compliance = compliance;
    customizations.inspectionIntervalDays = compliance.inspectionIntervalDays;
  }
  if (changes.customerSite !== undefined) {
    const now = siteClassification(parseCustomizations(current));
    customizations.siteClassification = changes.customerSite
      ? CUSTOMER_SITE_CLASSIFICATION
      : now === CUSTOMER_SITE_CLASSIFICATION
        ? DEFAULT_SITE_CLASSIFICATION
        : now;
  }
  return { row, customizations };
}
