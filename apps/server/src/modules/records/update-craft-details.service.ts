import { EVENT_TYPE } from '@craftwork/domain/catalogues/event-types';
import { changedDetails } from '@craftwork/domain/details/fields';
import { validateDetailsUpdate } from '@craftwork/domain/details/keys';
import { parseRefPath } from '@craftwork/domain/lists/queries';
import { craftDetailFields } from '@craftwork/domain/site/customizations';
import type { TUpdateCraftDetailsInput } from '@craftwork/domain/tasks/schemas';
import type { Scope } from '../../access/scope.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { notifyChange } from '../../live/notify.ts';
import type { SiteSource } from '../../site-config/site-config.ts';
import { findSiteAsset } from '../sites/index.ts';
import { writeRecordEvent } from '../events/index.ts';
import { requireCraftRecord, NOT_AVAILABLE } from './craft-record.repository.ts';
import { requireRecordUpdate } from './record-access.ts';
import {
  findSiteLocation,
  updateCraftRecordFields,
  type CraftRecordUpdate,
} from './record-writes.repository.ts';

/** updateCraftDetails: only changed fields are saved, each with its event (40, 41, 44–47). */
export async function updateCraftDetails(
  db: Database,
  scope: Scope,
  loadSite: SiteSource,
  input: TUpdateCraftDetailsInput,
  now = new Date(),
) {
  const ref = parseRefPath(input.refPath);
  if (!ref || ref.collection !== 'parentRecords' || ref.siteKey !== scope.siteKey)
    throw new AppError('NOT_FOUND', NOT_AVAILABLE);
  // Read before the transaction (which then holds the request's one connection).
  const site = input.craftDetails ? await loadSite() : null;
  await db.transaction(async (tx) => {
    const record = await requireCraftRecord(tx, scope, ref.id, true);
    requireRecordUpdate(scope, record);
    const update: CraftRecordUpdate = {};
    const changes: number[] = [];
    if (input.title !== undefined && input.title !== record.title) {
      update.title = input.title;
      changes.push(EVENT_TYPE.UPDATED_TITLE);
    }
    if (input.description !== undefined && input.description !== record.description) {
      update.description = input.description;
      changes.push(EVENT_TYPE.UPDATED_DESCRIPTION);
    }
    if (input.locationId !== undefined && input.locationId !== record.locationId) {
      if (input.locationId) {
        const location = await findSiteLocation(tx, scope.siteKey, input.locationId);
        if (!location) throw new AppError('BAD_REQUEST', NOT_AVAILABLE);
      }
      update.locationId = input.locationId;
      changes.push(EVENT_TYPE.CHANGED_LOCATION);
    }
    if (input.assetId !== undefined && input.assetId !== record.assetId) {
      if (input.assetId) {
        const asset = await findSiteAsset(tx, scope.siteKey, input.assetId);
        if (!asset) throw new AppError('BAD_REQUEST', NOT_AVAILABLE);
      }
      update.assetId = input.assetId;
      changes.push(EVENT_TYPE.CHANGED_ASSET);
    }
    if (
      input.mapLocation &&
      (input.mapLocation.latitude !== record.latitude ||
        input.mapLocation.longitude !== record.longitude)
    ) {
      update.latitude = input.mapLocation.latitude;
      update.longitude = input.mapLocation.longitude;
      changes.push(EVENT_TYPE.UPDATED_LOCATION_ON_MAP);
    }
    if (input.craftDetails && site) {
      const merged = { ...record.craftDetails, ...input.craftDetails };
      if (Object.keys(changedDetails(record.craftDetails, merged)).length > 0) {
        const result = validateDetailsUpdate(
          craftDetailFields(site.config, record.craftType),
          record.craftDetails,
          input.craftDetails,
        );
        if (!result.success) throw new AppError('BAD_REQUEST', result.message);
        update.craftDetails = result.details;
        changes.push(EVENT_TYPE.CRAFT_RECORD_DETAILS_UPDATED);
      }
    }
    if (changes.length === 0) return;
    await updateCraftRecordFields(tx, record.id, update, scope.userId, now);
    for (const eventType of changes) {
      await writeRecordEvent(tx, {
        siteKey: scope.siteKey,
        eventType,
        craftRecordId: record.id,
        title: update.title ?? record.title,
        createdBy: scope.userId,
      });
    }
    await notifyChange(tx, {
      site: scope.siteKey,
      topics: ['craftRecords', 'tasks'],
      ids: [record.id],
    });
  });
}
