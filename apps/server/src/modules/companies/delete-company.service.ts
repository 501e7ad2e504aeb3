import { ERROR_REASONS } from '@craftwork/domain/errors/errors';
import { inUseMessage } from '@craftwork/domain/admin/locations';
import type { Scope } from '../../access/scope.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { notifyChange } from '../../live/notify.ts';
import { writeAudit } from '../audit/index.ts';
import { companyUsage, updateCompany } from './companies.repository.ts';
import { requireCompany, valuesOf } from './save-company.service.ts';

/**
 * Deletes (softly) a company nothing uses. One still named by site users, live tasks or craft
 * records, open invitations, or as the site's managing company is refused with what uses it.
 * Its logo files stay: the audit list may name it, and nothing serves a deleted company's logo.
 */
export async function deleteCompany(db: Database, scope: Scope, id: string, now = new Date()) {
  await db.transaction(async (tx) => {
    const row = await requireCompany(tx, scope.siteKey, id);
    const usage = await companyUsage(tx, scope.siteKey, id, now);
    const reason = inUseMessage('company', [
      [usage.siteUsers, 'site user', 'site users'],
      [usage.tasks, 'task', 'tasks'],
      [usage.craftRecords, 'craft record', 'craft records'],
      [usage.invitations, 'open invitation', 'open invitations'],
      [usage.isManagingCompany ? 1 : 0, 'site as its managing company', 'sites'],
    ]);
    if (reason) throw new AppError('CONFLICT', reason, ERROR_REASONS.inUse);
    await updateCompany(tx, id, { deletedAt: now });
    await writeAudit(tx, {
      siteKey: scope.siteKey,
      actorId: scope.userId,
      area: 'companies',
      action: 'deleted',
      targetId: id,
      targetLabel: row.name,
      before: valuesOf(row),
    });
    await notifyChange(tx, { site: scope.siteKey, topics: ['companies'], ids: [id] });
  });
}
