import { z } from 'zod';

/**
 * A site's compliance settings, kept in its customizations (`compliance`): how often a standing
 * scaffold must be inspected, whether only competent persons may complete scaffold inspections,
 * and when a scaffold with no open work counts as idle and what it costs a day.
 */
export type TComplianceSettings = {
  inspectionIntervalDays: number;
  requireCompetentPerson: boolean;
  idleDays: number;
  /** Estimated rental cost per scaffold per day, in cents (0: not estimated). */
  idleCostCentsPerDay: number;
};

export const MAX_INSPECTION_INTERVAL_DAYS = 365;
export const MAX_IDLE_DAYS = 365;
export const MAX_IDLE_COST_CENTS_PER_DAY = 100_000_00;

export const DEFAULT_COMPLIANCE_SETTINGS: TComplianceSettings = {
  inspectionIntervalDays: 7,
  requireCompetentPerson: false,
  idleDays: 14,
  idleCostCentsPerDay: 0,
};

/** The interval presets the settings offer, with the rule each follows. */
export const INSPECTION_INTERVAL_PRESETS = [
  { days: 1, label: '1 day (US: before each shift, 29 CFR 1926.451(f)(3))' },
  { days: 7, label: '7 days (UK: Work at Height Regulations 2005, reg. 12)' },
] as const;

export const ZComplianceSettings = z.object({
  inspectionIntervalDays: z.number().int().min(1).max(MAX_INSPECTION_INTERVAL_DAYS),
  requireCompetentPerson: z.boolean(),
  idleDays: z.number().int().min(1).max(MAX_IDLE_DAYS),
  idleCostCentsPerDay: z.number().int().min(0).max(MAX_IDLE_COST_CENTS_PER_DAY),
});

const intIn = (v: unknown, min: number, max: number): number | null =>
  typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max ? v : null;

/** The compliance settings of a site's customizations, defaults filled in. */
export function complianceSettingsOf(
  customizations: Record<string, unknown> | null | undefined,
): TComplianceSettings {
  // Sites set up before the compliance settings keep their interval as a top-level key.
  const legacyInterval = intIn(
    customizations?.inspectionIntervalDays,
    1,
    MAX_INSPECTION_INTERVAL_DAYS,
  );
  const d = {
    ...DEFAULT_COMPLIANCE_SETTINGS,
    inspectionIntervalDays: legacyInterval ?? DEFAULT_COMPLIANCE_SETTINGS.inspectionIntervalDays,
  };
  const c = customizations?.compliance;
  if (typeof c !== 'object' || c === null) return d;
  const r = c as Record<string, unknown>;
  return {
    inspectionIntervalDays:
      intIn(r.inspectionIntervalDays, 1, MAX_INSPECTION_INTERVAL_DAYS) ?? d.inspectionIntervalDays,
    requireCompetentPerson:
      typeof r.requireCompetentPerson === 'boolean'
        ? r.requireCompetentPerson
        : d.requireCompetentPerson,
    idleDays: intIn(r.idleDays, 1, MAX_IDLE_DAYS) ?? d.idleDays,
    idleCostCentsPerDay:
      intIn(r.idleCostCentsPerDay, 0, MAX_IDLE_COST_CENTS_PER_DAY) ?? d.idleCostCentsPerDay,
  };
}
