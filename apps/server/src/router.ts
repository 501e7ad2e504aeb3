import { detailFieldsRouter } from './modules/detail-fields/index.ts';
import { assetsRouter } from './modules/assets/index.ts';
import { assignmentsRouter } from './modules/assignments/index.ts';
import { auditRouter } from './modules/audit/index.ts';
import { companiesRouter } from './modules/companies/index.ts';
import { feedbackRouter } from './modules/feedback/index.ts';
import { invitesRouter } from './modules/invites/index.ts';
import { locationsRouter } from './modules/locations/index.ts';
import { mySitesRouter } from './modules/my-sites/index.ts';
import { siteSettingsRouter } from './modules/site-settings/index.ts';
import { usersRouter } from './modules/users/index.ts';
import { inventoryObjectsRouter } from './modules/inventory-objects/index.ts';
import { inventoryTransactionsRouter } from './modules/inventory-transactions/index.ts';
import { inventoryRentalRouter } from './modules/inventory-rental/index.ts';
import { inventoryDialogRouter } from './modules/inventory-dialog/index.ts';
import { subscriptionsRouter } from './modules/subscriptions/index.ts';
import { kpisRouter } from './modules/kpis/index.ts';
import { kpiConfigRouter } from './modules/kpi-config/index.ts';
import { analyticsRouter } from './modules/analytics/index.ts';
import { kpiTemplatesRouter } from './modules/kpi-templates/index.ts';
import { usageMetricsRouter } from './modules/usage-metrics/index.ts';
import { reportsRouter } from './modules/reports/index.ts';
import { reportConfigsRouter } from './modules/report-configs/index.ts';
import { accountRouter } from './modules/account/index.ts';
import { dashboardRouter } from './modules/dashboard/index.ts';
import { downloadRouter } from './modules/download/index.ts';
import { profileRouter } from './modules/profile/index.ts';
import { craftRecordsRouter } from './modules/records/index.ts';
import { sessionRouter } from './modules/session/index.ts';
import { sitesRouter } from './modules/sites/index.ts';
import { systemRouter } from './modules/system/index.ts';
import { tasksRouter } from './modules/tasks/index.ts';
import { customersRouter } from './modules/customers/index.ts';
import { pricebookRouter } from './modules/pricebook/index.ts';
import { estimatesRouter } from './modules/estimates/index.ts';
import { estimateApprovalRouter } from './modules/estimate-approval/index.ts';
import { invoicesRouter } from './modules/invoices/index.ts';
import { schedulingRouter } from './modules/scheduling/index.ts';
import { complianceRouter } from './modules/compliance/index.ts';
import { inspectionsRouter } from './modules/inspections/index.ts';
import { qrTagProcedures, scaffoldTagsRouter } from './modules/scaffold-tags/index.ts';
import { checklistsRouter } from './modules/checklists/index.ts';
import { scaffoldWaitingRouter } from './modules/scaffold-waiting/index.ts';
import { webhooksRouter } from './modules/webhooks/index.ts';
import { csvImportRouter } from './modules/csv-import/index.ts';
import { apiTokensRouter } from './modules/api-tokens/index.ts';
import { ssoRouter } from './modules/sso/index.ts';

export const router = {
  system: systemRouter,
  session: sessionRouter,
  account: accountRouter,
  profile: profileRouter,
  sites: sitesRouter,
  download: downloadRouter,
  dashboard: dashboardRouter,
  craftRecords: { ...craftRecordsRouter, ...qrTagProcedures },
  tasks: tasksRouter,
  users: usersRouter,
  invites: invitesRouter,
  mySites: mySitesRouter,
  siteSettings: siteSettingsRouter,
  sso: ssoRouter,
  detailFields: detailFieldsRouter,
  locations: locationsRouter,
  companies: companiesRouter,
  assets: assetsRouter,
  assignments: assignmentsRouter,
  feedback: feedbackRouter,
  audit: auditRouter,
  inventoryObjects: inventoryObjectsRouter,
  inventoryTransactions: inventoryTransactionsRouter,
  inventoryRental: inventoryRentalRouter,
  inventoryDialog: inventoryDialogRouter,
  subscriptions: subscriptionsRouter,
  kpis: kpisRouter,
  kpiConfig: kpiConfigRouter,
  analytics: analyticsRouter,
  kpiTemplates: kpiTemplatesRouter,
  usageMetrics: usageMetricsRouter,
  reports: reportsRouter,
  reportConfigs: reportConfigsRouter,
  customers: customersRouter,
  pricebook: pricebookRouter,
  estimates: estimatesRouter,
  estimateApproval: estimateApprovalRouter,
  invoices: invoicesRouter,
  scheduling: schedulingRouter,
  compliance: complianceRouter,
  inspections: inspectionsRouter,
  scaffoldTags: scaffoldTagsRouter,
  checklists: checklistsRouter,
  scaffoldWaiting: scaffoldWaitingRouter,
  webhooks: webhooksRouter,
  csvImport: csvImportRouter,
  apiTokens: apiTokensRouter,
};

export type AppRouter = typeof router;
