import { lazy, Suspense } from 'react';
import { createBrowserRouter, Outlet, useLocation, type RouteObject } from 'react-router';
import type { TGuardedScreen } from '@craftwork/domain/access/screens';
import { FEATURE_FLAGS, type TFeatureFlags } from '@craftwork/domain/site/site';
import { RouteError } from '../components/errors/route-error';
import { FullScreenLoader } from '../components/ui/full-screen-loader';
import { isNoLoaderPath, paths } from '../config/paths';
import { LoginPage } from './routes/auth/login';
import { ProtectedRoute, PublicOnlyRoute, RootLayout } from './routes/guards';
import { NotFoundPage } from './routes/not-found';
import { StartPage } from './routes/start';

// The start and sign-in pages are in the first bundle; every other screen loads on demand.
const ForgotPasswordPage = lazy(() => import('./routes/auth/forgot-password'));
const CreateUserPage = lazy(() => import('./routes/auth/create-user'));
const ResetPasswordPage = lazy(() => import('./routes/auth/reset-password'));
const VerifyEmailPage = lazy(() => import('./routes/auth/verify-email'));
const ChangePasswordPage = lazy(() => import('./routes/auth/change-password'));
const DownloadPage = lazy(() => import('./routes/download/download'));
const AppFrame = lazy(() => import('./routes/app-frame'));
const HomePage = lazy(() => import('./routes/home/home'));
const UserInfoPage = lazy(() => import('./routes/profile/user-info'));
const UserManagementPage = lazy(() => import('./routes/admin/user-management'));

const CraftListPage = lazy(() => import('./routes/lists/craft-list'));
const CraftListDeletedPage = lazy(() => import('./routes/lists/craft-list-deleted'));
const TaskListPage = lazy(() => import('./routes/lists/task-list'));
const TaskListDeletedPage = lazy(() => import('./routes/lists/task-list-deleted'));
const CreateTaskPage = lazy(() => import('./routes/create-task/create-task'));
const MapViewPage = lazy(() => import('./routes/map/map-view'));
const CraftRecordPage = lazy(() => import('./routes/records/craft-record'));
const WorkRecordAndTasksPage = lazy(() => import('./routes/records/work-record-and-tasks'));

const PlaceholderPage = lazy(async () => ({
  default: (await import('./routes/placeholders')).PlaceholderPage,
}));

/** Screens delivered by later issues: path, title, and the build flag that enables it. */
const LATER_SCREENS: readonly {
  path: string;
  title: string;
  flag?: keyof TFeatureFlags;
  screen?: TGuardedScreen;
}[] = [
  { path: paths.multiCraftRecord, title: 'Multi-Craft Record', flag: 'multicraft' },
  { path: paths.assignedTasks, title: 'Assigned Tasks' },
  { path: paths.assetList, title: 'Assets' },
  { path: paths.locationList, title: 'Locations' },
  { path: paths.companyList, title: 'Companies' },
  { path: paths.mySites, title: 'My Sites' },
  { path: paths.userPermissions, title: 'User Permissions' },
  { path: paths.inventoryTransactions, title: 'Inventory Transactions' },
  { path: paths.inventoryObjects, title: 'Inventory Objects' },
  { path: paths.kpisDashboard, title: 'KPIs' },
  { path: paths.reportTemplates, title: 'KPIs (v2)', screen: 'report-templates' },
  { path: paths.reports, title: 'Reports' },
  { path: paths.usageMetrics, title: 'Usage Metrics' },
  { path: paths.feedback, title: 'Feedback' },
  { path: paths.checklists, title: 'Checklists' },
  { path: paths.customers, title: 'Customers', flag: 'customers', screen: 'customers' },
  { path: paths.customerEstimate, title: 'Estimate', flag: 'customers', screen: 'estimates' },
  { path: paths.estimates, title: 'Estimates', flag: 'customers', screen: 'estimates' },
  { path: paths.invoices, title: 'Invoices', flag: 'invoices', screen: 'invoices' },
  { path: paths.pricebook, title: 'Price Book', flag: 'pricebook', screen: 'pricebook' },
  { path: paths.scheduling, title: 'Scheduling', flag: 'routing' },
  { path: paths.compliance, title: 'Compliance', flag: 'compliance' },
];

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

export function createAppRouter() {
  return createBrowserRouter(routes);
}
