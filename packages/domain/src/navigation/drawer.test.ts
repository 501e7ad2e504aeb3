import { describe, expect, it } from 'vitest';
import { NO_PERMISSIONS, PERMISSION_PRESETS } from '../access/permissions.ts';
import type { TPermissions } from '../access/permissions.ts';
import { FEATURE_FLAGS } from '../site/site.ts';
import type { TFeatureFlags } from '../site/site.ts';
import {
  craftListDeletedPath,
  craftListPath,
  drawerEntries,
  drawerVisible,
  parseCraftListParam,
  parseTaskParam,
  siteTaskParams,
  taskListDeletedPath,
  taskListPath,
} from './drawer.ts';
import type { TCraftListParam, TDrawerEntry, TDrawerInput, TTaskParam } from './drawer.ts';

const BASE: TDrawerInput = {
  validCraftTypes: [10, 15, 30],
  validTaskStatusCodes: [10, 20, 30, 40, 50, 90, 99],
  customizations: {},
  permissions: NO_PERMISSIONS,
  // A user of the site's managing company, who sees money screens (DECISIONS.md, "Money").
  companyId: 'managing',
  companyCraftTypes: [],
  managingCompanyId: 'managing',
  featureFlags: FEATURE_FLAGS,
};

function input(overrides: Partial<TDrawerInput>): TDrawerInput {
  return { ...BASE, ...overrides };
}

function can(...flags: (keyof TPermissions)[]): TPermissions {
  return { ...NO_PERMISSIONS, ...Object.fromEntries(flags.map((f) => [f, true])) };
}

function keys(entries: TDrawerEntry[]): string[] {
  return entries.map((e) => e.key);
}

function group(entries: TDrawerEntry[], key: string): [string, string][] {
  const entry = entries.find((e) => e.key === key);
  if (entry?.kind !== 'group') return [];
  return entry.children.map((c) => [c.label, c.path]);
}

function paths(entries: TDrawerEntry[]): string[] {
  return entries.flatMap((e) => (e.kind === 'link' ? [e.path] : e.children.map((c) => c.path)));
}

describe('drawerEntries for a facilities site with no special permissions', () => {
  const entries = drawerEntries(BASE);

  it('lists the entries in order', () => {
    expect(entries.map((e) => [e.kind, e.label])).toEqual([
      ['link', 'Dashboard'],
      ['group', 'Work Records'],
      ['group', 'Tasks'],
      ['link', 'KPIs'],
      ['link', 'Usage Metrics'],
      ['link', 'Reports'],
      ['link', 'Feedback'],
      ['link', 'Customers'],
      ['link', 'Estimates'],
      ['link', 'Invoices'],
      ['link', 'Price Book'],
      ['link', 'Scheduling'],
      ['link', 'Compliance'],
    ]);
  });

  it('links each top-level entry to its route', () => {
    expect(entries.flatMap((e) => (e.kind === 'link' ? [[e.label, e.path]] : []))).toEqual([
      ['Dashboard', '/home'],
      ['KPIs', '/kpis/dashboard'],
      ['Usage Metrics', '/usage-metrics'],
      ['Reports', '/reports'],
      ['Feedback', '/feedback'],
      ['Customers', '/customers'],
      ['Estimates', '/estimates'],
      ['Invoices', '/invoices'],
      ['Price Book', '/pricebook'],
      ['Scheduling', '/scheduling'],
      ['Compliance', '/compliance'],
    ]);
  });

  it('offers All Open, each valid craft type in site order, and Closed', () => {
    expect(group(entries, 'work-records')).toEqual([
      ['All Open', '/craft-list/all'],
      ['Scaffolding', '/craft-list/10'],
      ['Insulation', '/craft-list/15'],
      ['Painting', '/craft-list/30'],
      ['Closed', '/craft-list/closed'],
    ]);
  });

  it('offers the task lists without Estimate Approval or Awaiting Review', () => {
    expect(group(entries, 'tasks')).toEqual([
      ['All', '/task-list/All'],
      ['Scheduled', '/task-list/Scheduled'],
      ['In Progress', '/task-list/In%20Progress'],
      ['Urgent', '/task-list/Urgent'],
      ['Inspection', '/task-list/Inspection'],
      ['Backlog', '/task-list/Backlog'],
      ['Completed', '/task-list/Completed'],
    ]);
  });
});

describe('work record entries', () => {
  it('keeps the site order of craft types and skips codes not in the catalogue', () => {
    const entries = drawerEntries(input({ validCraftTypes: [30, 999, 10] }));
    expect(group(entries, 'work-records').map(([label]) => label)).toEqual([
      'All Open',
      'Painting',
      'Scaffolding',
      'Closed',
    ]);
  });

  it.each<[string, TPermissions, boolean]>([
    ['canDeleteCraftRecords', can('canDeleteCraftRecords'), true],
    ['only canDeleteTasks', can('canDeleteTasks'), false],
    ['no permission', NO_PERMISSIONS, false],
    ['the site admin preset', PERMISSION_PRESETS.siteAdmin, true],
  ])('shows Deleted craft records with %s: $2', (_case, permissions, shown) => {
    const children = group(drawerEntries(input({ permissions })), 'work-records');
    expect(children.some(([l, p]) => l === 'Deleted' && p === '/craft-list-deleted')).toBe(shown);
  });
});

describe('task entries', () => {
  it.each<[number[], boolean, boolean]>([
    [[5], true, true],
    [[8], true, true],
    [[6], false, true],
    [[11], false, true],
    [[5, 6, 8, 11], true, true],
    [[10, 20, 30, 40, 50, 90], false, false],
    [[], false, false],
  ])(
    'with statuses %j shows Estimate Approval: %s, Awaiting Review: %s',
    (codes, estimate, review) => {
      const params = siteTaskParams(codes);
      expect(params.includes('Estimate Approval')).toBe(estimate);
      expect(params.includes('Awaiting Review')).toBe(review);
      const labels = group(drawerEntries(input({ validTaskStatusCodes: codes })), 'tasks').map(
        ([l]) => l,
      );
      expect(labels.includes('Estimate Approval')).toBe(estimate);
      expect(labels.includes('Awaiting Review')).toBe(review);
    },
  );

  it('lists the nine task lists in drawer order when the site uses all statuses', () => {
    expect(siteTaskParams([5, 6, 8, 11])).toEqual([
      'All',
      'Estimate Approval',
      'Awaiting Review',
      'Scheduled',
      'In Progress',
      'Urgent',
      'Inspection',
      'Backlog',
      'Completed',
    ]);
  });

  it.each<[string, TPermissions, boolean]>([
    ['canDeleteTasks', can('canDeleteTasks'), true],
    ['only canDeleteCraftRecords', can('canDeleteCraftRecords'), false],
    ['no permission', NO_PERMISSIONS, false],
  ])('shows Deleted tasks last with %s: $2', (_case, permissions, shown) => {
    const children = group(drawerEntries(input({ permissions })), 'tasks');
    expect(children.at(-1)?.[1] === '/task-list-deleted').toBe(shown);
  });
});

describe('optional entries', () => {
  it.each<[string, Partial<TDrawerInput>, string, boolean]>([
    ['inventory enabled', { customizations: { inventoryEnabled: true } }, 'inventory', true],
    ['inventory not set', { customizations: {} }, 'inventory', false],
    ['KPIs not set (default on)', { customizations: {} }, 'kpis', true],
    ['KPIs without customizations', { customizations: undefined }, 'kpis', true],
    ['KPIs disabled', { customizations: { kpisEnabled: false } }, 'kpis', false],
    [
      'KPIs (v2) for a site admin with report templates',
      { permissions: can('isSiteAdmin'), customizations: { reportTemplatesEnabled: true } },
      'kpis-v2',
      true,
    ],
    [
      'KPIs (v2) for a site admin without report templates',
      { permissions: can('isSiteAdmin') },
      'kpis-v2',
      false,
    ],
    [
      'KPIs (v2) for a non-admin with report templates',
      { permissions: can('isPlantPersonnel'), customizations: { reportTemplatesEnabled: true } },
      'kpis-v2',
      false,
    ],
    [
      'assigned tasks enabled',
      { customizations: { assignedToEnabled: true } },
      'assigned-tasks',
      true,
    ],
    ['assigned tasks not set', {}, 'assigned-tasks', false],
    [
      'checklists for a company with craft type 110',
      { companyCraftTypes: [10, 110] },
      'checklists',
      true,
    ],
    ['checklists for a company without it', { companyCraftTypes: [10] }, 'checklists', false],
    ['checklists with no company', { companyCraftTypes: [] }, 'checklists', false],
    [
      'checklists for a site admin with no company',
      { companyCraftTypes: [], permissions: PERMISSION_PRESETS.siteAdmin },
      'checklists',
      true,
    ],
  ])('%s: shown $3', (_case, overrides, key, shown) => {
    expect(keys(drawerEntries(input(overrides))).includes(key)).toBe(shown);
  });

  it('shows Inventory as Transactions then Objects', () => {
    const entries = drawerEntries(input({ customizations: { inventoryEnabled: true } }));
    expect(group(entries, 'inventory')).toEqual([
      ['Transactions', '/inventory/transactions'],
      ['Objects', '/inventory/objects'],
      ['Rental', '/inventory/rental'],
    ]);
  });

  it('places every optional entry in the documented order', () => {
    const entries = drawerEntries(
      input({
        customizations: {
          inventoryEnabled: true,
          assignedToEnabled: true,
          reportTemplatesEnabled: true,
        },
        permissions: PERMISSION_PRESETS.siteAdmin,
        companyCraftTypes: [110],
      }),
    );
    expect(keys(entries)).toEqual([
      'dashboard',
      'work-records',
      'tasks',
      'inventory',
      'kpis',
      'kpis-v2',
      'usage-metrics',
      'reports',
      'feedback',
      'assigned-tasks',
      'checklists',
      'customers',
      'estimates',
      'invoices',
      'pricebook',
      'scheduling',
      'compliance',
    ]);
  });

  it.each<[keyof TFeatureFlags, string[]]>([
    ['customers', ['customers', 'estimates']],
    ['invoices', ['invoices']],
    ['pricebook', ['pricebook']],
    ['routing', ['scheduling']],
    ['compliance', ['compliance']],
    ['multicraft', []],
  ])('hides %s entries %j when that flag is off', (flag, hidden) => {
    const shown = keys(drawerEntries(input({ featureFlags: { ...FEATURE_FLAGS, [flag]: false } })));
    const all = keys(drawerEntries(BASE));
    expect(all.filter((k) => !shown.includes(k))).toEqual(hidden);
  });
});

describe('every entry follows who may use its screen', () => {
  const MONEY = ['customers', 'estimates', 'invoices', 'pricebook'];
  const GUARDED = ['craft-list-deleted', 'task-list-deleted', 'kpis-v2', ...MONEY];
  const contractor = PERMISSION_PRESETS.foreman;

  function guardedKeys(overrides: Partial<TDrawerInput>): string[] {
    const entries = drawerEntries(
      input({ customizations: { reportTemplatesEnabled: true }, ...overrides }),
    );
    const shown = entries.flatMap((e) => [e.key, ...(e.kind === 'group' ? e.children : [])]);
    return GUARDED.filter((key) => shown.some((e) => (typeof e === 'string' ? e : e.key) === key));
  }

  it.each<[string, Partial<TDrawerInput>, string[]]>([
    ['the site admin', { permissions: PERMISSION_PRESETS.siteAdmin, companyId: null }, GUARDED],
    ['a plant user', { permissions: PERMISSION_PRESETS.plantUser, companyId: null }, MONEY],
    ['a contractor of another company', { permissions: contractor, companyId: 'other' }, []],
    ['a contractor of the managing company', { permissions: contractor }, MONEY],
    [
      'a contractor on a site without a managing company',
      { permissions: contractor, managingCompanyId: null },
      [],
    ],
    [
      'a contractor who may delete',
      { permissions: { ...contractor, canDeleteTasks: true }, companyId: 'other' },
      ['task-list-deleted'],
    ],
  ])('%s sees %j', (_case, overrides, shown) => {
    expect(guardedKeys(overrides)).toEqual(shown);
  });
});

describe('drawerEntries for a customer site', () => {
  const entries = drawerEntries(
    input({
      customizations: { siteClassification: 'customers' },
      permissions: can('canDeleteTasks', 'canDeleteCraftRecords'),
      validTaskStatusCodes: [5, 20, 30, 40, 90],
    }),
  );

  it('calls work records Jobs', () => {
    expect(entries.find((e) => e.key === 'work-records')?.label).toBe('Jobs');
  });

  it('uses the customer variants of every list route', () => {
    expect(group(entries, 'work-records')).toEqual([
      ['All Open', '/customers-work-record-list/all'],
      ['Scaffolding', '/customers-work-record-list/10'],
      ['Insulation', '/customers-work-record-list/15'],
      ['Painting', '/customers-work-record-list/30'],
      ['Closed', '/customers-work-record-list/closed'],
      ['Deleted', '/customers-work-record-list-deleted'],
    ]);
    expect(group(entries, 'tasks')).toEqual([
      ['All', '/customers-task-list/All'],
      ['Estimate Approval', '/customers-task-list/Estimate%20Approval'],
      ['Awaiting Review', '/customers-task-list/Awaiting%20Review'],
      ['Scheduled', '/customers-task-list/Scheduled'],
      ['In Progress', '/customers-task-list/In%20Progress'],
      ['Urgent', '/customers-task-list/Urgent'],
      ['Inspection', '/customers-task-list/Inspection'],
      ['Backlog', '/customers-task-list/Backlog'],
      ['Completed', '/customers-task-list/Completed'],
      ['Deleted', '/customers-task-list-deleted'],
    ]);
  });

  it('never links to a facilities list route', () => {
    expect(paths(entries).filter((p) => /^\/(craft-list|task-list)/.test(p))).toEqual([]);
  });
});

describe('list paths', () => {
  it.each<[TTaskParam, boolean, string]>([
    ['All', false, '/task-list/All'],
    ['In Progress', false, '/task-list/In%20Progress'],
    ['Estimate Approval', true, '/customers-task-list/Estimate%20Approval'],
    ['Completed', true, '/customers-task-list/Completed'],
  ])('task list %s (customer site: %s) is %s', (param, customerSite, path) => {
    expect(taskListPath(param, customerSite)).toBe(path);
  });

  it.each<[TCraftListParam, boolean, string]>([
    ['all', false, '/craft-list/all'],
    ['closed', false, '/craft-list/closed'],
    [10, false, '/craft-list/10'],
    [110, true, '/customers-work-record-list/110'],
    ['all', true, '/customers-work-record-list/all'],
  ])('craft list %s (customer site: %s) is %s', (param, customerSite, path) => {
    expect(craftListPath(param, customerSite)).toBe(path);
  });

  it.each([
    [false, '/craft-list-deleted', '/task-list-deleted'],
    [true, '/customers-work-record-list-deleted', '/customers-task-list-deleted'],
  ])('deleted lists (customer site: %s) are %s and %s', (customerSite, craft, task) => {
    expect(craftListDeletedPath(customerSite)).toBe(craft);
    expect(taskListDeletedPath(customerSite)).toBe(task);
  });

  it.each<[string, TTaskParam | null]>([
    ['In%20Progress', 'In Progress'],
    ['In Progress', 'In Progress'],
    ['Backlog', 'Backlog'],
    ['backlog', null],
    ['Deleted', null],
    ['%E0%A4%A', null],
  ])('reads the task-list segment %j as %j', (segment, param) => {
    expect(parseTaskParam(segment)).toBe(param);
  });

  it.each<[string, TCraftListParam | null]>([
    ['all', 'all'],
    ['closed', 'closed'],
    ['10', 10],
    ['110', 110],
    ['All', null],
    ['10a', null],
    ['-10', null],
    ['', null],
  ])('reads the craft-list segment %j as %j', (segment, param) => {
    expect(parseCraftListParam(segment)).toBe(param);
  });
});

describe('drawerVisible', () => {
  it.each([
    [true, '/home', false, true],
    [true, '/task-list/All', false, true],
    [false, '/home', false, false],
    [false, '/login', false, false],
    [true, '/download', false, false],
    [true, '/download/ios', false, false],
    [true, '/downloads-report', false, true],
    [true, '/home', true, false],
    [true, '/customers-task-list/All', true, false],
  ])('signed in %s, at %s, customer site %s: shown %s', (signedIn, path, customerSite, shown) => {
    expect(drawerVisible({ signedIn, path, customerSite })).toBe(shown);
  });
});
