// The large-data generator: a site with realistic craft records and tasks at tens of thousands of
// rows per second. Small things (site, locations, companies, people) go through the server's own
// services; the bulk goes through COPY in one transaction, formatted here in PostgreSQL's text
// format, 5,000 rows per write.
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { and, count, eq, isNull } from 'drizzle-orm';
import type { PoolClient } from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { PERMISSION_PRESETS, type TPermissions } from '@craftwork/domain/access/permissions';
import { CRAFT_TYPE } from '@craftwork/domain/catalogues/craft-types';
import { EVENT_TYPE } from '@craftwork/domain/catalogues/event-types';
import {
  TASK_STATUS,
  TASK_STATUSES,
  isOpenStatus,
} from '@craftwork/domain/catalogues/task-statuses';
import {
  TASK_TYPE,
  VALID_TASK_TYPES_BY_CRAFT,
  taskTypeName,
} from '@craftwork/domain/catalogues/task-types';
import {
  addMember,
  createDatabase,
  createSite,
  createVerifiedUser,
  migrateWithLock,
  schema,
  seededRandom,
  type DbOrTx,
} from '../../apps/server/src/public.ts';

const { accounts, companies, craftRecords, locations, sites, tasks, userLocations } = schema;

export const BENCH_SITE_KEY = 'BENCH';
export const BENCH_PASSWORD = 'craftwork-bench';

export type TLargeSiteInput = {
  siteKey?: string;
  tasks: number;
  records: number;
  /** Extra approved plant users (load-test people), besides the admin, plant user and foremen. */
  users?: number;
  now?: Date;
  seed?: number;
  log?: (message: string) => void;
};

export type TLargeSite = {
  siteKey: string;
  password: string;
  adminEmail: string;
  plantEmail: string;
  /** The extra plant users, in order. */
  userEmails: string[];
  rows: { craftRecords: number; tasks: number; events: number; taskSubscribers: number };
  totalRows: number;
  /** Generating, copying and committing the bulk rows. */
  seconds: number;
  rowsPerSecond: number;
};

const DAY = 86_400_000;
const ROWS_PER_WRITE = 5_000;

/** Deterministic pseudo-random numbers, the demo's generator, so every generated site looks alike. */
export const rng = seededRandom;

// Half of the records are scaffolding, as at a typical plant; the rest spread over crafts that
// offer task types in the catalogue.
const CRAFT_MIX = [
  CRAFT_TYPE.SCAFFOLDING,
  CRAFT_TYPE.INSULATION,
  CRAFT_TYPE.WATERBLASTING,
  CRAFT_TYPE.PAINTING,
  CRAFT_TYPE.CLEANING,
  CRAFT_TYPE.HVAC,
  CRAFT_TYPE.ELECTRICAL,
] as const;

const RECORD_TITLES: Record<number, readonly string[]> = {
  [CRAFT_TYPE.SCAFFOLDING]: [
    'Pipe rack access',
    'Exchanger platform',
    'Tower ring scaffold',
    'Valve station access',
    'Pump deck',
    'Tank roof access',
  ],
  [CRAFT_TYPE.INSULATION]: ['Steam line re-lag', 'Tank roof insulation', 'Heater flue jacket'],
  [CRAFT_TYPE.WATERBLASTING]: ['Exchanger bundle blast', 'Sump clean-out', 'Drain line blast'],
  [CRAFT_TYPE.PAINTING]: ['Handrail recoat', 'Tank shell touch-up', 'Structural steel coating'],
  [CRAFT_TYPE.CLEANING]: ['Control room clean', 'Spill clean-up', 'Warehouse sweep'],
  [CRAFT_TYPE.HVAC]: ['Control room AC unit', 'Substation ventilation', 'Lab fume hood'],
  [CRAFT_TYPE.ELECTRICAL]: ['Lighting circuit', 'Motor starter', 'Heat trace panel'],
};

const LOCATION_AREAS = [
  ['Crude Unit', 'Operations'],
  ['Cat Cracker', 'Operations'],
  ['Hydrotreater', 'Operations'],
  ['Tank Farm', 'Logistics'],
  ['Boiler House', 'Utilities'],
  ['Cooling Tower', 'Utilities'],
  ['Dock', 'Logistics'],
  ['Flare Area', 'Operations'],
] as const;

const COMPANY_SPECS: { name: string; craftTypes: number[] }[] = [
  { name: 'Apex Scaffold Services', craftTypes: [CRAFT_TYPE.SCAFFOLDING, CRAFT_TYPE.INSULATION] },
  { name: 'Brightline Coatings', craftTypes: [CRAFT_TYPE.PAINTING, CRAFT_TYPE.INSULATION] },
  { name: 'Clearwater Cleaning', craftTypes: [CRAFT_TYPE.CLEANING, CRAFT_TYPE.WATERBLASTING] },
  {
    name: 'Delta Plant Services',
    craftTypes: [CRAFT_TYPE.SCAFFOLDING, CRAFT_TYPE.WATERBLASTING, CRAFT_TYPE.PAINTING],
  },
  { name: 'Eastside Electric', craftTypes: [CRAFT_TYPE.ELECTRICAL, CRAFT_TYPE.HVAC] },
  { name: 'Frontier Access', craftTypes: [CRAFT_TYPE.SCAFFOLDING] },
  { name: 'Gulf Insulation', craftTypes: [CRAFT_TYPE.INSULATION] },
  { name: 'Harbor Mechanical', craftTypes: [CRAFT_TYPE.HVAC, CRAFT_TYPE.CLEANING] },
  { name: 'Ironclad Industrial', craftTypes: [CRAFT_TYPE.SCAFFOLDING, CRAFT_TYPE.PAINTING] },
  { name: 'Jetstream Hydro', craftTypes: [CRAFT_TYPE.WATERBLASTING, CRAFT_TYPE.CLEANING] },
  { name: 'Keystone Electrical', craftTypes: [CRAFT_TYPE.ELECTRICAL] },
  { name: 'Lakeside Painting', craftTypes: [CRAFT_TYPE.PAINTING] },
];

// How often each status occurs on a live site: most work is done, a good share is open.
const STATUS_WEIGHTS: [number, number][] = [
  [TASK_STATUS.AWAITING_ESTIMATE, 2],
  [TASK_STATUS.AWAITING_REVIEW, 2],
  [TASK_STATUS.AWAITING_APPROVAL, 3],
  [TASK_STATUS.AWAITING_SCHEDULE, 5],
  [TASK_STATUS.AWAITING_PARTS, 2],
  [TASK_STATUS.SCHEDULED, 8],
  [TASK_STATUS.AWAITING, 6],
  [TASK_STATUS.IN_ROUTE, 2],
  [TASK_STATUS.IN_PROGRESS, 7],
  [TASK_STATUS.ON_HOLD, 3],
  [TASK_STATUS.AWAITING_PAYMENT, 2],
  [TASK_STATUS.COMPLETE, 52],
  [TASK_STATUS.CANCELED, 6],
];
const STATUS_TABLE = STATUS_WEIGHTS.flatMap(([code, weight]) =>
  Array.from({ length: weight }, () => code),
);
const STARTED_STATUSES = new Set<number>([
  TASK_STATUS.IN_PROGRESS,
  TASK_STATUS.ON_HOLD,
  TASK_STATUS.AWAITING_PAYMENT,
  TASK_STATUS.COMPLETE,
]);
const MOVED_STATUSES = new Set<number>([
  TASK_STATUS.SCHEDULED,
  TASK_STATUS.IN_ROUTE,
  TASK_STATUS.IN_PROGRESS,
  TASK_STATUS.ON_HOLD,
  TASK_STATUS.AWAITING_PAYMENT,
  TASK_STATUS.COMPLETE,
  TASK_STATUS.CANCELED,
]);

type TCopyValue = string | number | boolean | Date | null | undefined;

/** One value in COPY text format. */
function field(value: TCopyValue): string {
  if (value === null || value === undefined) return '\\N';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'boolean') return value ? 't' : 'f';
  if (typeof value === 'number') return String(value);
  return value.replace(/[\\\t\n\r]/g, (c) =>
    c === '\\' ? '\\\\' : c === '\t' ? '\\t' : c === '\n' ? '\\n' : '\\r',
  );
}

const line = (values: TCopyValue[]) => values.map(field).join('\t') + '\n';
/** Array literal for ids and codes (no element ever needs quoting). */
const arrayLiteral = (items: readonly (string | number)[]) => `{${items.join(',')}}`;

/** Streams preformatted lines into a table, ROWS_PER_WRITE lines per write. */
async function copyLines(client: PoolClient, table: string, columns: string[], lines: string[]) {
  function* chunks() {
    for (let i = 0; i < lines.length; i += ROWS_PER_WRITE) {
      yield lines.slice(i, i + ROWS_PER_WRITE).join('');
    }
  }
  const target = client.query(copyFrom(`COPY ${table} (${columns.join(', ')}) FROM STDIN`));
  await pipeline(Readable.from(chunks()), target);
}

type TPeople = {
  adminEmail: string;
  plantEmail: string;
  userEmails: string[];
  creators: { id: string; name: string }[];
};

/** Site, locations, companies and people: created when missing, reused when present. */
async function ensureSite(
  tx: DbOrTx,
  siteKey: string,
  extraUsers: number,
): Promise<TPeople & { locationIds: string[]; companyCrafts: Map<string, number[]> }> {
  const existing = await tx.query.sites.findFirst({ where: eq(sites.siteKey, siteKey) });
  if (!existing) {
    await createSite(tx, {
      siteKey,
      name: `Bench Refinery ${siteKey}`,
      timezone: 'America/Chicago',
      latitude: 29.7355,
      longitude: -95.2127,
      validCraftTypes: [...CRAFT_MIX],
      customizations: {
        craftDetails: {
          [CRAFT_TYPE.SCAFFOLDING]: {
            tagNumber: { key: 'tagNumber', title: 'Tag Number', type: 'string' },
            workOrder: { key: 'workOrder', title: 'Work Order', type: 'string' },
            purchaseOrder: { key: 'purchaseOrder', title: 'PO & Release #', type: 'string' },
            legFeet: { key: 'legFeet', title: 'Leg Feet', type: 'number' },
          },
        },
      },
    });
  }
  const liveLocations = () =>
    tx
      .select({ id: locations.id })
      .from(locations)
      .where(and(eq(locations.siteKey, siteKey), isNull(locations.deletedAt)));
  let locationIds = (await liveLocations()).map((l) => l.id);
  if (!locationIds.length) {
    const rows = Array.from({ length: 24 }, (_, i) => {
      const [area, department] = LOCATION_AREAS[i % LOCATION_AREAS.length]!;
      return {
        id: randomUUID(),
        siteKey,
        title: `${area} ${Math.floor(i / LOCATION_AREAS.length) + 1}`,
        department,
        latitude: 29.7355 + (i % 6) * 0.0012,
        longitude: -95.2127 + Math.floor(i / 6) * 0.0015,
      };
    });
    await tx.insert(locations).values(rows);
    locationIds = rows.map((r) => r.id);
  }
  const liveCompanies = () =>
    tx
      .select({ id: companies.id, craftTypes: companies.craftTypes })
      .from(companies)
      .where(and(eq(companies.siteKey, siteKey), isNull(companies.deletedAt)));
  let companyRows = await liveCompanies();
  if (!companyRows.length) {
    await tx
      .insert(companies)
      .values(COMPANY_SPECS.map((c) => ({ id: randomUUID(), siteKey, ...c })));
    companyRows = await liveCompanies();
  }

  const domain = 'craftwork.bench';
  const site = siteKey.toLowerCase();
  const adminEmail = `admin.${site}@${domain}`;
  const plantEmail = `plant.${site}@${domain}`;
  // Hash the password once (scrypt is deliberately slow), then reuse the hash for everyone.
  const adminId = await createVerifiedUser(tx, {
    email: adminEmail,
    password: BENCH_PASSWORD,
    displayName: `Bench Admin ${siteKey}`,
    jobTitle: 'Site Administrator',
  });
  const [credential] = await tx
    .select({ password: accounts.password })
    .from(accounts)
    .where(eq(accounts.userId, adminId));
  const hash = credential?.password ?? undefined;
  const people: {
    email: string;
    name: string;
    permissions: TPermissions;
    companyId: string | null;
  }[] = [
    {
      email: adminEmail,
      name: `Bench Admin ${siteKey}`,
      permissions: PERMISSION_PRESETS.siteAdmin,
      companyId: null,
    },
    {
      email: plantEmail,
      name: `Bench Plant ${siteKey}`,
      permissions: PERMISSION_PRESETS.plantUser,
      companyId: null,
    },
    ...companyRows.map((c, i) => ({
      email: `foreman${i + 1}.${site}@${domain}`,
      name: `Bench Foreman ${i + 1}`,
      permissions: PERMISSION_PRESETS.foreman,
      companyId: c.id,
    })),
  ];
  const userEmails = Array.from(
    { length: extraUsers },
    (_, i) => `user${String(i + 1).padStart(3, '0')}.${site}@${domain}`,
  );
  people.push(
    ...userEmails.map((email, i) => ({
      email,
      name: `Bench User ${i + 1}`,
      permissions: PERMISSION_PRESETS.plantUser,
      companyId: null,
    })),
  );
  const creators: { id: string; name: string }[] = [];
  for (const person of people) {
    const id = await createVerifiedUser(
      tx,
      {
        email: person.email,
        password: BENCH_PASSWORD,
        displayName: person.name,
        companyName: `Bench Refinery ${siteKey}`,
        department: 'Maintenance',
        phone: '555-0100',
      },
      hash,
    );
    await addMember(tx, {
      siteKey,
      userId: id,
      approved: true,
      permissions: person.permissions,
      companyId: person.companyId,
    });
    await tx
      .insert(userLocations)
      .values(locationIds.map((locationId) => ({ siteKey, userId: id, locationId, value: true })))
      .onConflictDoNothing();
    if (creators.length < 2 + companyRows.length) creators.push({ id, name: person.name });
  }
  return {
    adminEmail,
    plantEmail,
    userEmails,
    creators,
    locationIds,
    companyCrafts: new Map(companyRows.map((c) => [c.id, c.craftTypes])),
  };
}

type TRecordDraft = {
  id: string;
  number: number;
  craftType: number;
  title: string;
  locationId: string;
  createdBy: string;
  created: number;
  lastModified: number;
  details: Record<string, unknown>;
  open: number;
  closed: number;
  openTypes: Set<number>;
  closedTypes: Set<number>;
  companies: Set<string>;
  installedAt: number | null;
  removedAt: number | null;
};

/**
 * Fills a site (created when missing) with craft records and tasks spread over two years, every
 * status represented, task types valid for each craft, counters following from the tasks.
 * Migrates the database first.
 */
export async function seedLargeSite(
  databaseUrl: string,
  input: TLargeSiteInput,
): Promise<TLargeSite> {
  const siteKey = input.siteKey ?? BENCH_SITE_KEY;
  const log = input.log ?? (() => {});
  const now = (input.now ?? new Date()).getTime();
  const random = rng(input.seed ?? 20_260_615);
  await migrateWithLock(databaseUrl);
  const { db, pool } = createDatabase(databaseUrl, { max: 2 });
  try {
    const setup = await db.transaction((tx) => ensureSite(tx, siteKey, input.users ?? 0));
    const [existingRecords] = await db
      .select({ n: count() })
      .from(craftRecords)
      .where(eq(craftRecords.siteKey, siteKey));
    const numberOffset = existingRecords?.n ?? 0;
    const creatorNames = new Map(setup.creators.map((c) => [c.id, c.name]));
    const creatorIds = setup.creators.map((c) => c.id);
    const companyIds = [...setup.companyCrafts.keys()];
    const capableByCraft = new Map<number, string[]>(
      CRAFT_MIX.map((craft) => {
        const capable = companyIds.filter((c) => setup.companyCrafts.get(c)?.includes(craft));
        return [craft, capable.length ? capable : companyIds];
      }),
    );
    log(`generating ${input.records} craft records and ${input.tasks} tasks for ${siteKey}...`);

    const started = performance.now();
    const records: TRecordDraft[] = [];
    for (let i = 0; i < input.records; i++) {
      const number = numberOffset + i + 1;
      const craftType = random.next() < 0.5 ? CRAFT_TYPE.SCAFFOLDING : random.pick(CRAFT_MIX);
      // Created over the last two years, most recent work slightly more common.
      const ageDays = Math.floor(730 * Math.pow(random.next(), 1.2));
      const created = now - ageDays * DAY - random.int(0, 86_000) * 1000;
      const scaffold = craftType === CRAFT_TYPE.SCAFFOLDING;
      const details: Record<string, unknown> = {
        ...(scaffold && random.next() > 0.1 ? { tagNumber: `SC-${100000 + number}` } : {}),
        workOrder: `WO-${400000 + number * 7}`,
        ...(random.next() > 0.5 ? { purchaseOrder: `PO-${90000 + number}` } : {}),
        ...(scaffold ? { legFeet: random.int(8, 400) } : {}),
      };
      records.push({
        id: randomUUID(),
        number,
        craftType,
        title: `${random.pick(RECORD_TITLES[craftType] ?? ['Work record'])} - ${String(number).padStart(6, '0')}`,
        locationId: random.pick(setup.locationIds),
        createdBy: random.pick(creatorIds),
        created,
        lastModified: created,
        details,
        open: 0,
        closed: 0,
        openTypes: new Set(),
        closedTypes: new Set(),
        companies: new Set(),
        installedAt: null,
        removedAt: null,
      });
    }

    const taskLines: string[] = [];
    const eventLines: string[] = [];
    const subscriberLines: string[] = [];
    for (const r of records) {
      eventLines.push(
        line([
          randomUUID(),
          siteKey,
          EVENT_TYPE.CRAFT_RECORD_CREATED,
          r.id,
          null,
          null,
          null,
          r.title,
          r.createdBy,
          new Date(r.created),
        ]),
      );
    }
    const allStatuses = TASK_STATUSES.map((s) => s.code);
    for (let i = 0; i < input.tasks && records.length; i++) {
      // Every record gets a first task; the rest land on random records.
      const record = i < records.length ? records[i]! : records[random.int(0, records.length - 1)]!;
      const taskTypes = VALID_TASK_TYPES_BY_CRAFT[record.craftType] ?? [TASK_TYPE.REPAIR];
      const taskType =
        i < records.length && taskTypes.includes(TASK_TYPE.INSTALLATION)
          ? TASK_TYPE.INSTALLATION
          : random.pick(taskTypes);
      const status: number =
        i < allStatuses.length * 10
          ? allStatuses[i % allStatuses.length]!
          : random.pick(STATUS_TABLE);
      const company = random.pick(capableByCraft.get(record.craftType) ?? companyIds);
      const created = Math.min(
        now - random.int(1, 48) * 3_600_000,
        record.created + random.int(0, 60) * DAY,
      );
      const nextOpportunity = status === TASK_STATUS.AWAITING && random.next() < 0.15;
      const urgent = !nextOpportunity && random.next() < 0.12;
      const isOpen = isOpenStatus(status);
      const scheduled =
        status === TASK_STATUS.AWAITING_SCHEDULE || nextOpportunity
          ? null
          : isOpen
            ? now + random.int(-20, 20) * DAY
            : created + random.int(0, 14) * DAY;
      const startedAt = STARTED_STATUSES.has(status)
        ? Math.min(now - 3_600_000, created + DAY)
        : null;
      const completed =
        status === TASK_STATUS.COMPLETE && startedAt !== null
          ? Math.min(now - 1_800_000, startedAt + random.int(0, 40) * DAY)
          : null;
      const closedAt =
        status === TASK_STATUS.CANCELED
          ? Math.min(now - 3_600_000, created + random.int(1, 10) * DAY)
          : null;
      const lastModified = completed ?? closedAt ?? startedAt ?? created;
      const createdBy = random.pick(creatorIds);
      const id = randomUUID();
      const typeName = taskTypeName(taskType);
      const title = `${typeName} - ${String(record.number).padStart(6, '0')}`;
      taskLines.push(
        line([
          id,
          siteKey,
          record.id,
          title,
          `${typeName} for ${record.title}.`,
          status,
          taskType,
          record.craftType,
          record.locationId,
          company,
          urgent,
          nextOpportunity,
          random.next() > 0.3 ? `WO-${500000 + i}` : null,
          taskType === TASK_TYPE.REMOVAL ? 'close' : 'keep',
          startedAt === null ? 0 : random.int(1, 6),
          createdBy,
          new Date(created),
          scheduled === null ? null : new Date(scheduled),
          startedAt === null ? null : new Date(startedAt),
          completed === null ? null : new Date(completed),
          status === TASK_STATUS.AWAITING ? new Date(created) : null,
          new Date(lastModified),
        ]),
      );
      eventLines.push(
        line([
          randomUUID(),
          siteKey,
          EVENT_TYPE.NEW_TASK_ADDED,
          record.id,
          id,
          company,
          status,
          title,
          createdBy,
          new Date(created),
        ]),
      );
      if (MOVED_STATUSES.has(status)) {
        eventLines.push(
          line([
            randomUUID(),
            siteKey,
            EVENT_TYPE.TASK_STATUS_UPDATED,
            record.id,
            id,
            company,
            status,
            title,
            createdBy,
            new Date(lastModified),
          ]),
        );
      }
      subscriberLines.push(
        line([siteKey, id, createdBy, creatorNames.get(createdBy) ?? '', new Date(created)]),
      );

      if (isOpen) {
        record.open++;
        record.openTypes.add(taskType);
      } else {
        record.closed++;
        record.closedTypes.add(taskType);
      }
      record.companies.add(company);
      record.lastModified = Math.max(record.lastModified, lastModified);
      if (taskType === TASK_TYPE.INSTALLATION && completed !== null)
        record.installedAt = Math.min(record.installedAt ?? completed, completed);
      if (taskType === TASK_TYPE.REMOVAL && completed !== null)
        record.removedAt = Math.max(record.removedAt ?? completed, completed);
    }

    const recordLines = records.map((r) => {
      // A record closes once its removal is complete and nothing is left open (as in the demo).
      const isOpenRecord = !(r.removedAt !== null && r.open === 0);
      const details =
        r.installedAt === null
          ? r.details
          : {
              ...r.details,
              installed: true,
              timestampMarkedInstalled: new Date(r.installedAt).toISOString(),
            };
      return line([
        r.id,
        siteKey,
        r.title,
        `Work record ${r.number} at ${siteKey}.`,
        r.craftType,
        r.locationId,
        isOpenRecord,
        r.open,
        r.closed,
        arrayLiteral([...r.openTypes]),
        arrayLiteral([...r.closedTypes]),
        arrayLiteral([...r.companies]),
        JSON.stringify(details),
        r.createdBy,
        r.createdBy,
        new Date(r.created),
        isOpenRecord ? null : new Date(r.removedAt ?? r.lastModified),
        new Date(r.lastModified),
        r.installedAt === null ? null : new Date(r.installedAt),
      ]);
    });

    const client = await pool.connect();
    try {
      await client.query('begin');
      await copyLines(
        client,
        'craft_records',
        [
          'id',
          'site_key',
          'title',
          'description',
          'craft_type',
          'location_id',
          'open',
          'num_open_tasks',
          'num_closed_tasks',
          'open_task_types',
          'closed_task_types',
          'authorized_companies',
          'craft_details',
          'created_by',
          'last_modified_by',
          'timestamp_record_created',
          'timestamp_record_closed',
          'timestamp_last_modified',
          'timestamp_marked_installed',
        ],
        recordLines,
      );
      await copyLines(
        client,
        'tasks',
        [
          'id',
          'site_key',
          'craft_record_id',
          'title',
          'description',
          'task_status',
          'task_type',
          'craft_type',
          'location_id',
          'assigned_company_id',
          'urgent',
          'next_opportunity',
          'work_order',
          'craft_record_persistence',
          'crew_count',
          'created_by',
          'timestamp_created',
          'timestamp_scheduled',
          'timestamp_task_started',
          'timestamp_task_completed',
          'timestamp_awaiting_start',
          'timestamp_last_modified',
        ],
        taskLines,
      );
      await copyLines(
        client,
        'events',
        [
          'id',
          'site_key',
          'event_type',
          'craft_record_id',
          'task_id',
          'assigned_company_id',
          'task_status',
          'title',
          'created_by',
          'timestamp_created',
        ],
        eventLines,
      );
      await copyLines(
        client,
        'task_subscribers',
        ['site_key', 'task_id', 'user_id', 'display_name', 'created_at'],
        subscriberLines,
      );
      await client.query('commit');
    } catch (error) {
      await client.query('rollback').catch(() => {});
      throw error;
    } finally {
      client.release();
    }
    const seconds = (performance.now() - started) / 1000;
    const rows = {
      craftRecords: recordLines.length,
      tasks: taskLines.length,
      events: eventLines.length,
      taskSubscribers: subscriberLines.length,
    };
    const totalRows = rows.craftRecords + rows.tasks + rows.events + rows.taskSubscribers;
    // Fresh statistics, so the first queries on the new data get sensible plans.
    await pool.query('analyze craft_records, tasks, events, task_subscribers');
    return {
      siteKey,
      password: BENCH_PASSWORD,
      adminEmail: setup.adminEmail,
      plantEmail: setup.plantEmail,
      userEmails: setup.userEmails,
      rows,
      totalRows,
      seconds,
      rowsPerSecond: totalRows / seconds,
    };
  } finally {
    await pool.end();
  }
}

export type TBenchTask = { id: string; craftRecordId: string; title: string };

/**
 * In Progress tasks of the site, in id order, for benchmarks that change a status back and forth
 * (In Progress ↔ On Hold); each benchmark takes its own slice so none changes another's task.
 */
export async function inProgressTasks(
  databaseUrl: string,
  siteKey: string,
  count: number,
): Promise<TBenchTask[]> {
  const { db, pool } = createDatabase(databaseUrl, { max: 1 });
  try {
    const rows = await db
      .select({ id: tasks.id, craftRecordId: tasks.craftRecordId, title: tasks.title })
      .from(tasks)
      .where(
        and(
          eq(tasks.siteKey, siteKey),
          eq(tasks.taskStatus, TASK_STATUS.IN_PROGRESS),
          isNull(tasks.deletedAt),
        ),
      )
      .orderBy(tasks.id)
      .limit(count);
    if (rows.length < count) throw new Error(`only ${rows.length} of ${count} In Progress tasks`);
    return rows;
  } finally {
    await pool.end();
  }
}
