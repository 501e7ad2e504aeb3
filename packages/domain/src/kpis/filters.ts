import { z } from 'zod';
import { TEXT_LIMITS } from '../text/rules.ts';
import { DATE_MESSAGES, isDayInBounds } from '../time/date-bounds.ts';
import { KPI_TIMESCALES } from './keys.ts';

/** The longest range the KPI screens read at once, in days (two years and a leap day). */
export const KPI_RANGE_MAX_DAYS = 731;

export const KPI_RANGE_MESSAGE = 'The "to" date is before the "from" date.';
export const KPI_RANGE_TOO_LONG = `Choose a range of at most ${KPI_RANGE_MAX_DAYS} days.`;

/** A site day, YYYY-MM-DD, in the years written dates may have. */
export const ZSiteDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-01-31.')
  .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)), 'Use a real date.')
  .refine(isDayInBounds, DATE_MESSAGES.outOfRange);

const ZId = z.string().min(1).max(TEXT_LIMITS.id);

/** Whole site days between two YYYY-MM-DD days, both included. */
export function daysInRange(from: string, to: string): number {
  return (
    Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1
  );
}

/**
 * The historical filters (spec 2.5): whole site days from and to (the 00:00:00 to 23:59:59
 * widening is this), task types, departments, companies and craft types; empty lists mean all.
 */
export const ZKpiFilters = z
  .object({
    from: ZSiteDay,
    to: ZSiteDay,
    taskTypes: z.array(z.number().int().min(0).max(10_000)).max(100).default([]),
    departments: z.array(z.string().trim().min(1).max(TEXT_LIMITS.title)).max(200).default([]),
    companyIds: z.array(ZId).max(500).default([]),
    craftTypes: z.array(z.number().int().min(0).max(10_000)).max(100).default([]),
  })
  .refine((f) => f.from <= f.to, { message: KPI_RANGE_MESSAGE, path: ['to'] })
  .refine((f) => daysInRange(f.from, f.to) <= KPI_RANGE_MAX_DAYS, {
    message: KPI_RANGE_TOO_LONG,
    path: ['from'],
  });

export type TKpiFilters = z.output<typeof ZKpiFilters>;
export type TKpiFiltersInput = z.input<typeof ZKpiFilters>;

export const ZKpiTimescale = z.enum(KPI_TIMESCALES);
