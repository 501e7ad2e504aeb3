import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import { z } from 'zod';
import { formatListDateTime } from '../format/dates.ts';
import {
  daysInRange,
  KPI_RANGE_MAX_DAYS,
  KPI_RANGE_MESSAGE,
  KPI_RANGE_TOO_LONG,
  ZSiteDay,
} from '../kpis/filters.ts';
import { ZPage, ZPageSize, ZSearch, ZSortDirection } from '../lists/queries.ts';
import { TEXT_LIMITS } from '../text/text.ts';
import { fromSiteWallTime } from '../time/site-time.ts';

dayjs.extend(utc);

/**
 * Usage metrics (/usage-metrics, DECISIONS.md "Usage metrics"): per approved member of the
 * site, when the app was last opened, sign-ins, and the craft records and tasks created in a
 * range of site days. Decision 147.
 */

export const USAGE_TEXTS = {
  title: 'Usage Metrics',
  searchPlaceholder: 'Search Users...',
  noSignInLabel: 'No sign-in in',
  companyLabel: 'Company',
  byCompanyTitle: 'By company',
  /** The By company row of members without a company (plant personnel, say). */
  noCompany: '[No company]',
  allCompanies: 'All companies',
  noByCompany: 'No users in this range.',
} as const;

/** The list's columns, in the table's order; each one sorts. */
export const USAGE_SORT_FIELDS = [
  'name',
  'email',
  'company',
  'appLastOpened',
  'signIns',
  'lastSignIn',
  'recordsCreated',
  'tasksCreated',
] as const;
export type TUsageSortField = (typeof USAGE_SORT_FIELDS)[number];

export const USAGE_COLUMN_LABELS: Readonly<Record<TUsageSortField, string>> = {
  name: 'User',
  email: 'E-mail',
  company: 'Company',
  appLastOpened: 'Last App Opened',
  signIns: 'Sign-ins',
  lastSignIn: 'Last Sign-in',
  recordsCreated: 'Records Created',
  tasksCreated: 'Tasks Created',
};

/** Most sign-ins first until a column is chosen. */
export const USAGE_DEFAULT_SORT = { field: 'signIns', direction: 'desc' } as const;

/** The "No sign-in in" choices: any (null), or 30, 60 or 90 days. */
export const NO_SIGN_IN_DAYS = [30, 60, 90] as const;
export type TNoSignInDays = (typeof NO_SIGN_IN_DAYS)[number];

export const NO_SIGN_IN_LABELS: ReadonlyArray<{ value: TNoSignInDays | null; label: string }> = [
  { value: null, label: 'Any' },
  ...NO_SIGN_IN_DAYS.map((days) => ({ value: days, label: `${days} days` })),
];

export const ZNoSignInDays = z
  .union([z.literal(30), z.literal(60), z.literal(90)])
  .nullable()
  .default(null);

const ZId = z.string().min(1).max(TEXT_LIMITS.id);

/** The range of site days whose sign-ins, records and tasks are counted (both ends included). */
const rangeShape = { from: ZSiteDay, to: ZSiteDay };
const inOrder = (v: { from: string; to: string }) => v.from <= v.to;
const notTooLong = (v: { from: string; to: string }) =>
  !inOrder(v) || daysInRange(v.from, v.to) <= KPI_RANGE_MAX_DAYS;

const filterShape = {
  ...rangeShape,
  noSignInDays: ZNoSignInDays,
  /** A company of the site; null: every company the caller sees. */
  companyId: ZId.nullable().default(null),
  search: ZSearch,
  sort: z
    .object({ field: z.enum(USAGE_SORT_FIELDS), direction: ZSortDirection })
    .nullable()
    .default(null),
};

/** The list's filters (exportCsv takes these). */
export const ZUsageMetricsFilter = z
  .object(filterShape)
  .refine(inOrder, { error: KPI_RANGE_MESSAGE, path: ['to'] })
  .refine(notTooLong, { error: KPI_RANGE_TOO_LONG, path: ['from'] });
/** A page of the list (list takes these). */
export const ZUsageMetricsListInput = z
  .object({ ...filterShape, page: ZPage, pageSize: ZPageSize })
  .refine(inOrder, { error: KPI_RANGE_MESSAGE, path: ['to'] })
  .refine(notTooLong, { error: KPI_RANGE_TOO_LONG, path: ['from'] });
/** The counts by company: the range and the company filter. */
export const ZUsageByCompanyInput = z
  .object({ ...rangeShape, companyId: ZId.nullable().default(null) })
  .refine(inOrder, { error: KPI_RANGE_MESSAGE, path: ['to'] })
  .refine(notTooLong, { error: KPI_RANGE_TOO_LONG, path: ['from'] });
export type TUsageMetricsFilter = z.output<typeof ZUsageMetricsFilter>;
export type TUsageMetricsListInput = z.output<typeof ZUsageMetricsListInput>;
export type TUsageByCompanyInput = z.output<typeof ZUsageByCompanyInput>;

/**
 * The range as instants: from the start of `from` to the start of the day after `to`
 * (exclusive), in the site's time zone.
 */
export function usageRangeInstants(
  range: { from: string; to: string },
  timeZone: string,
): { start: Date; end: Date } {
  const startOf = (day: string, plus = 0) =>
    fromSiteWallTime(dayjs.utc(day).add(plus, 'day'), timeZone);
  return { start: startOf(range.from), end: startOf(range.to, 1) };
}

const DAY_MS = 86_400_000;

/** The instant before which a last sign-in counts as "no sign-in in `days` days". */
export function noSignInCutoff(now: Date, days: number): Date {
  return new Date(now.getTime() - days * DAY_MS);
}

/**
 * "No sign-in in N days": the user never signed in, or their last sign-in is more than N × 24
 * hours before now. With no N (Any) everyone passes.
 */
export function hasNoSignInWithin(
  lastSignIn: Date | null,
  days: TNoSignInDays | null,
  now: Date,
): boolean {
  if (days === null) return true;
  return lastSignIn === null || lastSignIn.getTime() < noSignInCutoff(now, days).getTime();
}

/**
 * Whether a session better-auth creates on `path` is a sign-in: the sign-in endpoints (e-mail
 * and password, and any other method: social callbacks, magic links, one-time codes, passkeys),
 * not the session a password change issues in place of the ended ones.
 */
export function isSignInPath(path: string | null | undefined): boolean {
  if (!path) return false;
  return (
    path.startsWith('/sign-in/') ||
    path.startsWith('/callback/') ||
    path.startsWith('/oauth2/callback/') ||
    path.startsWith('/magic-link/verify') ||
    path.startsWith('/passkey/verify-authentication') ||
    path === '/sign-up/email'
  );
}

/** One row of the list as the server sends it. */
export type TUsageRow = {
  /** The user's id (the grid's row id). */
  id: string;
  name: string;
  email: string;
  companyId: string | null;
  company: string;
  /** ISO instants or null; shown MM/DD/YYYY hh:mm A in the site's time zone. */
  appLastOpened: string | null;
  signIns: number;
  lastSignIn: string | null;
  recordsCreated: number;
  tasksCreated: number;
};

/** The counts of one company (or of members without one: companyId null). */
export type TUsageCompanyCounts = {
  companyId: string | null;
  company: string;
  users: number;
  /** Users who signed in within the range. */
  activeUsers: number;
  signIns: number;
  recordsCreated: number;
  tasksCreated: number;
};

export const BY_COMPANY_LABELS = {
  company: 'Company',
  users: 'Users',
  activeUsers: 'Active Users',
  signIns: 'Sign-ins',
  recordsCreated: 'Records Created',
  tasksCreated: 'Tasks Created',
} as const;

/** The export's header: every column in the table's order. */
export const USAGE_CSV_HEADERS: readonly string[] = USAGE_SORT_FIELDS.map(
  (field) => USAGE_COLUMN_LABELS[field],
);

/** One export line: the cells as the table shows them, dates in the site's time zone. */
export function usageCsvLine(row: TUsageRow, timeZone: string): (string | number)[] {
  const when = (iso: string | null) => (iso ? formatListDateTime(new Date(iso), timeZone) : '');
  return [
    row.name,
    row.email,
    row.company,
    when(row.appLastOpened),
    row.signIns,
    when(row.lastSignIn),
    row.recordsCreated,
    row.tasksCreated,
  ];
}

/** 'Usage Metrics - {MM-DD-YYYY}.csv'. */
export function usageExportFileName(exportDate: string): string {
  return `${USAGE_TEXTS.title} - ${exportDate}.csv`;
}

/**
 * Who sees every approved member of the site (and may filter by company): plant personnel and
 * site admins. A company user sees their company's members; a member of no company, only
 * themselves.
 */
export function seesEveryMember(permissions: {
  isPlantPersonnel: boolean;
  isSiteAdmin: boolean;
}): boolean {
  return permissions.isPlantPersonnel || permissions.isSiteAdmin;
}
