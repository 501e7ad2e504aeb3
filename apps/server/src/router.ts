import { detailFieldsRouter } from './modules/detail-fields/router.ts';
import { assetsRouter } from './modules/assets/router.ts';
import { assignmentsRouter } from './modules/assignments/router.ts';
import { auditRouter } from './modules/audit/router.ts';
import { companiesRouter } from './modules/companies/router.ts';
import { feedbackRouter } from './modules/feedback/router.ts';
import { invitesRouter } from './modules/invites/router.ts';
import { locationsRouter } from './modules/locations/router.ts';
import { mySitesRouter } from './modules/my-sites/router.ts';
import { siteSettingsRouter } from './modules/site-settings/router.ts';
import { usersRouter } from './modules/users/router.ts';
import { inventoryObjectsRouter } from './modules/inventory-objects/router.ts';
import { inventoryTransactionsRouter } from './modules/inventory-transactions/router.ts';
import { inventoryRentalRouter } from './modules/inventory-rental/router.ts';
import { inventoryDialogRouter } from './modules/inventory-dialog/router.ts';
import { subscriptionsRouter } from './modules/subscriptions/router.ts';
import { kpisRouter } from './modules/kpis/router.ts';
import { kpiConfigRouter } from './modules/kpi-config/router.ts';
import { analyticsRouter } from './modules/analytics/router.ts';
import { kpiTemplatesRouter } from './modules/kpi-templates/router.ts';
import { usageMetricsRouter } from './modules/usage-metrics/router.ts';
import { reportsRouter } from './modules/reports/router.ts';
import { reportConfigsRouter } from './modules/report-configs/router.ts';
import { accountRouter } from './modules/account/router.ts';
import { dashboardRouter } from './modules/dashboard/router.ts';
import { downloadRouter } from './modules/download/router.ts';
import { profileRouter } from './modules/profile/router.ts';
import { craftRecordsRouter } from './modules/records/router.ts';
import { sessionRouter } from './modules/session/router.ts';
import { sitesRouter } from './modules/sites/router.ts';
import { systemRouter } from './modules/system/router.ts';
import { tasksRouter } from './modules/tasks/router.ts';
import { customersRouter } from './modules/customers/router.ts';
import { pricebookRouter } from './modules/pricebook/router.ts';
import { estimatesRouter } from './modules/estimates/router.ts';
import { estimateApprovalRouter } from './modules/estimate-approval/router.ts';
import { invoicesRouter } from './modules/invoices/router.ts';
import { schedulingRouter } from './modules/scheduling/router.ts';
import { complianceRouter } from './modules/compliance/router.ts';
import { inspectionsRouter } from './modules/inspections/router.ts';
import { qrTagProcedures, scaffoldTagsRouter } from './modules/scaffold-tags/router.ts';
import { checklistsRouter } from './modules/checklists/router.ts';
import { scaffoldWaitingRouter } from './modules/scaffold-waiting/router.ts';
import { webhooksRouter } from './modules/webhooks/router.ts';
import { csvImportRouter } from './modules/csv-import/router.ts';
import { apiTokensRouter } from './modules/api-tokens/router.ts';

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
