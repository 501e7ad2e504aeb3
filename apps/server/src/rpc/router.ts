import { accountRouter } from '../modules/account/router.ts';
import { dashboardRouter } from '../modules/dashboard/router.ts';
import { downloadRouter } from '../modules/download/router.ts';
import { profileRouter } from '../modules/profile/router.ts';
import { craftRecordsRouter } from '../modules/records/router.ts';
import { sessionRouter } from '../modules/session/router.ts';
import { sitesRouter } from '../modules/sites/router.ts';
import { systemRouter } from '../modules/system/router.ts';
import { tasksRouter } from '../modules/tasks/router.ts';

export const router = {
  system: systemRouter,
  session: sessionRouter,
  account: accountRouter,
  profile: profileRouter,
  sites: sitesRouter,
  download: downloadRouter,
  dashboard: dashboardRouter,
  craftRecords: craftRecordsRouter,
  tasks: tasksRouter,
};

export type AppRouter = typeof router;
