import { z } from 'zod';
import {
  ZReportConfigIdInput,
  ZReportConfigInput,
  type TReportConfigRow,
  type TReportRunRow,
} from '@craftwork/domain/reports/report-types';
import { siteProcedure } from '../../rpc/init.ts';
import { AppError } from '../../errors.ts';

const notYet = () => {
  throw new AppError('BAD_REQUEST', 'Report configurations are not written yet.');
};

/** Saved report configurations, their schedule and Sent log (/reports, second tab). */
export const reportConfigsRouter = {
  /** The caller's saved configurations. */
  list: siteProcedure.handler(async (): Promise<TReportConfigRow[]> => []),

  /** saveReportConfig: creates (id null) or updates one of the caller's configurations. */
  saveReportConfig: siteProcedure
    .input(ZReportConfigInput)
    .handler((): Promise<{ id: string }> => notYet()),

  /** deleteReportConfig: one of the caller's configurations (its Sent log goes with it). */
  deleteReportConfig: siteProcedure
    .input(ZReportConfigIdInput)
    .handler((): Promise<{ ok: true }> => notYet()),

  /** The Sent log: the scheduled deliveries of the caller's configurations, newest first. */
  sentLog: siteProcedure
    .input(z.object({ configId: z.string().min(1).max(128).nullable().default(null) }))
    .handler(async (): Promise<TReportRunRow[]> => []),
};
