import { lazy, Suspense, type ComponentType, type ReactElement } from 'react';
import {
  createBrowserRouter,
  matchRoutes,
  Outlet,
  useLocation,
  type RouteObject,
} from 'react-router';
import type { TGuardedScreen } from '@craftwork/domain/access/screens';
import { FEATURE_FLAGS, type TFeatureFlags } from '@craftwork/domain/site/release';
import { RouteError } from '../components/errors/route-error';
import { FullScreenLoader } from '../components/ui/full-screen-loader';
import { isNoLoaderPath, paths } from '../config/paths';
import { LoginPage } from './routes/auth/login';
import { ProtectedRoute, PublicOnlyRoute, RootLayout } from './routes/guards';
import { NotFoundPage } from './routes/not-found';
import { StartPage } from './routes/start';

// The start and sign-in pages are in the first bundle; every other screen loads on demand.
// The screens of the address the app is opened at start loading at once, alongside the
// session (see preloadScreens), rather than one after the other as each renders.

/** A screen loaded on demand; `preload` starts loading its code without rendering it. */
function lazyScreen<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  return Object.assign(lazy(load), { preload: load });
}

const ForgotPasswordPage = lazyScreen(() => import('./routes/auth/forgot-password'));
const CreateUserPage = lazyScreen(() => import('./routes/auth/create-user'));
const ResetPasswordPage = lazyScreen(() => import('./routes/auth/reset-password'));
const VerifyEmailPage = lazyScreen(() => import('./routes/auth/verify-email'));
const ChangePasswordPage = lazyScreen(() => import('./routes/auth/change-password'));
const DownloadPage = lazyScreen(() => import('./routes/download/download'));
const AppFrame = lazyScreen(() => import('./routes/app-frame'));
const HomePage = lazyScreen(() => import('./routes/home/home'));
const UserInfoPage = lazyScreen(() => import('./routes/profile/user-info'));
const UserManagementPage = lazyScreen(() => import('./routes/admin/user-management'));
const UserPermissionsPage = lazyScreen(() => import('./routes/admin/user-permissions'));
const MySitesPage = lazyScreen(() => import('./routes/admin/my-sites'));
const SiteSettingsPage = lazyScreen(() => import('./routes/admin/site-settings'));
const IntegrationsPage = lazyScreen(() => import('./routes/admin/integrations'));
const AuditLogPage = lazyScreen(() => import('./routes/admin/audit-log'));
const AssetListPage = lazyScreen(() => import('./routes/admin/asset-list'));
const AssetPage = lazyScreen(() => import('./routes/admin/asset'));
const LocationListPage = lazyScreen(() => import('./routes/admin/location-list'));
const CompanyListPage = lazyScreen(() => import('./routes/admin/company-list'));
const AssignedTasksPage = lazyScreen(() => import('./routes/tasks/assigned-tasks'));
const FeedbackPage = lazyScreen(() => import('./routes/feedback/feedback'));
const InvitePage = lazyScreen(() => import('./routes/auth/invite'));
const InventoryObjectsPage = lazyScreen(() => import('./routes/inventory/objects'));
const InventoryObjectPage = lazyScreen(() => import('./routes/inventory/object'));
const InventoryTransactionsPage = lazyScreen(() => import('./routes/inventory/transactions'));
const InventoryRentalPage = lazyScreen(() => import('./routes/inventory/rental'));
const KpiDashboardPage = lazyScreen(() => import('./routes/kpis/dashboard'));
const KpiAnalyticsPage = lazyScreen(() => import('./routes/kpis/analytics'));
const ReportTemplatesPage = lazyScreen(() => import('./routes/kpis/report-templates'));
const ReportTemplatePage = lazyScreen(() => import('./routes/kpis/report-template'));
const UsageMetricsPage = lazyScreen(() => import('./routes/usage-metrics/usage-metrics'));
const ReportsPage = lazyScreen(() => import('./routes/reports/reports'));

const CraftListPage = lazyScreen(() => import('./routes/lists/craft-list'));
const CraftListDeletedPage = lazyScreen(() => import('./routes/lists/craft-list-deleted'));
const TaskListPage = lazyScreen(() => import('./routes/lists/task-list'));
const TaskListDeletedPage = lazyScreen(() => import('./routes/lists/task-list-deleted'));
const CreateTaskPage = lazyScreen(() => import('./routes/create-task/create-task'));
const MapViewPage = lazyScreen(() => import('./routes/map/map-view'));
const CraftRecordPage = lazyScreen(() => import('./routes/records/craft-record'));
const WorkRecordAndTasksPage = lazyScreen(() => import('./routes/records/work-record-and-tasks'));
const CustomersPage = lazyScreen(() => import('./routes/billing/customers'));
const CustomerPage = lazyScreen(() => import('./routes/billing/customer'));
const EstimatesPage = lazyScreen(() => import('./routes/billing/estimates'));
const EstimatePage = lazyScreen(() => import('./routes/billing/estimate'));
const InvoicesPage = lazyScreen(() => import('./routes/billing/invoices'));
const InvoicePage = lazyScreen(() => import('./routes/billing/invoice'));
const PricebookPage = lazyScreen(() => import('./routes/billing/pricebook'));
const EstimateApprovalPage = lazyScreen(() => import('./routes/billing/estimate-approval'));
const SchedulingPage = lazyScreen(() => import('./routes/scheduling/scheduling'));
const CompliancePage = lazyScreen(() => import('./routes/compliance/compliance'));
const ChecklistsPage = lazyScreen(() => import('./routes/checklists/checklists'));
const ChecklistTemplatePage = lazyScreen(() => import('./routes/checklists/checklist-template'));
const ScaffoldTagPage = lazyScreen(() => import('./routes/tag/scaffold-tag'));

const PlaceholderPage = lazy(async () => ({
  default: (await import('./routes/placeholders')).PlaceholderPage,
}));

/** Screens delivered by later issues: path, title, and the build flag that enables it. */
const LATER_SCREENS: readonly {
  path: string;
  title: string;
  flag?: keyof TFeatureFlags;
  screen?: TGuardedScreen;
}[] = [{ path: paths.multiCraftRecord, title: 'Multi-Craft Record', flag: 'multicraft' }];

/** While a screen's code loads: the full-screen loader, except where the spec wants none. */
function RouteFallback() {
  const { pathname } = useLocation();
  return isNoLoaderPath(pathname) ? null : <FullScreenLoader />;
}

function SuspenseOutlet() {
  return (
    <Suspense fallback={<RouteFallback />}>
      <Outlet />
    </Suspense>
  );
}

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      {
        element: <SuspenseOutlet />,
        children: [
          {
            element: <PublicOnlyRoute />,
            children: [
              { path: paths.start, element: <StartPage /> },
              { path: paths.login, element: <LoginPage /> },
            ],
          },
          { path: paths.forgotPassword, element: <ForgotPasswordPage /> },
          { path: paths.createUser, element: <CreateUserPage /> },
          { path: paths.resetPassword, element: <ResetPasswordPage /> },
          { path: paths.verifyEmail, element: <VerifyEmailPage /> },
          { path: paths.invite, element: <InvitePage /> },
          ...(FEATURE_FLAGS.customers
            ? [{ path: paths.estimateApproval, element: <EstimateApprovalPage /> }]
            : []),
          { path: paths.scaffoldTag, element: <ScaffoldTagPage /> },
          {
            element: <ProtectedRoute />,
            children: [
              { path: paths.download, element: <DownloadPage /> },
              {
                element: <AppFrame />,
                children: [
                  { path: paths.home, element: <HomePage /> },
                  { path: paths.changePassword, element: <ChangePasswordPage /> },
                  { path: paths.userInfo, element: <UserInfoPage /> },
                  { path: paths.userManagement, element: <UserManagementPage /> },
                  { path: paths.userPermissions, element: <UserPermissionsPage /> },
                  { path: paths.mySites, element: <MySitesPage /> },
                  { path: paths.siteSettings, element: <SiteSettingsPage /> },
                  { path: paths.auditLog, element: <AuditLogPage /> },
                  { path: paths.integrations, element: <IntegrationsPage /> },
                  { path: paths.assetList, element: <AssetListPage /> },
                  { path: paths.asset, element: <AssetPage /> },
                  { path: paths.locationList, element: <LocationListPage /> },
                  { path: paths.companyList, element: <CompanyListPage /> },
                  { path: paths.inventoryObjects, element: <InventoryObjectsPage /> },
                  { path: paths.inventoryObject, element: <InventoryObjectPage /> },
                  { path: paths.inventoryTransactions, element: <InventoryTransactionsPage /> },
                  { path: paths.inventoryRental, element: <InventoryRentalPage /> },
                  { path: paths.kpisDashboard, element: <KpiDashboardPage /> },
                  { path: paths.kpisAnalytics, element: <KpiAnalyticsPage /> },
                  { path: paths.reportTemplates, element: <ReportTemplatesPage /> },
                  { path: paths.reportTemplate, element: <ReportTemplatePage /> },
                  { path: paths.usageMetrics, element: <UsageMetricsPage /> },
                  { path: paths.reports, element: <ReportsPage /> },
                  { path: paths.assignedTasks, element: <AssignedTasksPage /> },
                  { path: paths.feedback, element: <FeedbackPage /> },
                  { path: paths.craftList, element: <CraftListPage /> },
                  {
                    path: paths.customersWorkRecordList,
                    element: <CraftListPage customerRoute />,
                  },
                  { path: paths.craftListDeleted, element: <CraftListDeletedPage /> },
                  {
                    path: paths.customersWorkRecordListDeleted,
                    element: <CraftListDeletedPage customerRoute />,
                  },
                  { path: paths.taskList, element: <TaskListPage /> },
                  { path: paths.customersTaskList, element: <TaskListPage customerRoute /> },
                  { path: paths.taskListDeleted, element: <TaskListDeletedPage /> },
                  {
                    path: paths.customersTaskListDeleted,
                    element: <TaskListDeletedPage customerRoute />,
                  },
                  { path: paths.craftRecord, element: <CraftRecordPage /> },
                  { path: paths.workRecordAndTasks, element: <WorkRecordAndTasksPage /> },
                  { path: paths.createTask, element: <CreateTaskPage /> },
                  { path: paths.createTaskFor, element: <CreateTaskPage /> },
                  { path: paths.createCustomerTask, element: <CreateTaskPage customerRoute /> },
                  { path: paths.mapView, element: <MapViewPage /> },
                  ...(FEATURE_FLAGS.customers
                    ? [
                        { path: paths.customers, element: <CustomersPage /> },
                        { path: paths.customer, element: <CustomerPage /> },
                        { path: paths.estimates, element: <EstimatesPage /> },
                        { path: paths.customerEstimate, element: <EstimatePage /> },
                      ]
                    : []),
                  ...(FEATURE_FLAGS.invoices
                    ? [
                        { path: paths.invoices, element: <InvoicesPage /> },
                        { path: paths.invoice, element: <InvoicePage /> },
                      ]
                    : []),
                  ...(FEATURE_FLAGS.pricebook
                    ? [{ path: paths.pricebook, element: <PricebookPage /> }]
                    : []),
                  { path: paths.checklists, element: <ChecklistsPage /> },
                  { path: paths.checklistTemplate, element: <ChecklistTemplatePage /> },
                  ...(FEATURE_FLAGS.routing
                    ? [{ path: paths.scheduling, element: <SchedulingPage /> }]
                    : []),
                  ...(FEATURE_FLAGS.compliance
                    ? [{ path: paths.compliance, element: <CompliancePage /> }]
                    : []),
                  ...LATER_SCREENS.filter(({ flag }) => !flag || FEATURE_FLAGS[flag]).map(
                    ({ path, title, screen }) => ({
                      path,
                      element: <PlaceholderPage title={title} screen={screen} />,
                    }),
                  ),
                ],
              },
            ],
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

/**
 * Starts loading the lazy screens (frame and page) the given address renders, so that their code
 * arrives while the session is asked for. A signed-out visitor is sent to /login and has loaded
 * them for nothing; everyone else saves a round of requests per screen (issue 11 #31).
 */
export function preloadScreens(pathname: string): void {
  for (const { route } of matchRoutes(routes, pathname) ?? []) {
    const screen = (route.element as ReactElement | undefined)?.type as
      { preload?: () => Promise<unknown> } | undefined;
    // A failed preload is not an error: rendering the screen loads it again and reports it.
    screen?.preload?.().catch(() => undefined);
  }
}

export function createAppRouter() {
  preloadScreens(window.location.pathname);
  return createBrowserRouter(routes);
}
