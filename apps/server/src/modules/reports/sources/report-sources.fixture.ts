import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { sites, tasks, userLocations } from '../../../db/schema.ts';
import { addCraftRecord, type SiteFixture } from '../../../test/fixtures.ts';
import { setInventory } from '../../../test/inventory-fixtures.ts';

/** The report sources tests' site: its time zone, and its records and tasks. */
export const TZ = 'America/Chicago';
export const BULK = 1_205;
export const titles = { r1: 'Scaffold Unit 100', r3: 'Scaffold Area 2', r5: 'Scaffold by B' };

const at = (iso: string) => new Date(iso);

/**
 * Inventory and KPI templates on; contractorA at the first location only. R1: a scaffold
 * installed 10/01 with company A's tasks (open, completed, canceled, an inspection, one without
 * a company); R2: painting at the second location, company B's; R3: a scaffold installed 11/10
 * at the second location; R5: a scaffold company B installed 09/15; and BULK open tasks.
 */
export async function seedReportSite(db: Database, site: SiteFixture) {
  await db
    .update(sites)
    .set({
      timezone: TZ,
      customizations: sql`${sites.customizations} || ${JSON.stringify({ reportTemplatesEnabled: true })}::jsonb`,
    })
    .where(eq(sites.siteKey, site.siteKey));
  await setInventory(db, site.siteKey);
  const [loc0, loc1] = site.locationIds as [string, string];
  const A = site.companyA;
  const B = site.companyB;
  // contractorA selected only the first location.
  await db
    .delete(userLocations)
    .where(
      and(eq(userLocations.userId, site.users.contractorA.id), eq(userLocations.locationId, loc1)),
    );
  // R1: a scaffold installed 10/01 at loc0, company A's tasks.
  await addCraftRecord(
    db,
    site,
    {
      title: titles.r1,
      timestampMarkedInstalled: at('2026-10-01T15:00:00Z'),
      craftDetails: { installed: true, tagNumber: 'T-100' },
    },
    [
      { taskStatus: 20, title: 'a1', timestampCreated: at('2026-11-05T15:00:00Z') },
      {
        taskStatus: 90,
        title: 'a2',
        timestampCreated: at('2026-10-20T15:00:00Z'),
        timestampTaskCompleted: at('2026-11-10T15:00:00Z'),
      },
      { taskStatus: 40, title: 'a3', timestampCreated: at('2026-10-01T15:00:00Z') },
      { taskStatus: 99, title: 'a4', timestampCreated: at('2026-11-06T15:00:00Z') },
      {
        taskStatus: 90,
        title: 'inspection',
        taskType: 13,
        timestampCreated: at('2026-11-19T15:00:00Z'),
        timestampTaskCompleted: at('2026-11-20T15:00:00Z'),
      },
      {
        taskStatus: 20,
        title: 'n1',
        assignedCompanyId: null,
        timestampCreated: at('2026-11-07T15:00:00Z'),
      },
    ],
  );
  // R2: painting at loc1, company B.
  await addCraftRecord(db, site, { craftType: 30, locationId: loc1 }, [
    {
      taskStatus: 20,
      title: 'b1',
      assignedCompanyId: B,
      timestampCreated: at('2026-11-02T15:00:00Z'),
    },
    {
      taskStatus: 90,
      title: 'b2',
      assignedCompanyId: B,
      timestampCreated: at('2026-11-03T15:00:00Z'),
      timestampTaskCompleted: at('2026-11-15T15:00:00Z'),
    },
  ]);
  // R3: a scaffold installed 11/10 at loc1 (out of contractorA's locations).
  await addCraftRecord(
    db,
    site,
    {
      title: titles.r3,
      locationId: loc1,
      craftDetails: { installed: true },
      timestampMarkedInstalled: at('2026-11-10T15:00:00Z'),
    },
    [{ taskStatus: 20, title: 'c1', timestampCreated: at('2026-09-01T15:00:00Z') }],
  );
  // R5: a scaffold company B installed on 09/15.
  await addCraftRecord(
    db,
    site,
    {
      title: titles.r5,
      craftDetails: { installed: true },
      timestampMarkedInstalled: at('2026-09-15T15:00:00Z'),
    },
    [
      {
        taskStatus: 90,
        title: 'b-install',
        assignedCompanyId: B,
        timestampCreated: at('2026-09-01T15:00:00Z'),
        timestampTaskCompleted: at('2026-09-15T15:00:00Z'),
      },
    ],
  );
  // R4: many open tasks of company A (more than one batch).
  const bulk = await addCraftRecord(db, site, { title: 'Bulk' }, []);
  await db.insert(tasks).values(
    Array.from({ length: BULK }, (_, i) => ({
      id: randomUUID(),
      siteKey: site.siteKey,
      craftRecordId: bulk.id,
      title: `Bulk ${String(i).padStart(4, '0')}`,
      taskType: 10,
      taskStatus: 20,
      craftType: 10,
      locationId: loc0,
      assignedCompanyId: A,
      createdBy: site.users.plant.id,
      timestampCreated: new Date(Date.parse('2026-08-01T15:00:00Z') + i * 1000),
    })),
  );
}

/** RFC 4180 lines of a CSV (quoted fields, doubled quotes). */
export function parseCsv(text: string): string[][] {
  const out: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    const next = text[i + 1];
    if (quoted && ch === '"' && next === '"') {
      field += '"';
      i++;
    } else if (quoted && ch === '"') {
      quoted = false;
    } else if (quoted) {
      field += ch;
    } else if (ch === '"') {
      quoted = true;
    } else if (ch === ',') {
      row.push(field);
      field = '';
    } else if (ch === '\r' && next === '\n') {
      row.push(field);
      out.push(row);
      row = [];
      field = '';
      i++;
    } else {
      field += ch;
    }
  }
  return out;
}
