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
