import type { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { ZInvoiceSource } from '../billing/invoices.ts';
import { RENTAL_TEXTS, ZRentalFilter } from '../inventory/rental.ts';
import { ZTransactionListFilter, ZTransactionListInput } from '../inventory/transaction-list.ts';
import { ZAnalyticsFilters } from '../kpis/analytics.ts';
import { ZKpiBarTasksInput, ZKpiDashboardInput } from '../kpis/dashboard.ts';
import { ZKpiFilters } from '../kpis/filters.ts';
import { ZKpiTemplateRange } from '../kpis/templates.ts';
import { ZReportOptions } from '../reports/report-types.ts';
import {
  ZUsageByCompanyInput,
  ZUsageMetricsFilter,
  ZUsageMetricsListInput,
} from '../usage/usage-metrics.ts';
import { DATE_MESSAGES, DATE_YEAR_MAX, DATE_YEAR_MIN } from './date-bounds.ts';

/**
 * Read filters take the days written dates may have (issue 31, item 10): a day outside the
 * product's years is refused with the written dates' message, however short the range, and the
 * first and last years stay usable.
 */

type TRange = (from: string, to: string) => unknown;

const INSIDE = { from: '2026-03-01', to: '2026-03-31' };

const filters: [string, z.ZodType, TRange, string][] = [
  ['KPI filters', ZKpiFilters, (from, to) => ({ from, to }), DATE_MESSAGES.outOfRange],
  [
    'KPI dashboard',
    ZKpiDashboardInput,
    (from, to) => ({ filters: { from, to } }),
    DATE_MESSAGES.outOfRange,
  ],
  [
    "KPI bar's tasks",
    ZKpiBarTasksInput,
    (from, to) => ({ filters: INSIDE, key: 'kpiBacklog', from, to }),
    DATE_MESSAGES.outOfRange,
  ],
  ['KPI analytics', ZAnalyticsFilters, (from, to) => ({ from, to }), DATE_MESSAGES.outOfRange],
  [
    'KPI template range',
    ZKpiTemplateRange,
    (from, to) => ({ kind: 'fixed', from, to }),
    DATE_MESSAGES.outOfRange,
  ],
  ['report options', ZReportOptions, (from, to) => ({ from, to }), DATE_MESSAGES.outOfRange],
  ['usage filter', ZUsageMetricsFilter, (from, to) => ({ from, to }), DATE_MESSAGES.outOfRange],
  ['usage list', ZUsageMetricsListInput, (from, to) => ({ from, to }), DATE_MESSAGES.outOfRange],
  [
    'usage by company',
    ZUsageByCompanyInput,
    (from, to) => ({ from, to }),
    DATE_MESSAGES.outOfRange,
  ],
  [
    'inventory transactions filter',
    ZTransactionListFilter,
    (from, to) => ({ from, to }),
    DATE_MESSAGES.outOfRange,
  ],
  [
    'inventory transactions list',
    ZTransactionListInput,
    (from, to) => ({ from, to }),
    DATE_MESSAGES.outOfRange,
  ],
  [
    'invoice from rental',
    ZInvoiceSource,
    (from, to) => ({ kind: 'rental', customerId: 'c1', craftRecordId: 'r1', from, to }),
    DATE_MESSAGES.outOfRange,
  ],
  // The Rental screen's days were bounded before, with its own message for any unusable day.
  ['rental', ZRentalFilter, (from, to) => ({ from, to }), RENTAL_TEXTS.invalidDate],
];

const outside: [string, string, string][] = [
  ['the year before the first', `${DATE_YEAR_MIN - 1}-12-01`, `${DATE_YEAR_MIN - 1}-12-31`],
  ['the year after the last', `${DATE_YEAR_MAX + 1}-01-01`, `${DATE_YEAR_MAX + 1}-01-31`],
  ['the year 1', '0001-01-01', '0001-01-31'],
  ['the year 9999', '9999-12-01', '9999-12-31'],
];

describe('read filter dates', () => {
  describe.each(filters)('%s', (_name, schema, range, message) => {
    it.each(outside)('refuses a range in %s', (_case, from, to) => {
      const result = schema.safeParse(range(from, to));
      expect(result.success ? null : result.error.issues[0]?.message).toBe(message);
    });

    it('refuses a range that only starts before the first year', () => {
      const result = schema.safeParse(
        range(`${DATE_YEAR_MIN - 1}-12-31`, `${DATE_YEAR_MIN}-01-30`),
      );
      expect(result.success ? null : result.error.issues[0]?.message).toBe(message);
    });

    it('accepts ranges in the first and the last year', () => {
      expect(
        schema.safeParse(range(`${DATE_YEAR_MIN}-01-01`, `${DATE_YEAR_MIN}-01-31`)).error,
      ).toBe(undefined);
      expect(
        schema.safeParse(range(`${DATE_YEAR_MAX}-12-01`, `${DATE_YEAR_MAX}-12-31`)).error,
      ).toBe(undefined);
    });
  });
});
