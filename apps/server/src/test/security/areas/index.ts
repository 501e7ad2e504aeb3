import type { MatrixArea } from '../matrix-kit.ts';
import { usersArea } from './users.ts';
import { invitesArea } from './invites.ts';
import { mySitesArea } from './my-sites.ts';
import { siteSettingsArea } from './site-settings.ts';
import { detailFieldsArea } from './detail-fields.ts';
import { locationsArea } from './locations.ts';
import { companiesArea } from './companies.ts';
import { assetsArea } from './assets.ts';
import { assignmentsArea } from './assignments.ts';
import { feedbackArea } from './feedback.ts';
import { auditArea } from './audit.ts';
import { inventoryObjectsArea } from './inventory-objects.ts';
import { inventoryTransactionsArea } from './inventory-transactions.ts';
import { inventoryRentalArea } from './inventory-rental.ts';
import { inventoryDialogArea } from './inventory-dialog.ts';
import { subscriptionsArea } from './subscriptions.ts';
import { kpisArea } from './kpis.ts';
import { kpiConfigArea } from './kpi-config.ts';
import { analyticsArea } from './analytics.ts';
import { kpiTemplatesArea } from './kpi-templates.ts';
import { usageMetricsArea } from './usage-metrics.ts';
import { reportsArea } from './reports.ts';
import { reportConfigsArea } from './report-configs.ts';
import { customersArea } from './customers.ts';
import { pricebookArea } from './pricebook.ts';
import { estimatesArea } from './estimates.ts';
import { estimateApprovalArea } from './estimate-approval.ts';
import { invoicesArea } from './invoices.ts';
import { schedulingArea } from './scheduling.ts';
import { complianceArea } from './compliance.ts';
import { inspectionsArea } from './inspections.ts';
import { scaffoldTagsArea } from './scaffold-tags.ts';
import { checklistsArea } from './checklists.ts';
import { scaffoldWaitingArea } from './scaffold-waiting.ts';
import { apiTokensArea } from './api-tokens.ts';
import { csvImportArea } from './csv-import.ts';
import { webhooksArea } from './webhooks.ts';
import { ssoArea } from './sso.ts';

/** Every area's rows, one file per server module. */
export const AREAS: readonly MatrixArea[] = [
  usersArea,
  invitesArea,
  mySitesArea,
  siteSettingsArea,
  detailFieldsArea,
  locationsArea,
  companiesArea,
  assetsArea,
  assignmentsArea,
  feedbackArea,
  auditArea,
  inventoryObjectsArea,
  inventoryTransactionsArea,
  inventoryRentalArea,
  inventoryDialogArea,
  subscriptionsArea,
  kpisArea,
  kpiConfigArea,
  analyticsArea,
  kpiTemplatesArea,
  usageMetricsArea,
  reportsArea,
  reportConfigsArea,
  customersArea,
  pricebookArea,
  estimatesArea,
  estimateApprovalArea,
  invoicesArea,
  schedulingArea,
  complianceArea,
  inspectionsArea,
  scaffoldTagsArea,
  checklistsArea,
  scaffoldWaitingArea,
  apiTokensArea,
  csvImportArea,
  webhooksArea,
  ssoArea,
];
