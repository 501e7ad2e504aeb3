import { mayUpdateRecord } from '@craftwork/domain/access/ownership';
import type { Scope } from '../../access/scope.ts';
import { AppError, PERMISSION_ERROR_MESSAGE } from '../../errors.ts';
import type { CraftRecord } from './craft-record.repository.ts';

/* What the record use cases share: who may change a record, and where its files are served. */

/** "Edit Requests (created by others)": creators may always change their own records. */
export function requireRecordUpdate(scope: Scope, record: CraftRecord) {
  if (!mayUpdateRecord(scope, record)) {
    throw new AppError('FORBIDDEN', PERMISSION_ERROR_MESSAGE);
  }
}

export function photoUrl(photoId: string, size: 'full' | 'reduced' | 'thumb') {
  return `/api/files/photos/${photoId}/${size}`;
}
