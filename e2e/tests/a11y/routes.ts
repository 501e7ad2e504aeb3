import { DEMO, queryDatabase } from '../../fixtures';

/** The kinds of user the walk signs in as (or none, for the public pages). */
export const USERS = {
  'signed-out': null,
  applicant: DEMO.applicant,
  admin: DEMO.admin,
  plant: DEMO.plant,
  foreman: DEMO.foreman,
  contractor: DEMO.contractorA,
  'north-admin': DEMO.northAdmin,
} as const;
export type TUser = keyof typeof USERS;

/** Ids of demo rows the routes with parameters open. */
export type TDemoIds = {
  record: string;
  task: string;
  scaffoldTag: string;
  asset: string;
  inventoryObject: string;
  kpiTemplate: string;
  checklistTemplate: string;
  customer: string;
  estimate: string;
  invoice: string;
  northRecord: string;
};

export type TWalkRoute = {
  /** The key of the route in `paths` (apps/web/src/config/paths.ts). */
  route: string;
  /** Unique within the walk: names the screenshot. */
  name: string;
  url: (ids: TDemoIds) => string;
  /** The screen's level-1 heading, once its data has loaded ('alert': a page of one message). */
  heading: string | RegExp | 'alert';
  users: readonly TUser[];
  /**
   * Users whose screen here differs from the one the most-privileged user sees (a prompt
   * instead of the dashboard, another kind of site): the walk opens it as them too.
   */
  differsFor?: readonly TUser[];
  /** Parts of the screen axe leaves out, with the reason (decision 179). */
  axeExclude?: { target: RegExp; reason: string };
};

const MEMBERS: readonly TUser[] = ['admin', 'plant', 'foreman', 'contractor'];
const MONEY: readonly TUser[] = ['admin', 'plant', 'north-admin'];
const ADMIN: readonly TUser[] = ['admin'];
const SIGNED_OUT: readonly TUser[] = ['signed-out'];

const fixed = (url: string) => () => url;

/** Every route of the app's route table, at a concrete address, and who opens it. */
export const WALK: readonly TWalkRoute[] = [
  // Public pages (bad or missing tokens show their explanations).
  { route: 'start', name: 'start', url: fixed('/'), heading: 'Login', users: SIGNED_OUT },
  { route: 'login', name: 'login', url: fixed('/login'), heading: 'Login', users: SIGNED_OUT },
  {
    route: 'forgotPassword',
    name: 'forgot-password',
    url: fixed('/forgot-password'),
    heading: /Forgot Password/i,
    users: SIGNED_OUT,
  },
  {
    route: 'createUser',
    name: 'create-user',
    url: fixed('/create-user'),
    heading: 'Create Account',
    users: SIGNED_OUT,
  },
  {
    route: 'resetPassword',
    name: 'reset-password',
    url: fixed('/reset-password?token=not-a-real-token'),
    heading: /Password/i,
    users: SIGNED_OUT,
  },
  {
    route: 'verifyEmail',
    name: 'verify-email',
    url: fixed('/verify-email?token=not-a-real-token'),
    heading: /./,
    users: SIGNED_OUT,
  },
  {
    route: 'invite',
    name: 'invite',
    url: fixed('/invite?token=not-a-real-token'),
    heading: /./,
    users: SIGNED_OUT,
  },
  {
    route: 'estimateApproval',
    name: 'estimate-approval',
    url: fixed('/estimate-approval/not-a-real-token-0123456789'),
    heading: 'alert',
    users: SIGNED_OUT,
  },
  {
    route: 'scaffoldTag',
    name: 'scaffold-tag',
    url: (ids) => `/tag/${ids.scaffoldTag}`,
    heading: /./,
    users: SIGNED_OUT,
  },
  {
    route: '404',
    name: 'not-found',
    url: fixed('/no-such-screen'),
    heading: '404 Error',
    users: SIGNED_OUT,
  },

  // Every signed-in user.
  {
    route: 'home',
    name: 'home',
    url: fixed('/home'),
    // Welcome: the applicant's site-access prompt.
    heading: /^(Dashboard|Welcome)$/,
    users: [...MEMBERS, 'applicant', 'north-admin'],
    // A company user's dashboard counts only their company's work.
    differsFor: ['applicant', 'north-admin', 'contractor'],
  },
  {
    route: 'userInfo',
    name: 'user-info',
    url: fixed('/user-info'),
    heading: 'Settings',
    users: [...MEMBERS, 'applicant', 'north-admin'],
    // An applicant has no site: no site choice, no locations.
    differsFor: ['applicant'],
  },
  {
    route: 'changePassword',
    name: 'change-password',
    url: fixed('/change-password'),
    heading: /Password/i,
    users: [...MEMBERS, 'applicant'],
  },
  {
    route: 'download',
    name: 'download',
    url: fixed('/download'),
    heading: 'Mobile Apps',
    users: [...MEMBERS, 'applicant'],
  },

  // Members of the plant site.
  {
    route: 'craftList',
    name: 'craft-list',
    url: fixed('/craft-list/all'),
    heading: /./,
    users: MEMBERS,
  },
  {
    route: 'taskList',
    name: 'task-list',
    url: fixed('/task-list/All'),
    heading: /./,
    users: MEMBERS,
  },
  {
    route: 'craftRecord',
    name: 'craft-record',
    url: (ids) => `/craft-record/${ids.record}/${ids.task}`,
    heading: /./,
    users: MEMBERS,
  },
  {
    route: 'createTask',
    name: 'create-task',
    url: fixed('/create-task'),
    heading: /./,
    users: MEMBERS,
  },
  {
    route: 'createTaskFor',
    name: 'create-task-for',
    url: (ids) => `/create-task/10/${ids.record}`,
    heading: /./,
    users: ['admin'],
  },
  {
    route: 'assignedTasks',
    name: 'assigned-tasks',
    url: fixed('/assigned-tasks'),
    heading: /./,
    users: MEMBERS,
  },
  { route: 'mapView', name: 'map-view', url: fixed('/map-view'), heading: /./, users: MEMBERS },
  {
    route: 'assetList',
    name: 'asset-list',
    url: fixed('/asset-list'),
    heading: /./,
    // An admin option: those who may save assets (plant personnel, site admins).
    users: ['admin', 'plant'],
  },
  {
    route: 'asset',
    name: 'asset',
    url: (ids) => `/asset/${ids.asset}`,
    heading: /./,
    users: MEMBERS,
  },
  {
    route: 'inventoryObjects',
    name: 'inventory-objects',
    url: fixed('/inventory/objects'),
    heading: /./,
    users: MEMBERS,
  },
  {
    route: 'inventoryObject',
    name: 'inventory-object',
    url: (ids) => `/inventory/objects/${ids.inventoryObject}`,
    heading: /./,
    users: MEMBERS,
  },
  {
    route: 'inventoryTransactions',
    name: 'inventory-transactions',
    url: fixed('/inventory/transactions'),
    heading: /./,
    users: MEMBERS,
  },
  {
    route: 'inventoryRental',
    name: 'inventory-rental',
    url: fixed('/inventory/rental'),
    heading: /./,
    users: MEMBERS,
  },
  {
    route: 'kpisDashboard',
    name: 'kpis-dashboard',
    url: fixed('/kpis/dashboard'),
    heading: /./,
    users: MEMBERS,
  },
  {
    route: 'kpisAnalytics',
    name: 'kpis-analytics',
    url: fixed('/kpis/analytics'),
    heading: /./,
    users: MEMBERS,
  },
  {
    route: 'reportTemplate',
    name: 'report-template',
    url: (ids) => `/report-templates/${ids.kpiTemplate}`,
    heading: /./,
    users: MEMBERS,
  },
  { route: 'reports', name: 'reports', url: fixed('/reports'), heading: /./, users: MEMBERS },
  {
    route: 'usageMetrics',
    name: 'usage-metrics',
    url: fixed('/usage-metrics'),
    heading: /./,
    users: ADMIN,
  },
  { route: 'feedback', name: 'feedback', url: fixed('/feedback'), heading: /./, users: MEMBERS },
  {
    route: 'checklists',
    name: 'checklists',
    url: fixed('/checklists'),
    heading: /./,
    users: MEMBERS,
  },
  {
    route: 'checklistTemplate',
    name: 'checklist-template',
    url: (ids) => `/checklists/${ids.checklistTemplate}`,
    heading: /./,
    users: ADMIN,
  },
  {
    route: 'scheduling',
    name: 'scheduling',
    url: fixed('/scheduling'),
    heading: /./,
    // The calendar's grid and cards are checked too (issue 32 #9, decision 193).
    users: MEMBERS,
  },
  {
    route: 'compliance',
    name: 'compliance',
    url: fixed('/compliance'),
    heading: /./,
    users: MEMBERS,
  },
  {
    route: 'mySites',
    name: 'my-sites',
    url: fixed('/admin/my-sites'),
    heading: /./,
    users: MEMBERS,
  },

  // Site admins.
  {
    route: 'craftListDeleted',
    name: 'craft-list-deleted',
    url: fixed('/craft-list-deleted'),
    heading: /./,
    users: ADMIN,
  },
  {
    route: 'taskListDeleted',
    name: 'task-list-deleted',
    url: fixed('/task-list-deleted'),
    heading: /./,
    users: ADMIN,
  },
  {
    route: 'reportTemplates',
    name: 'report-templates',
    url: fixed('/report-templates'),
    heading: /./,
    users: ADMIN,
  },
  {
    route: 'userManagement',
    name: 'user-management',
    url: fixed('/admin/user-management'),
    heading: 'User Management',
    users: ADMIN,
  },
  {
    route: 'userPermissions',
    name: 'user-permissions',
    url: fixed('/user-permissions'),
    heading: /./,
    users: ADMIN,
  },
  {
    route: 'siteSettings',
    name: 'site-settings',
    url: fixed('/admin/site-settings'),
    heading: /./,
    users: ADMIN,
  },
  {
    route: 'integrations',
    name: 'integrations',
    url: fixed('/admin/integrations'),
    heading: /Integrations/,
    users: ADMIN,
  },
  {
    // The same route's Webhooks tab: its endpoint cards and delivery log.
    route: 'integrations',
    name: 'integrations-webhooks',
    url: fixed('/admin/integrations?tab=webhooks'),
    heading: /Integrations/,
    users: ADMIN,
  },
  {
    // And its Import tab: the kind choice, the file picker and the template link.
    route: 'integrations',
    name: 'integrations-import',
    url: fixed('/admin/integrations?tab=import'),
    heading: /Integrations/,
    users: ADMIN,
  },
  {
    // And its Company sign-in tab: the provider's connection form and its switches.
    route: 'integrations',
    name: 'integrations-sign-in',
    url: fixed('/admin/integrations?tab=sign-in'),
    heading: /Integrations/,
    users: ADMIN,
  },
  {
    route: 'auditLog',
    name: 'audit-log',
    url: fixed('/admin/audit-log'),
    heading: /./,
    users: ADMIN,
  },
  {
    route: 'locationList',
    name: 'location-list',
    url: fixed('/location-list'),
    heading: /./,
    users: ADMIN,
  },
  {
    route: 'companyList',
    name: 'company-list',
    url: fixed('/company-list'),
    heading: /./,
    users: ADMIN,
  },

  // Money: plant personnel and site admins.
  {
    route: 'customers',
    name: 'customers',
    url: fixed('/customers'),
    heading: /./,
    users: MONEY,
    // A customer-classified site's customers are the ones its jobs are for.
    differsFor: ['north-admin'],
  },
  {
    route: 'customer',
    name: 'customer',
    url: (ids) => `/customers/${ids.customer}`,
    heading: /./,
    users: ADMIN,
  },
  {
    route: 'customerEstimate',
    name: 'estimate',
    url: (ids) => `/customers/estimates/${ids.estimate}`,
    heading: /./,
    users: ADMIN,
  },
  { route: 'estimates', name: 'estimates', url: fixed('/estimates'), heading: /./, users: MONEY },
  { route: 'invoices', name: 'invoices', url: fixed('/invoices'), heading: /./, users: MONEY },
  {
    route: 'invoice',
    name: 'invoice',
    url: (ids) => `/invoices/${ids.invoice}`,
    heading: /./,
    users: ADMIN,
  },
  { route: 'pricebook', name: 'pricebook', url: fixed('/pricebook'), heading: /./, users: MONEY },

  // The customer-classified site: jobs for customers.
  {
    route: 'customersWorkRecordList',
    name: 'customers-work-record-list',
    url: fixed('/customers-work-record-list/all'),
    heading: /./,
    users: ['north-admin'],
  },
  {
    route: 'customersWorkRecordListDeleted',
    name: 'customers-work-record-list-deleted',
    url: fixed('/customers-work-record-list-deleted'),
    heading: /./,
    users: ['north-admin'],
  },
  {
    route: 'customersTaskList',
    name: 'customers-task-list',
    url: fixed('/customers-task-list/All'),
    heading: /./,
    users: ['north-admin'],
  },
  {
    route: 'customersTaskListDeleted',
    name: 'customers-task-list-deleted',
    url: fixed('/customers-task-list-deleted'),
    heading: /./,
    users: ['north-admin'],
  },
  {
    route: 'workRecordAndTasks',
    name: 'work-record-and-tasks',
    url: (ids) => `/work-record-and-tasks/${ids.northRecord}`,
    heading: /./,
    users: ['north-admin'],
  },
  {
    route: 'createCustomerTask',
    name: 'create-customer-task',
    url: fixed('/create-customer-task'),
    heading: /./,
    users: ['north-admin'],
  },
];

/** Who sees the most of a screen first: the walk opens a route as the first of its users. */
const MOST_FIRST: readonly TUser[] = [
  'admin',
  'north-admin',
  'plant',
  'foreman',
  'contractor',
  'applicant',
  'signed-out',
];

/**
 * The users the walk opens a route as: the one of its users who sees the most of it, and
 * those its screen differs for. Who may open a route at all is the server's and the route
 * guard's to prove (the authorization matrix, tests/navigation), not the walk's.
 */
export function walkedAs(route: TWalkRoute): TUser[] {
  const first = MOST_FIRST.find((user) => route.users.includes(user));
  if (!first) throw new Error(`${route.name}: no user opens it`);
  return [first, ...(route.differsFor ?? []).filter((user) => user !== first)];
}

/** Routes of `paths` the walk does not open, and why. */
export const EXCLUDED: Readonly<Record<string, string>> = {
  multiCraftRecord:
    'a placeholder behind the multicraft build flag, which is off: the route is not in the router',
};

async function firstId(sql: string): Promise<string> {
  const rows = await queryDatabase<{ id: string }>(sql);
  const id = rows[0]?.id;
  if (!id) throw new Error(`no demo row for: ${sql}`);
  return id;
}

/** Reads the demo rows' ids from the served app's database. */
export async function demoIds(): Promise<TDemoIds> {
  const live = (table: string, site = 'DEMO') =>
    `select id from ${table} where site_key = '${site}' and deleted_at is null order by id limit 1`;
  const recordWithTask = await queryDatabase<{ record: string; task: string }>(
    `select t.craft_record_id as record, t.id as task from tasks t
     join craft_records c on c.id = t.craft_record_id
     where t.site_key = 'DEMO' and t.deleted_at is null and c.deleted_at is null
     order by t.timestamp_created desc limit 1`,
  );
  const first = recordWithTask[0];
  if (!first) throw new Error('no demo task');
  return {
    record: first.record,
    task: first.task,
    scaffoldTag:
      (
        await queryDatabase<{ id: string }>(
          `select tag_token as id from craft_records where site_key = 'DEMO' and tag_token is not null limit 1`,
        )
      )[0]?.id ?? '',
    asset: await firstId(live('assets')),
    inventoryObject: await firstId(live('inventory_objects')),
    kpiTemplate: await firstId(live('kpi_templates')),
    checklistTemplate: await firstId(live('checklist_templates')),
    customer: await firstId(live('customers')),
    estimate: await firstId(live('estimates')),
    invoice: await firstId(`select id from invoices where site_key = 'DEMO' limit 1`),
    northRecord: await firstId(live('craft_records', 'NORTH')),
  };
}
