import { z } from 'zod';

export { FEATURE_FLAGS, RELEASE_VERSION, TAGLINE, type TFeatureFlags } from './release.ts';

/**
 * A site key: a short human-typable code. Surrounding blanks are dropped; otherwise it is
 * stored as typed (case kept).
 */
export const ZSiteKey = z
  .string()
  .trim()
  .min(2, { error: 'Site key must be 2 to 32 characters.' })
  .max(32, { error: 'Site key must be 2 to 32 characters.' })
  .regex(/^[A-Za-z0-9_-]+$/, {
    error: 'Site key may contain only letters, digits, "-" and "_".',
  });

export type TSiteKey = z.output<typeof ZSiteKey>;

export const DETAIL_FIELD_TYPES = [
  'bool',
  'string',
  'number',
  'currency',
  'timestamp',
  'uid',
  'multiple-uid',
  'selection',
  'text',
] as const;

export type TDetailFieldType = (typeof DETAIL_FIELD_TYPES)[number];

export const ZSelectionOption = z.object({ value: z.string(), label: z.string() });

export type TSelectionOption = z.output<typeof ZSelectionOption>;

/** A site-defined craft detail or task-specific detail field (spec part 2, section 3). */
export const ZDetailFieldConfig = z.object({
  key: z.string().min(1),
  title: z.string(),
  type: z.enum(DETAIL_FIELD_TYPES),
  required: z.boolean().optional(),
  editable: z.boolean().optional(),
  onTaskStatus: z.array(z.number().int()).optional(),
  minLength: z.number().int().nonnegative().optional(),
  maxLength: z.number().int().nonnegative().optional(),
  minValue: z.number().optional(),
  maxValue: z.number().optional(),
  /** A number field that takes whole numbers only (number fields take decimals otherwise). */
  wholeNumber: z.boolean().optional(),
  defaultValue: z
    .union([z.string(), z.number(), z.boolean(), z.array(z.string()), z.null()])
    .optional(),
  selectionOptions: z.array(ZSelectionOption).optional(),
  showRequiredMessage: z.boolean().optional(),
  hideOnCraftRecordCreation: z.boolean().optional(),
  /**
   * Display position among a craft type's craft details. Stored JSON objects do not keep their
   * keys' order, so the configured order is written down here when a site is saved.
   */
  position: z.number().int().nonnegative().optional(),
});

export type TDetailFieldConfig = z.output<typeof ZDetailFieldConfig>;

export const ZCraftTaskTypePair = z.object({
  craftType: z.number().int(),
  taskType: z.number().int(),
});

export type TCraftTaskTypePair = z.output<typeof ZCraftTaskTypePair>;

export const DEFAULT_SITE_CLASSIFICATION = 'FACILITIES';
export const CUSTOMER_SITE_CLASSIFICATION = 'customers';

/** 'customers', 'FACILITIES' or another value a site may carry. */
export type TSiteClassification = 'customers' | 'FACILITIES' | (string & Record<never, never>);

export const DEFAULT_INSPECTION_INTERVAL_DAYS = 7;

/**
 * Site customizations. JSON object keys are strings, so craftDetails and taskSpecificDetails
 * are keyed by the craft type (and task type) code written as a string, e.g. "10".
 */
export const ZSiteCustomizations = z.object({
  siteClassification: z.string().optional(),
  /** craftType → fieldKey → field config */
  craftDetails: z.record(z.string(), z.record(z.string(), ZDetailFieldConfig)).optional(),
  /** craftType → taskType → field configs, in display order */
  taskSpecificDetails: z
    .record(z.string(), z.record(z.string(), z.array(ZDetailFieldConfig)))
    .optional(),
  /** Allowed for every pair when absent. */
  nextOpportunityAllowed: z.array(ZCraftTaskTypePair).optional(),
  awaitingEstimateEnabled: z.array(ZCraftTaskTypePair).optional(),
  assignedToEnabled: z.boolean().optional(),
  inventoryEnabled: z.boolean().optional(),
  /** Enabled when absent. */
  kpisEnabled: z.boolean().optional(),
  reportTemplatesEnabled: z.boolean().optional(),
  allowSchedulingTasksInThePast: z.boolean().optional(),
  allowModifyingTimestampTaskCompleted: z.boolean().optional(),
  /** Days after which a standing scaffold's inspection is overdue; 7 when absent. */
  inspectionIntervalDays: z.number().int().positive().optional(),
  /**
   * Rental: the last billing cut-off (YYYY-MM-DD, a site day). An Off Rent line's rent-stop date
   * may be moved back to it, never before (decision 136).
   */
  rentalBillingCutoff: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
});

export type TSiteCustomizations = z.output<typeof ZSiteCustomizations>;

type TMaybeCustomizations = TSiteCustomizations | null | undefined;

export function siteClassification(c: TMaybeCustomizations): TSiteClassification {
  return c?.siteClassification ?? DEFAULT_SITE_CLASSIFICATION;
}

/** Customer sites use Job wording, customer routes and no drawer or dashboard tiles. */
export function isCustomerSite(c: TMaybeCustomizations): boolean {
  return c?.siteClassification === CUSTOMER_SITE_CLASSIFICATION;
}

export function kpisEnabled(c: TMaybeCustomizations): boolean {
  return c?.kpisEnabled ?? true;
}

export function inventoryEnabled(c: TMaybeCustomizations): boolean {
  return c?.inventoryEnabled ?? false;
}

export function assignedToEnabled(c: TMaybeCustomizations): boolean {
  return c?.assignedToEnabled ?? false;
}

export function reportTemplatesEnabled(c: TMaybeCustomizations): boolean {
  return c?.reportTemplatesEnabled ?? false;
}

export function inspectionIntervalDays(c: TMaybeCustomizations): number {
  return c?.inspectionIntervalDays ?? DEFAULT_INSPECTION_INTERVAL_DAYS;
}

function hasPair(
  pairs: readonly TCraftTaskTypePair[],
  craftType: number,
  taskType: number,
): boolean {
  return pairs.some((p) => p.craftType === craftType && p.taskType === taskType);
}

/** Next Opportunity is allowed for every craft and task type unless the site lists pairs. */
export function isNextOpportunityAllowed(
  c: TMaybeCustomizations,
  craftType: number,
  taskType: number,
): boolean {
  const pairs = c?.nextOpportunityAllowed;
  return pairs === undefined || hasPair(pairs, craftType, taskType);
}

/** Awaiting Estimate is enabled only for the craft and task types the site lists. */
export function isAwaitingEstimateEnabled(
  c: TMaybeCustomizations,
  craftType: number,
  taskType: number,
): boolean {
  return hasPair(c?.awaitingEstimateEnabled ?? [], craftType, taskType);
}

/**
 * The site's craft detail fields for a craft type, in configuration order: by position, and
 * fields without one after those with, in the order they come.
 */
export function craftDetailFields(
  c: TMaybeCustomizations,
  craftType: number,
): TDetailFieldConfig[] {
  const fields = Object.values(c?.craftDetails?.[String(craftType)] ?? {});
  const rank = (f: TDetailFieldConfig) => f.position ?? Number.MAX_SAFE_INTEGER;
  return fields
    .map((field, index) => ({ field, index }))
    .sort((a, b) => rank(a.field) - rank(b.field) || a.index - b.index)
    .map(({ field }) => field);
}

/**
 * Customizations ready to store: each craft detail field without a position gets the one its
 * key has in the configuration as written, so the order survives the database.
 */
export function withCraftDetailPositions(
  customizations: Record<string, unknown>,
): Record<string, unknown> {
  const byCraft = customizations.craftDetails;
  if (!byCraft || typeof byCraft !== 'object') return customizations;
  const craftDetails: Record<string, Record<string, unknown>> = {};
  for (const [craftType, fields] of Object.entries(byCraft)) {
    if (!fields || typeof fields !== 'object') {
      craftDetails[craftType] = fields as Record<string, unknown>;
      continue;
    }
    craftDetails[craftType] = Object.fromEntries(
      Object.entries(fields as Record<string, unknown>).map(([key, field], position) => [
        key,
        field && typeof field === 'object' && !('position' in field)
          ? { ...field, position }
          : field,
      ]),
    );
  }
  return { ...customizations, craftDetails };
}

/** The site's task-specific detail fields for a craft and task type. */
export function taskSpecificDetailFields(
  c: TMaybeCustomizations,
  craftType: number,
  taskType: number,
): TDetailFieldConfig[] {
  return [...(c?.taskSpecificDetails?.[String(craftType)]?.[String(taskType)] ?? [])];
}

/**
 * Whether the craft record list shows the Job ID and PO & Release # columns: they appear
 * when any craft type's craft details define a jobID or purchaseOrder field.
 */
export function craftDetailColumns(c: TMaybeCustomizations): {
  jobID: boolean;
  purchaseOrder: boolean;
} {
  const keys = new Set<string>();
  for (const fields of Object.values(c?.craftDetails ?? {})) {
    for (const [fieldKey, field] of Object.entries(fields)) {
      keys.add(fieldKey);
      keys.add(field.key);
    }
  }
  return { jobID: keys.has('jobID'), purchaseOrder: keys.has('purchaseOrder') };
}
