import { or, sql } from 'drizzle-orm';
import { mayUpdateRecord } from '@craftwork/domain/access/ownership';
import type { Scope } from '../../access/scope.ts';
import { attachments } from '../../db/schema.ts';
import { AppError, PERMISSION_ERROR_MESSAGE } from '../../errors.ts';
import type { CraftRecord } from './craft-record.repository.ts';

/* What the record use cases share: who may change a record, and where its files are served. */

/** "Edit Requests (created by others)": creators may always change their own records. */
export function requireRecordUpdate(scope: Scope, record: CraftRecord) {
  if (!mayUpdateRecord(scope, record)) {
    throw new AppError('FORBIDDEN', PERMISSION_ERROR_MESSAGE);
  }
}

/** Attachments a company user may see: authorized for their company, or for everyone. */
export function attachmentScope(scope: Scope) {
  if (scope.isPlantPersonnel) return undefined;
  return or(
    sql`cardinality(${attachments.authorizedCompanies}) = 0`,
    sql`${scope.companyId ?? ''} = any(${attachments.authorizedCompanies})`,
  );
}

export function photoUrl(photoId: string, size: 'full' | 'reduced' | 'thumb') {
  return `/api/files/photos/${photoId}/${size}`;
}
