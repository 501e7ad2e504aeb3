import type { TPermissions } from '../access/permissions.ts';
import { mayUseScreen, type TGuardedScreen, type TScreenUser } from '../access/screens.ts';
import { CRAFT_TYPE, craftTypeName, isCraftType } from '../catalogues/craft-types.ts';
import { TASK_STATUS } from '../catalogues/task-statuses.ts';
import { TASK_PARAMS, type TTaskParam } from '../lists/task-params.ts';
import {
  assignedToEnabled,
  inventoryEnabled,
  isCustomerSite,
  kpisEnabled,
  reportTemplatesEnabled,
} from '../site/customizations.ts';
import { siteWording } from '../site/wording.ts';
import type { TFeatureFlags, TSiteCustomizations } from '../site/site.ts';

export { TASK_PARAMS };
export type { TTaskParam };

/** A craft-list route parameter: a craft type code, every open record, or the closed ones. */
export type TCraftListParam = number | 'all' | 'closed';

export function craftListPath(param: TCraftListParam, customerSite: boolean): string {
  const base = customerSite ? '/customers-work-record-list' : '/craft-list';
  return `${base}/${encodeURIComponent(String(param))}`;
}

export function craftListDeletedPath(customerSite: boolean): string {
  return customerSite ? '/customers-work-record-list-deleted' : '/craft-list-deleted';
}

export function taskListPath(param: TTaskParam, customerSite: boolean): string {
  const base = customerSite ? '/customers-task-list' : '/task-list';
  return `${base}/${encodeURIComponent(param)}`;
}

export function taskListDeletedPath(customerSite: boolean): string {
  return customerSite ? '/customers-task-list-deleted' : '/task-list-deleted';
}

function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** Reads a craft-list route segment (decoded or not); null when it is none of the forms. */
export function parseCraftListParam(segment: string): TCraftListParam | null {
  const value = decodeSegment(segment);
  if (value === 'all' || value === 'closed') return value;
  if (value !== null && /^\d+$/.test(value)) return Number(value);
  return null;
}

/** Reads a task-list route segment (decoded or not); null when it names no list. */
export function parseTaskParam(segment: string): TTaskParam | null {
  const value = (TASK_PARAMS as readonly string[]).includes(segment)
    ? segment
    : decodeSegment(segment);
  return TASK_PARAMS.find((p) => p === value) ?? null;
}

export type TDrawerLink = {
  readonly kind: 'link';
  readonly key: string;
  readonly label: string;
  readonly path: string;
};

export type TDrawerGroup = {
  readonly kind: 'group';
  readonly key: string;
  readonly label: string;
  readonly children: readonly TDrawerLink[];
};

export type TDrawerEntry = TDrawerLink | TDrawerGroup;

export type TDrawerInput = {
  /** The site's validCraftTypes, in the site's order. */
  validCraftTypes: readonly number[];
  validTaskStatusCodes: readonly number[];
  customizations: TSiteCustomizations | null | undefined;
  permissions: TPermissions;
  /** The user's company, or null. */
  companyId: string | null;
  /** The craft types of the user's company; [] without a company. */
  companyCraftTypes: readonly number[];
  /** The site's managing company, or null: its users see money. */
  managingCompanyId: string | null;
  featureFlags: TFeatureFlags;
};

function link(key: string, label: string, path: string): TDrawerLink {
  return { kind: 'link', key, label, path };
}

/** Estimate Approval is offered when the site uses Awaiting Estimate or Awaiting Approval. */
const ESTIMATE_APPROVAL_STATUSES: readonly number[] = [
  TASK_STATUS.AWAITING_ESTIMATE,
  TASK_STATUS.AWAITING_APPROVAL,
];

/** Awaiting Review is offered when the site uses estimate, approval, review or parts statuses. */
const AWAITING_REVIEW_STATUSES: readonly number[] = [
  TASK_STATUS.AWAITING_ESTIMATE,
  TASK_STATUS.AWAITING_REVIEW,
  TASK_STATUS.AWAITING_APPROVAL,
  TASK_STATUS.AWAITING_PARTS,
];

/** The task lists a site offers, in drawer order. */
export function siteTaskParams(validTaskStatusCodes: readonly number[]): TTaskParam[] {
  const uses = (codes: readonly number[]) => codes.some((c) => validTaskStatusCodes.includes(c));
  return TASK_PARAMS.filter((param) => {
    if (param === 'Estimate Approval') return uses(ESTIMATE_APPROVAL_STATUSES);
    if (param === 'Awaiting Review') return uses(AWAITING_REVIEW_STATUSES);
    return true;
  });
}

/**
 * Drawer entries shown only while a build-time feature flag is on, and, where a screen is
 * guarded, only to who may use it (`mayUseScreen`, as the server decides). Estimates belong to
 * the customers feature and Scheduling to routing: there is no flag of their own.
 */
const FLAGGED_ENTRIES: readonly {
  flag: keyof TFeatureFlags;
  screen?: TGuardedScreen;
  entry: TDrawerLink;
}[] = [
  { flag: 'customers', screen: 'customers', entry: link('customers', 'Customers', '/customers') },
  { flag: 'customers', screen: 'estimates', entry: link('estimates', 'Estimates', '/estimates') },
  { flag: 'invoices', screen: 'invoices', entry: link('invoices', 'Invoices', '/invoices') },
  { flag: 'pricebook', screen: 'pricebook', entry: link('pricebook', 'Price Book', '/pricebook') },
  { flag: 'routing', entry: link('scheduling', 'Scheduling', '/scheduling') },
  { flag: 'compliance', entry: link('compliance', 'Compliance', '/compliance') },
];

/** The navigation drawer's entries for a user on a site, in display order. */
export function drawerEntries(input: TDrawerInput): TDrawerEntry[] {
  const { customizations: c, permissions, featureFlags } = input;
  const customerSite = isCustomerSite(c);
  const user: TScreenUser = {
    permissions,
    companyId: input.companyId,
    managingCompanyId: input.managingCompanyId,
  };
  const mayUse = (screen: TGuardedScreen) => mayUseScreen(screen, user);
  const entries: TDrawerEntry[] = [link('dashboard', 'Dashboard', '/home')];

  const records: TDrawerLink[] = [
    link('craft-list-all', 'All Open', craftListPath('all', customerSite)),
    ...input.validCraftTypes
      .filter((code) => isCraftType(code))
      .map((code) =>
        link(`craft-list-${code}`, craftTypeName(code), craftListPath(code, customerSite)),
      ),
    link('craft-list-closed', 'Closed', craftListPath('closed', customerSite)),
  ];
  if (mayUse('craft-list-deleted')) {
    records.push(link('craft-list-deleted', 'Deleted', craftListDeletedPath(customerSite)));
  }
  entries.push({
    kind: 'group',
    key: 'work-records',
    label: siteWording(customerSite).recordsGroup,
    children: records,
  });

  const tasks: TDrawerLink[] = siteTaskParams(input.validTaskStatusCodes).map((param) =>
    link(`task-list-${param}`, param, taskListPath(param, customerSite)),
  );
  if (mayUse('task-list-deleted')) {
    tasks.push(link('task-list-deleted', 'Deleted', taskListDeletedPath(customerSite)));
  }
  entries.push({ kind: 'group', key: 'tasks', label: 'Tasks', children: tasks });

  if (inventoryEnabled(c)) {
    entries.push({
      kind: 'group',
      key: 'inventory',
      label: 'Inventory',
      children: [
        link('inventory-transactions', 'Transactions', '/inventory/transactions'),
        link('inventory-objects', 'Objects', '/inventory/objects'),
        link('inventory-rental', 'Rental', '/inventory/rental'),
      ],
    });
  }
  if (kpisEnabled(c)) entries.push(link('kpis', 'KPIs', '/kpis/dashboard'));
  if (mayUse('report-templates') && reportTemplatesEnabled(c)) {
    entries.push(link('kpis-v2', 'KPIs (v2)', '/report-templates'));
  }
  entries.push(link('usage-metrics', 'Usage Metrics', '/usage-metrics'));
  entries.push(link('reports', 'Reports', '/reports'));
  entries.push(link('feedback', 'Feedback', '/feedback'));
  if (assignedToEnabled(c))
    entries.push(link('assigned-tasks', 'Assigned Tasks', '/assigned-tasks'));
  // Site admins manage the site's checklist templates whatever their company.
  if (input.companyCraftTypes.includes(CRAFT_TYPE.CHECKLISTS) || user.permissions.isSiteAdmin) {
    entries.push(link('checklists', 'Checklists', '/checklists'));
  }
  for (const { flag, screen, entry } of FLAGGED_ENTRIES) {
    if (featureFlags[flag] && (!screen || mayUse(screen))) entries.push(entry);
  }
  return entries;
}

/** The drawer shows only when signed in, not on the download page, not on customer sites. */
export function drawerVisible(input: {
  signedIn: boolean;
  path: string;
  customerSite: boolean;
}): boolean {
  const onDownload = input.path === '/download' || input.path.startsWith('/download/');
  return input.signedIn && !input.customerSite && !onDownload;
}
