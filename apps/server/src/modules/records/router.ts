import {
  ZCraftRecordListFilter,
  ZCraftRecordListInput,
  ZDeletedCraftRecordListFilter,
  ZDeletedCraftRecordListInput,
  ZRestoreInput,
} from '@craftwork/domain/lists/queries';
import { siteProcedure } from '../../rpc/init.ts';
import * as records from './records.service.ts';

export const craftRecordsRouter = {
  list: siteProcedure
    .input(ZCraftRecordListInput)
    .handler(({ context, input }) => records.listCraftRecords(context.db, context.scope, input)),

  exportCsv: siteProcedure
    .input(ZCraftRecordListFilter)
    .handler(({ context, input }) => records.exportCraftRecords(context.db, context.scope, input)),

  listDeleted: siteProcedure
    .input(ZDeletedCraftRecordListInput)
    .handler(({ context, input }) =>
      records.listDeletedCraftRecords(context.db, context.scope, input),
    ),

  exportDeletedCsv: siteProcedure
    .input(ZDeletedCraftRecordListFilter)
    .handler(({ context, input }) =>
      records.exportDeletedCraftRecords(context.db, context.scope, input),
    ),

  restoreParentRecord: siteProcedure.input(ZRestoreInput).handler(async ({ context, input }) => {
    await records.restoreParentRecord(context.db, context.scope, input.refPath);
    return { ok: true as const };
  }),
};
