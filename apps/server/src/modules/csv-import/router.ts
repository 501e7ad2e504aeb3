import { z } from 'zod';
import { ZImportDelimiter } from '@craftwork/domain/import/delimiter';
import {
  IMPORT_LIMITS,
  ZExistingRecordMode,
  ZImportConstants,
  ZImportKind,
  ZImportMapping,
} from '@craftwork/domain/import/fields';
import { siteAdminProcedure } from '../../rpc/init.ts';
import * as csvImport from './csv-import.service.ts';

// Files up to twice the limit reach the service, which refuses them naming the limit.
const ZCsvFile = z.file().max(IMPORT_LIMITS.maxBytes * 2);
const ZImportInput = z.object({
  kind: ZImportKind,
  file: ZCsvFile,
  mapping: ZImportMapping,
  constants: ZImportConstants.optional(),
  delimiter: ZImportDelimiter.optional(),
  existing: ZExistingRecordMode.optional(),
});

/**
 * CSV import of craft records and tasks (issue 20): site admins, their own site only. Every
 * procedure that reads the file is throttled per user and per site (issue 31).
 */
export const csvImportRouter = {
  /** The fields of a kind on the site and a template CSV with their labels. */
  template: siteAdminProcedure
    .input(z.object({ kind: ZImportKind }))
    .handler(({ context, input }) => csvImport.importTemplate(context.site, input.kind)),

  /**
   * The file read and checked by content: its delimiter (as chosen, else detected), headers,
   * row count, sample rows, proposed mapping.
   */
  inspect: siteAdminProcedure
    .input(z.object({ kind: ZImportKind, file: ZCsvFile, delimiter: ZImportDelimiter.optional() }))
    .handler(({ context, input }) =>
      csvImport.inspectFile(context.db, context.scope, context.site, {
        ...input,
        limitMultiplier: context.env.RATE_LIMIT_MULTIPLIER,
      }),
    ),

  /** Every row checked; nothing written. */
  dryRun: siteAdminProcedure.input(ZImportInput).handler(({ context, input }) =>
    csvImport.dryRun(context.db, context.scope, context.site, {
      ...input,
      limitMultiplier: context.env.RATE_LIMIT_MULTIPLIER,
    }),
  ),

  /** Checked again, then all rows created in one transaction, or none. */
  run: siteAdminProcedure.input(ZImportInput).handler(({ context, input }) =>
    csvImport.runImport(context.db, context.scope, context.site, {
      ...input,
      limitMultiplier: context.env.RATE_LIMIT_MULTIPLIER,
    }),
  ),
};
