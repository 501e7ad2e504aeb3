import { z } from 'zod';
import {
  ZReportConfigIdInput,
  ZReportConfigInput,
  type TReportConfigRow,
  type TReportRunRow,
} from '@craftwork/domain/reports/report-types';
import { siteProcedure } from '../../rpc/init.ts';
import {
  deleteReportConfig,
  listReportConfigs,
  listSentLog,
  saveReportConfig,
} from './report-configs.service.ts';

/**
 * Saved report configurations, their schedule and Sent log (/reports, second tab). Every
 * approved member keeps their own; another member's configuration answers "not available".
 */
export const reportConfigsRouter = {
  /** The caller's saved configurations. */
  list: siteProcedure.handler(({ context }): Promise<TReportConfigRow[]> =>
    listReportConfigs(context.db, context.scope, context.site),
  ),

  /** saveReportConfig: creates (id null) or updates one of the caller's configurations. */
  saveReportConfig: siteProcedure
    .input(ZReportConfigInput)
    .handler(({ context, input }): Promise<{ id: string }> =>
      saveReportConfig(context.db, context.scope, context.site, input),
    ),

  /** deleteReportConfig: one of the caller's configurations (its Sent log goes with it). */
  deleteReportConfig: siteProcedure
    .input(ZReportConfigIdInput)
    .handler(async ({ context, input }): Promise<{ ok: true }> => {
      await deleteReportConfig(context.db, context.scope, input.reportConfigId);
      return { ok: true };
    }),

  /** The Sent log: the scheduled deliveries of the caller's configurations, newest first. */
  sentLog: siteProcedure
    .input(z.object({ configId: z.string().min(1).max(128).nullable().default(null) }))
    .handler(({ context, input }): Promise<TReportRunRow[]> =>
      listSentLog(context.db, context.scope, input.configId),
    ),
};
