// What a site's customizations mean (defaults, feature switches, detail fields), apart from
// their schema (./site): the app shell reads them on every screen and carries no schema library.
import type { TCraftTaskTypePair, TDetailFieldConfig, TSiteCustomizations } from './site.ts';

export const DEFAULT_SITE_CLASSIFICATION = 'FACILITIES';
export const CUSTOMER_SITE_CLASSIFICATION = 'customers';

/** 'customers', 'FACILITIES' or another value a site may carry. */
export type TSiteClassification = 'customers' | 'FACILITIES' | (string & Record<never, never>);

export const DEFAULT_INSPECTION_INTERVAL_DAYS = 7;

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
