import { showsInstalledScaffolds } from '@craftwork/domain/map/pins';
import type { Scope } from '../../access/scope.ts';
import type { DbOrTx } from '../../db/client.ts';
import {
  listCompletedInstallations,
  listStandingScaffoldPins,
} from './standing-scaffolds.repository.ts';

/** The Map View draws at most this many installed scaffolds (as many as list pins). */
export const STANDING_SCAFFOLD_LIMIT = 2000;

/**
 * The standing scaffolds for the Map View's Installed Scaffolds pins, in the caller's scope and
 * under the global work type: each with its position (its own, else its location's) and its
 * latest completed installation, when the caller may see that task.
 */
export async function listStandingScaffolds(db: DbOrTx, scope: Scope, craftType: number | null) {
  if (!showsInstalledScaffolds(craftType)) return [];
  const records = await listStandingScaffoldPins(db, scope, STANDING_SCAFFOLD_LIMIT);
  const installations =
    records.length === 0
      ? []
      : await listCompletedInstallations(
          db,
          scope,
          records.map((r) => r.id),
        );
  const latest = new Map<string, (typeof installations)[number]>();
  for (const task of installations) {
    if (!latest.has(task.craftRecordId)) latest.set(task.craftRecordId, task);
  }
  return records.map((r) => {
    const installation = latest.get(r.id) ?? null;
    return {
      craftRecordId: r.id,
      title: r.title,
      latitude: r.latitude ?? r.locationLatitude,
      longitude: r.longitude ?? r.locationLongitude,
      locationId: r.locationId,
      locationTitle: r.locationTitle,
      timestampMarkedInstalled: r.timestampMarkedInstalled?.toISOString() ?? null,
      installation: installation && {
        id: installation.id,
        title: installation.title,
        timestampScheduled: installation.timestampScheduled?.toISOString() ?? null,
      },
    };
  });
}
