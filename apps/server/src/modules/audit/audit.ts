/**
 * The audit module's writer: every administrative change (approval, permissions, company,
 * site settings, locations, companies, assets, invitations) is written here, in the changing
 * transaction, with who made it and the values before and after. Site admins read the list
 * through the audit router.
 */
import { randomUUID } from 'node:crypto';
import type { TAuditAction, TAuditArea } from '@craftwork/domain/admin/audit';
import type { DbOrTx } from '../../db/client.ts';
import { notifyChange } from '../../live/notify.ts';
import { insertAuditEntry } from './audit.repository.ts';

export type AuditEntry = {
  siteKey: string;
  /** The user who made the change; null for an operator command. */
  actorId: string | null;
  area: TAuditArea;
  action: TAuditAction;
  targetId?: string | null;
  /** The changed thing's name at the time of the change. */
  targetLabel?: string;
  /** Only the changed values, before and after; null when created or deleted. */
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
};

/** Writes one audit entry inside the caller's transaction and tells the site's admins. */
export async function writeAudit(tx: DbOrTx, entry: AuditEntry): Promise<void> {
  await insertAuditEntry(tx, {
    id: randomUUID(),
    siteKey: entry.siteKey,
    actorId: entry.actorId,
    area: entry.area,
    action: entry.action,
    targetId: entry.targetId ?? null,
    targetLabel: entry.targetLabel ?? '',
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
  await notifyChange(tx, { site: entry.siteKey, topics: ['audit'] });
}

/**
 * The values of `after` that differ from `before`, as the pair an audit entry keeps; null when
 * nothing changed (the caller then writes no entry).
 */
export function changedValues<T extends Record<string, unknown>>(
  before: T,
  after: Partial<T>,
): { before: Record<string, unknown>; after: Record<string, unknown> } | null {
  const was: Record<string, unknown> = {};
  const now: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(after)) {
    if (value === undefined) continue;
    if (JSON.stringify(before[key]) === JSON.stringify(value)) continue;
    was[key] = before[key] ?? null;
    now[key] = value;
  }
  return Object.keys(now).length ? { before: was, after: now } : null;
}
