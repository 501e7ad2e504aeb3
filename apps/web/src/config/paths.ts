/** Every route of the app in one place (spec part 1, section 2). */
export const paths = {
  start: '/',
  login: '/login',
  forgotPassword: '/forgot-password',
  createUser: '/create-user',
  resetPassword: '/reset-password',
  verifyEmail: '/verify-email',

  home: '/home',
  download: '/download',
  changePassword: '/change-password',
  userInfo: '/user-info',

  craftList: '/craft-list/:craftType',
  craftListDeleted: '/craft-list-deleted',
  taskList: '/task-list/:taskParam',
  taskListDeleted: '/task-list-deleted',
  customersWorkRecordList: '/customers-work-record-list/:craftType',
  customersWorkRecordListDeleted: '/customers-work-record-list-deleted',
  customersTaskList: '/customers-task-list/:taskParam',
  customersTaskListDeleted: '/customers-task-list-deleted',
  craftRecord: '/craft-record/:id/:taskId?',
  multiCraftRecord: '/multi-craft-record/:id/:taskId?',
  workRecordAndTasks: '/work-record-and-tasks/:id',
  createTask: '/create-task',
  createTaskFor: '/create-task/:craftType/:craftId',
  createCustomerTask: '/create-customer-task',
  assignedTasks: '/assigned-tasks',
  mapView: '/map-view',
  assetList: '/asset-list',
  locationList: '/location-list',
  companyList: '/company-list',
  userManagement: '/admin/user-management',
  mySites: '/admin/my-sites',
  userPermissions: '/user-permissions',
  siteSettings: '/admin/site-settings',
  auditLog: '/admin/audit-log',
  integrations: '/admin/integrations',
  asset: '/asset/:assetId',
  invite: '/invite',
  inventoryTransactions: '/inventory/transactions',
  inventoryObjects: '/inventory/objects',
  inventoryObject: '/inventory/objects/:objectId',
  inventoryRental: '/inventory/rental',
  kpisDashboard: '/kpis/dashboard',
  kpisAnalytics: '/kpis/analytics',
  reportTemplates: '/report-templates',
  reportTemplate: '/report-templates/:templateId',
  reports: '/reports',
  usageMetrics: '/usage-metrics',
  feedback: '/feedback',
  checklists: '/checklists',
  checklistTemplate: '/checklists/:templateId',
  customers: '/customers',
  customer: '/customers/:customerId',
  customerEstimate: '/customers/estimates/:estimateId',
  estimates: '/estimates',
  invoices: '/invoices',
  invoice: '/invoices/:invoiceId',
  /** The public page where a customer approves an estimate (no sign-in). */
  estimateApproval: '/estimate-approval/:token',
  pricebook: '/pricebook',
  scheduling: '/scheduling',
  compliance: '/compliance',
  /** The public scaffold tag page a worker scans before climbing (no sign-in). */
  scaffoldTag: '/tag/:token',
} as const;

/** Paths open to visitors who are not signed in. */
export const PUBLIC_PATHS: readonly string[] = [
  paths.start,
  paths.login,
  paths.forgotPassword,
  paths.createUser,
  paths.resetPassword,
  paths.verifyEmail,
  paths.invite,
  paths.estimateApproval,
  paths.scaffoldTag,
];

/** Screens that never show the full-screen loader (spec part 1, section 2). */
export const NO_LOADER_PATHS: readonly string[] = [
  paths.start,
  paths.login,
  paths.createTask,
  paths.download,
];

export function isNoLoaderPath(pathname: string): boolean {
  return NO_LOADER_PATHS.includes(pathname) || pathname.startsWith(`${paths.createTask}/`);
}

/** An invoice's page. */
export function invoicePath(invoiceId: string): string {
  return `/invoices/${encodeURIComponent(invoiceId)}`;
}

/** An estimate's page. */
export function estimatePath(estimateId: string): string {
  return `/customers/estimates/${encodeURIComponent(estimateId)}`;
}

/** A craft record's page, opened at one of its tasks. */
export function craftRecordPath(recordId: string, taskId?: string): string {
  const record = `/craft-record/${encodeURIComponent(recordId)}`;
  return taskId ? `${record}/${encodeURIComponent(taskId)}` : record;
}
