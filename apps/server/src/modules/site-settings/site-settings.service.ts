import {
  SITE_SETTINGS_MESSAGES,
  siteSettingsOf,
  storedChanges,
  type TSiteSettings,
  type TSiteSettingsChanges,
} from '@craftwork/domain/site/settings';
import type { Scope } from '../../access/scope.ts';
import type { Database } from '../../db/client.ts';
import { AppError, NOT_AVAILABLE_MESSAGE } from '../../errors.ts';
import { notifyChange } from '../../live/notify.ts';
import { changedValues, writeAudit } from '../audit/index.ts';
import {
  findSiteSettingsRow,
  isSiteCompany,
  writeSiteSettings,
} from './site-settings.repository.ts';

/** The caller's site's settings, defaults filled in. */
export async function getSiteSettings(db: Database, scope: Scope): Promise<TSiteSettings> {
  const site = await findSiteSettingsRow(db, scope.siteKey);
  if (!site) throw new AppError('NOT_FOUND', NOT_AVAILABLE_MESSAGE);
  return siteSettingsOf(site);
}

/**
 * Saves the settings that differ from the site's, in one transaction with the site row locked:
 * the changed columns, the changed customization keys merged into the stored ones (the detail
 * fields' editors write their own keys), one audit entry with the changed values before and
 * after, and a live notice so every open screen of the site reloads the site.
 */
export async function updateSiteSettings(
  db: Database,
  scope: Scope,
  input: TSiteSettingsChanges,
): Promise<{ settings: TSiteSettings; changed: string[] }> {
  return db.transaction(async (tx) => {
    const site = await findSiteSettingsRow(tx, scope.siteKey, true);
    if (!site) throw new AppError('NOT_FOUND', NOT_AVAILABLE_MESSAGE);
    const before = siteSettingsOf(site);
    const changes = changedValues(before, input);
    if (!changes) return { settings: before, changed: [] };
    const managing = (changes.after as TSiteSettingsChanges).managingCompanyId;
    if (managing && !(await isSiteCompany(tx, scope.siteKey, managing))) {
      throw new AppError('BAD_REQUEST', SITE_SETTINGS_MESSAGES.managingCompany);
    }

    const stored = storedChanges(changes.after as TSiteSettingsChanges, site.customizations);
    await writeSiteSettings(tx, scope.siteKey, stored.row, stored.customizations);
    const after = await findSiteSettingsRow(tx, scope.siteKey);
    const settings = after ? siteSettingsOf(after) : before;

    await writeAudit(tx, {
      siteKey: scope.siteKey,
      actorId: scope.userId,
      area: 'siteSettings',
      action: 'updated',
      targetId: scope.siteKey,
      targetLabel: settings.name,
      before: changes.before,
      after: changes.after,
    });
    // Who sees money follows the managing company; billing screens read the site's settings.
    // The compliance lists follow the inspection interval and idle settings.
    await notifyChange(tx, { site: scope.siteKey, topics: ['sites', 'billing', 'compliance'] });
    return { settings, changed: Object.keys(changes.after) };
  });
}
