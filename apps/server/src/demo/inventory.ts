import { randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import { CRAFT_TYPE } from '@craftwork/domain/catalogues/craft-types';
import {
  INITIATING_EVENT as EVENT,
  INVENTORY_TRANSACTION_TYPE as TT,
} from '@craftwork/domain/catalogues/inventory';
import { TASK_STATUS } from '@craftwork/domain/catalogues/task-statuses';
import { TASK_TYPE } from '@craftwork/domain/catalogues/task-types';
import { objectLowThreshold } from '@craftwork/domain/inventory/quantities';
import { withSubscription } from '@craftwork/domain/site/subscriptions';
import { siteDateKey } from '@craftwork/domain/time/site-time';
import type { DbOrTx } from '../db/client.ts';
import {
  craftRecords,
  inventoryObjects,
  inventoryStock,
  locations,
  siteUsers,
  sites,
  tasks,
  users,
} from '../db/schema.ts';
import { applyMovements, type MovementLine } from '../modules/inventory-stock/index.ts';

const DAY = 24 * 60 * 60 * 1000;

/** The demo's yard (an existing location, so the demo keeps its eight) and a second store. */
export const DEMO_YARD = 'Dock 3';
const DEMO_SECOND_STORE = 'Tank Farm North';

/**
 * The demo's scaffold material: counted stock at the yard (and some at the second store), and
 * the Low threshold at each. Ladders end up Low once the scaffolds have taken theirs.
 */
const OBJECTS = [
  { title: '21 ft Tube', yard: 1200, store: 300, low: 250, rent: 60 },
  { title: '10 ft Tube', yard: 900, store: 0, low: 150, rent: 40 },
  { title: '5 ft Tube', yard: 600, store: 0, low: 100, rent: 24 },
  { title: '8 ft Plank', yard: 800, store: 200, low: 150, rent: 36 },
  { title: 'Swivel Coupler', yard: 2500, store: 0, low: 400, rent: 120 },
  { title: 'Right-Angle Coupler', yard: 3000, store: 500, low: 500, rent: 160 },
  { title: 'Base Plate', yard: 400, store: 0, low: 60, rent: 12 },
  { title: 'Toe Board (10 ft)', yard: 350, store: 0, low: 50, rent: 16 },
  { title: 'Ladder (12 ft)', yard: 30, store: 0, low: 8, rent: 2 },
] as const;

type DemoObject = (typeof OBJECTS)[number]['title'];

/** Days before `now` each On Rent batch is written (the Rental screen counts from them). */
const RENT_DAYS_AGO = [38, 31, 24, 17, 10, 4];

async function demoUserId(tx: DbOrTx, local: string): Promise<string> {
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, `${local}@craftwork.demo`));
  if (!row) throw new Error(`the demo has no ${local}`);
  return row.id;
}

async function locationId(tx: DbOrTx, siteKey: string, title: string): Promise<string> {
  const [row] = await tx
    .select({ id: locations.id })
    .from(locations)
    .where(
      and(eq(locations.siteKey, siteKey), eq(locations.title, title), isNull(locations.deletedAt)),
    );
  if (!row) throw new Error(`the demo site has no location ${title}`);
  return row.id;
}

/** A scaffold's completed task of a type (its installation, its removal), with the company. */
async function scaffoldTasks(
  tx: DbOrTx,
  siteKey: string,
  taskType: number,
  recordOpen: boolean | null,
  status: number = TASK_STATUS.COMPLETE,
) {
  return tx
    .select({
      recordId: craftRecords.id,
      taskId: tasks.id,
      companyId: tasks.assignedCompanyId,
    })
    .from(tasks)
    .innerJoin(craftRecords, eq(craftRecords.id, tasks.craftRecordId))
    .where(
      and(
        eq(tasks.siteKey, siteKey),
        eq(tasks.craftType, CRAFT_TYPE.SCAFFOLDING),
        eq(tasks.taskType, taskType),
        eq(tasks.taskStatus, status),
        isNull(tasks.deletedAt),
        isNull(craftRecords.deletedAt),
        ...(recordOpen === null ? [] : [eq(craftRecords.open, recordOpen)]),
        ...(taskType === TASK_TYPE.INSTALLATION && status === TASK_STATUS.COMPLETE
          ? [isNotNull(craftRecords.timestampMarkedInstalled)]
          : []),
      ),
    )
    .orderBy(desc(tasks.timestampTaskCompleted), asc(tasks.id));
}

/**
 * The demo site's inventory (issue 14): nine scaffold materials with stock at the yard and a
 * second store, each with a Low threshold, and some six weeks of movements written through
 * the one movement writer: counts, On Rent lines on installed scaffolds (their installation
 * tasks and companies), an Off Rent at a scaffold's removal, a transfer between the two
 * stores and a reserve for a scaffold being built. Ladders end Low. The site admin gets the
 * low-stock e-mails. Does nothing but the subscription when the site has objects already.
 */
export async function seedDemoInventory(
  tx: DbOrTx,
  ctx: { siteKey: string; now?: Date },
): Promise<void> {
  const { siteKey } = ctx;
  const now = ctx.now ?? new Date();
  const adminId = await demoUserId(tx, 'admin');
  const [member] = await tx
    .select({ subscriptions: siteUsers.managementSubscriptions })
    .from(siteUsers)
    .where(and(eq(siteUsers.siteKey, siteKey), eq(siteUsers.userId, adminId)));
  await tx
    .update(siteUsers)
    .set({
      managementSubscriptions: withSubscription(member?.subscriptions, 'inventoryLowStock', true),
    })
    .where(and(eq(siteUsers.siteKey, siteKey), eq(siteUsers.userId, adminId)));

  const [existing] = await tx
    .select({ n: count() })
    .from(inventoryObjects)
    .where(eq(inventoryObjects.siteKey, siteKey));
  if ((existing?.n ?? 0) > 0) return;

  const [site] = await tx
    .select({ timeZone: sites.timezone })
    .from(sites)
    .where(eq(sites.siteKey, siteKey));
  if (!site) throw new Error(`site ${siteKey} is missing`);
  const plantId = await demoUserId(tx, 'plant');
  const yard = await locationId(tx, siteKey, DEMO_YARD);
  const store = await locationId(tx, siteKey, DEMO_SECOND_STORE);
  const start = new Date(now.getTime() - 42 * DAY);

  // The objects, with their thresholds per location; quantities come from the counts below.
  const ids = new Map<DemoObject, string>();
  for (const spec of OBJECTS) {
    const id = randomUUID();
    ids.set(spec.title, id);
    const stores = [
      { locationId: yard, low: spec.low },
      // The second store keeps no threshold of its own: the yard's is the object's.
      ...(spec.store > 0 ? [{ locationId: store, low: null }] : []),
    ];
    await tx.insert(inventoryObjects).values({
      id,
      siteKey,
      title: spec.title,
      lowQuantityThreshold: objectLowThreshold(stores.map((s) => s.low)),
      createdBy: plantId,
      createdAt: start,
      lastModifiedBy: plantId,
      timestampLastModified: start,
    });
    await tx.insert(inventoryStock).values(
      stores.map((s) => ({
        id: randomUUID(),
        siteKey,
        objectId: id,
        locationId: s.locationId,
        lowQuantityThreshold: s.low,
      })),
    );
  }
  const idOf = (title: DemoObject) => ids.get(title) ?? '';

  const write = (daysAgo: number, userId: string, lines: MovementLine[]) =>
    applyMovements(
      tx,
      { siteKey, userId, timeZone: site.timeZone, now: new Date(now.getTime() - daysAgo * DAY) },
      lines,
    );

  // Six weeks ago: the first count.
  await write(
    42,
    plantId,
    OBJECTS.flatMap((spec) => [
      {
        objectId: idOf(spec.title),
        locationId: yard,
        type: TT.CORRECTION_AVAILABLE,
        value: spec.yard,
        companyId: null,
        reason: 'count',
      },
      ...(spec.store > 0
        ? [
            {
              objectId: idOf(spec.title),
              locationId: store,
              type: TT.CORRECTION_AVAILABLE,
              value: spec.store,
              companyId: null,
              reason: 'count',
            },
          ]
        : []),
    ]),
  );

  // On Rent: the most recently installed scaffolds took material from the yard.
  const installed = (await scaffoldTasks(tx, siteKey, TASK_TYPE.INSTALLATION, true)).slice(
    0,
    RENT_DAYS_AGO.length,
  );
  for (const [i, scaffold] of installed.entries()) {
    const daysAgo = RENT_DAYS_AGO[i] ?? 1;
    // Each scaffold takes a different mix; ladders go to every one.
    const taken = OBJECTS.filter((_, k) => (k + i) % 3 !== 0 || k === OBJECTS.length - 1);
    await write(
      daysAgo,
      plantId,
      taken.map((spec) => ({
        objectId: idOf(spec.title),
        locationId: yard,
        type: TT.ON_RENT_FROM_LAYDOWN_YARD,
        value: spec.rent + i * Math.ceil(spec.rent / 6),
        initiatingEvent: EVENT.INSTALLATION_COMPLETE,
        companyId: scaffold.companyId,
        parentRecordId: scaffold.recordId,
        taskId: scaffold.taskId,
      })),
    );
  }

  // Off Rent: a scaffold (a removed one when there is one) had material on rent until its
  // removal.
  const removals = await scaffoldTasks(tx, siteKey, TASK_TYPE.REMOVAL, null);
  const removed =
    removals.find((r) => !installed.some((i) => i.recordId === r.recordId)) ?? removals[0];
  if (removed) {
    const onRent = (['21 ft Tube', '8 ft Plank', 'Swivel Coupler'] as const).map((title) => ({
      objectId: idOf(title),
      locationId: yard,
      value: title === 'Swivel Coupler' ? 48 : 20,
      companyId: removed.companyId,
      parentRecordId: removed.recordId,
    }));
    await write(
      36,
      plantId,
      onRent.map((l) => ({ ...l, type: TT.ON_RENT_FROM_LAYDOWN_YARD })),
    );
    const offDate = new Date(now.getTime() - 12 * DAY);
    await write(
      12,
      plantId,
      onRent.map((l) => ({
        ...l,
        type: TT.OFF_RENT_TO_LAYDOWN_YARD,
        initiatingEvent: EVENT.REMOVAL_COMPLETE,
        taskId: removed.taskId,
        rentStopDate: siteDateKey(offDate, site.timeZone),
      })),
    );
  }

  // A transfer: planks and tubes sent from the yard to the second store.
  for (const [title, value] of [
    ['8 ft Plank', 100],
    ['21 ft Tube', 150],
  ] as const) {
    const pairId = randomUUID();
    await write(20, plantId, [
      {
        objectId: idOf(title),
        locationId: yard,
        type: TT.SENT_TO_OTHER_LOCATION,
        value,
        companyId: null,
        pairId,
      },
      {
        objectId: idOf(title),
        locationId: store,
        type: TT.RECEIVED_FROM_OTHER_LOCATION,
        value,
        companyId: null,
        pairId,
      },
    ]);
  }

  // A reserve: material set aside when a scaffold installation started.
  const [building] = await scaffoldTasks(
    tx,
    siteKey,
    TASK_TYPE.INSTALLATION,
    true,
    TASK_STATUS.IN_PROGRESS,
  );
  if (building) {
    await write(
      2,
      plantId,
      (['10 ft Tube', 'Right-Angle Coupler', 'Base Plate'] as const).map((title) => ({
        objectId: idOf(title),
        locationId: yard,
        type: TT.RESERVE,
        value: title === 'Right-Angle Coupler' ? 64 : 16,
        initiatingEvent: EVENT.START,
        companyId: building.companyId,
        parentRecordId: building.recordId,
        taskId: building.taskId,
      })),
    );
  }

  // A damaged-material correction found at the last count.
  await write(1, plantId, [
    {
      objectId: idOf('Toe Board (10 ft)'),
      locationId: yard,
      type: TT.CORRECTION_AVAILABLE,
      value: -6,
      companyId: null,
      reason: 'damaged',
    },
  ]);
}
