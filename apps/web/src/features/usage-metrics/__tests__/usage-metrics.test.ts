import { describe, expect, it } from 'vitest';
import { KPI_RANGE_MESSAGE } from '@craftwork/domain/kpis/filters';
import { i18n } from '../../../lib/i18n/i18n';
import { usageColumns, usageDefaultVisibility } from '../components/usage-columns';
import { usageRangeProblem } from '../components/usage-metrics-screen';
import { NO_USAGE_FILTERS, usageFilter, ZUsageFilters } from '../utils/filters';

const t = i18n.getFixedT('en', 'integrations');

describe('usage columns', () => {
  const columns = usageColumns('America/Chicago', t, 'en');

  it('lists the eight columns in order, every one sortable and shown', () => {
    expect(columns.map((c) => c.headerName)).toEqual([
      'User',
      'E-mail',
      'Company',
      'Last App Opened',
      'Sign-ins',
      'Last Sign-in',
      'Records Created',
      'Tasks Created',
    ]);
    expect(columns.every((c) => c.sortable)).toBe(true);
    expect(Object.values(usageDefaultVisibility(columns)).every(Boolean)).toBe(true);
  });
});

describe('usageFilter', () => {
  const range = { from: '2026-10-01', to: '2026-10-31' };
  it.each([
    ['plant personnel send their company choice', true, 'c1', 'c1'],
    ['others never send a stored company', false, 'c1', null],
    ['no company chosen', true, null, null],
  ])('%s', (_name, canFilterCompany, companyId, expected) => {
    const filter = usageFilter(
      range,
      { ...NO_USAGE_FILTERS, companyId },
      'dana',
      null,
      canFilterCompany,
    );
    expect(filter).toEqual({
      ...range,
      noSignInDays: null,
      companyId: expected,
      search: 'dana',
      sort: null,
    });
  });
});

describe('stored filters', () => {
  it.each([
    [{ noSignInDays: 90, companyId: null }, true],
    [{ noSignInDays: null, companyId: 'c1' }, true],
    [{ noSignInDays: 45, companyId: null }, false],
    [{ noSignInDays: '90', companyId: null }, false],
  ])('%o → %s', (stored, ok) => {
    expect(ZUsageFilters.safeParse(stored).success).toBe(ok);
  });
});

describe('usageRangeProblem', () => {
  it.each([
    [{ from: '2026-10-01', to: '2026-10-31' }, null],
    [{ from: '2026-10-31', to: '2026-10-01' }, KPI_RANGE_MESSAGE],
    [{ from: null, to: '2026-10-01' }, 'Choose a from and a to date.'],
    [{ from: '2026-10-01', to: null }, 'Choose a from and a to date.'],
  ])('%o → %s', (range, expected) => {
    expect(usageRangeProblem(range, t)).toBe(expected);
  });
});
