import { z } from 'zod';
import { CRAFT_TYPES, isCraftType } from '../catalogues/craft-types.ts';
import { TASK_STATUSES, isTaskStatus } from '../catalogues/task-statuses.ts';
import { TASK_TYPES, isTaskType } from '../catalogues/task-types.ts';
import { billingSettingsOf, REMIT_TO_LIMITS } from '../billing/settings.ts';
import { complianceSettingsOf, ZComplianceSettings } from '../compliance/settings.ts';
import { MAX_TAX_RATE_BP } from '../billing/money.ts';
import { MAX_NET_DAYS } from '../billing/overdue.ts';
import { multiLineText, oneLineText } from '../text/text.ts';
import { TEXT_LIMITS } from '../text/rules.ts';
import { DEFAULT_LANGUAGE, isLanguage } from '../i18n/languages.ts';
import { ZLanguage } from '../i18n/schemas.ts';
import { ZSiteCustomizations, type TCraftTaskTypePair, type TSiteCustomizations } from './site.ts';
import {
  CUSTOMER_SITE_CLASSIFICATION,
  DEFAULT_SITE_CLASSIFICATION,
  assignedToEnabled,
  inventoryEnabled,
  isCustomerSite,
  kpisEnabled,
  reportTemplatesEnabled,
  siteClassification,
} from './customizations.ts';
import { customerAppHostOf } from './customer-app.ts';
import {
  ZCustomerAppHost,
  ZMapCenter,
  ZPairList,
  ZRentalBillingCutoff,
  ZTimeZone,
  codeList,
} from './settings-fields.ts';
import {
  REQUIRED_TASK_STATUSES,
  SITE_SETTINGS_LIMITS,
  SITE_SETTINGS_MESSAGES,
} from './settings-texts.ts';

export {
  REQUIRED_TASK_STATUSES,
  SITE_SETTINGS_LIMITS,
  SITE_SETTINGS_MESSAGES,
} from './settings-texts.ts';

/**
 * Site settings (/admin/site-settings): what a site admin changes about the site, apart from
 * the craft and task detail fields (their own editors and module).
 */

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
    /** The language of users who chose none and whose browser asks for none shipped. */
    defaultLanguage: ZLanguage,
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
  /** Absent in sources older than issue 37: English. */
  defaultLanguage?: string;
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
    defaultLanguage:
      site.defaultLanguage && isLanguage(site.defaultLanguage)
        ? site.defaultLanguage
        : DEFAULT_LANGUAGE,
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
  defaultLanguage?: string;
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
  if (changes.defaultLanguage !== undefined) row.defaultLanguage = changes.defaultLanguage;
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
