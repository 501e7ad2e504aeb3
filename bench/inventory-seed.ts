// Seeding for the inventory benchmark (inventory.bench.ts): seedInventory fills the large site
// (bench/lib/large-site.ts) with inventory: it turns inventory on, adds objects (some for every
// company, some for one or two), their stock per location with the totals and Low threshold on
// the object, and the transactions in one INSERT … SELECT over generate_series, spread over the
// site's tasks (their record and assigned company), locations, users and two years.
import { randomUUID } from 'node:crypto';
import { drizzle } from 'drizzle-orm/node-postgres';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import pg from 'pg';
import { INVENTORY_TRANSACTION_TYPE as TT } from '@craftwork/domain/catalogues/inventory';
import { objectLowThreshold, sumStock } from '@craftwork/domain/inventory/quantities';
import { schema } from '../apps/server/src/public.ts';
import { rng } from './lib/large-site.ts';

const { companies, inventoryObjects, inventoryStock, locations, siteUsers, sites, users } = schema;

const MATERIALS = [
  'Tube 21 ft',
  'Tube 16 ft',
  'Tube 10 ft',
  'Tube 5 ft',
  'Plank 8 ft',
  'Plank 6 ft',
  'Coupler, right angle',
  'Coupler, swivel',
  'Base plate',
  'Toe board',
  'Ledger 7 ft',
  'Standard 9 ft',
  'Transom 4 ft',
  'Ladder 12 ft',
  'Insulation blanket 2 in',
  'Lagging sheet',
  'Paint, epoxy gal',
  'Thinner gal',
  'Blast media bag',
  'Tarp 20x30',
] as const;

export type TInventorySite = {
  siteKey: string;
  objects: number;
  stockRows: number;
  transactions: number;
  /** Transactions of the company user's company (what their list counts). */
  companyTransactions: number;
  /** Objects the company user sees. */
  companyObjects: number;
  plantEmail: string;
  companyEmail: string;
  seconds: number;
};

/**
 * Adds inventory to a seeded site: `objects` objects with stock and `transactions` transactions.
 * The site must hold tasks with assigned companies (seedLargeSite).
 */
export async function seedInventory(
  databaseUrl: string,
  input: {
    siteKey: string;
    plantEmail: string;
    objects: number;
    transactions: number;
    log?: (message: string) => void;
  },
): Promise<TInventorySite> {
  const log = input.log ?? (() => {});
  const random = rng(20_261_124);
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  pool.on('error', () => {});
  const db = drizzle(pool, { schema, casing: 'snake_case' });
  const { siteKey } = input;
  const started = performance.now();
  try {
    const [site] = await db
      .select({ customizations: sites.customizations, timezone: sites.timezone })
      .from(sites)
      .where(eq(sites.siteKey, siteKey));
    if (!site) throw new Error(`no site ${siteKey}`);
    await db
      .update(sites)
      .set({ customizations: { ...site.customizations, inventoryEnabled: true } })
      .where(eq(sites.siteKey, siteKey));

    const companyIds = (
      await db
        .select({ id: companies.id })
        .from(companies)
        .where(and(eq(companies.siteKey, siteKey), isNull(companies.deletedAt)))
        .orderBy(companies.id)
    ).map((c) => c.id);
    const locationIds = (
      await db
        .select({ id: locations.id })
        .from(locations)
        .where(and(eq(locations.siteKey, siteKey), isNull(locations.deletedAt)))
        .orderBy(locations.id)
    ).map((l) => l.id);
    const [plant] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, input.plantEmail));
    // The company user measured: the first approved member bound to a company (a foreman).
    const [member] = await db
      .select({ email: users.email, companyId: siteUsers.companyId })
      .from(siteUsers)
      .innerJoin(users, eq(users.id, siteUsers.userId))
      .where(
        and(
          eq(siteUsers.siteKey, siteKey),
          eq(siteUsers.approved, true),
          isNotNull(siteUsers.companyId),
        ),
      )
      .orderBy(users.email)
      .limit(1);
    if (!plant || !member?.companyId || !companyIds.length || !locationIds.length)
      throw new Error(`site ${siteKey} lacks a plant user, a company user, companies or locations`);

    log(`adding ${input.objects} inventory objects and ${input.transactions} transactions...`);
    // Objects: two in five for every company, the rest for one company (one in ten for two).
    const objectRows: (typeof inventoryObjects.$inferInsert)[] = [];
    const stockRows: (typeof inventoryStock.$inferInsert)[] = [];
    for (let i = 0; i < input.objects; i++) {
      const id = randomUUID();
      const authorized =
        i % 5 < 2
          ? []
          : i % 10 === 2
            ? [companyIds[i % companyIds.length]!, companyIds[(i + 1) % companyIds.length]!]
            : [companyIds[i % companyIds.length]!];
      // One to four locations, the first of them sometimes [No location].
      const places = new Set<string | null>(random.next() < 0.3 ? [null] : []);
      const wanted = random.int(1, 4);
      while (places.size < wanted) places.add(random.pick(locationIds));
      const stock = [...places].map((locationId) => ({
        id: randomUUID(),
        siteKey,
        objectId: id,
        locationId,
        available: random.int(0, 400) + (random.next() < 0.2 ? 0.5 : 0),
        awaitingPickup: random.next() < 0.3 ? random.int(1, 60) : 0,
        inUse: random.int(0, 900),
        reserved: random.next() < 0.4 ? random.int(1, 80) : 0,
        lowQuantityThreshold: random.next() < 0.5 ? random.int(5, 60) : null,
      }));
      const totals = sumStock(stock);
      objectRows.push({
        id,
        siteKey,
        title: `${MATERIALS[i % MATERIALS.length]} #${Math.floor(i / MATERIALS.length) + 1}`,
        status: i % 25 === 24 ? 90 : 10,
        authorizedCompanies: authorized,
        quantityAvailable: totals.available,
        quantityAwaitingPickup: totals.awaitingPickup,
        quantityInUse: totals.inUse,
        quantityReserved: totals.reserved,
        lowQuantityThreshold: objectLowThreshold(stock.map((s) => s.lowQuantityThreshold)),
        createdBy: plant.id,
        lastModifiedBy: i % 7 === 0 ? null : plant.id,
      });
      stockRows.push(...stock);
    }
    await db.insert(inventoryObjects).values(objectRows);
    await db.insert(inventoryStock).values(stockRows);

    // Transactions: nine in ten written at a task's save (its record and assigned company, by
    // a member of that company), one in ten a manual movement by the plant user (no company).
    // One every ten minutes or so over about two years, newest first from now.
    await pool.query(
      `with t as (
         select id, craft_record_id, assigned_company_id,
                row_number() over (order by id) - 1 as n
           from tasks
          where site_key = $1 and deleted_at is null and assigned_company_id is not null
       ),
       tc as (select count(*) as c from t),
       o as (
         select id, row_number() over (order by id) - 1 as n
           from inventory_objects where site_key = $1
       ),
       oc as (select count(*) as c from o),
       member as (
         select distinct on (company_id) company_id, user_id
           from site_users where site_key = $1 and company_id is not null
          order by company_id, user_id
       ),
       g as (
         select g, g % 10 = 9 as manual,
                now() - g * interval '10 minutes' - ((g * 37) % 600) * interval '1 second' as at
           from generate_series(0, $2::int - 1) as g
       )
       insert into inventory_transactions (
         id, site_key, object_id, location_id, type, value, company_id, parent_record_id,
         task_id, initiating_event, reason, site_day, user_id, timestamp_created,
         last_modified_by, timestamp_last_modified
       )
       select gen_random_uuid()::text, $1, o.id,
              case when g.g % 11 = 0 then null
                   else ($3::text[])[1 + (g.g * 13) % cardinality($3::text[])] end,
              k.type,
              case when k.type = ${TT.CORRECTION_AVAILABLE} and g.g % 3 = 0
                   then -(1 + (g.g * 17) % 40) else 1 + (g.g * 17) % 40 end
                + case when g.g % 8 = 0 then 0.25 else 0 end,
              case when g.manual then null else t.assigned_company_id end,
              case when g.manual then null else t.craft_record_id end,
              case when g.manual then null else t.id end,
              case k.type when ${TT.ON_RENT_FROM_LAYDOWN_YARD} then 10
                          when ${TT.OFF_RENT_TO_LAYDOWN_YARD} then 20
                          when ${TT.RESERVE} then 40 end,
              case when k.type = ${TT.CORRECTION_AVAILABLE} then 'count' end,
              (g.at at time zone $5)::date,
              coalesce(case when g.manual then $4 else m.user_id end, $4),
              g.at,
              coalesce(case when g.manual then $4 else m.user_id end, $4),
              g.at
         from g
         cross join tc
         cross join oc
         join t on t.n = (g.g * 7919) % tc.c
         join o on o.n = (g.g * 31 + g.g / 97) % oc.c
         left join member m on m.company_id = t.assigned_company_id
         cross join lateral (
           select case
             when g.manual then (array[${TT.CORRECTION_AVAILABLE}, ${TT.RESERVE}, ${TT.UN_RESERVE},
                                       ${TT.SENT_TO_OTHER_LOCATION},
                                       ${TT.RECEIVED_FROM_OTHER_LOCATION}])[1 + (g.g / 10) % 5]
             else (array[${TT.ON_RENT_FROM_LAYDOWN_YARD}, ${TT.ON_RENT_FROM_LAYDOWN_YARD},
                         ${TT.ON_RENT_FROM_LAYDOWN_YARD}, ${TT.OFF_RENT_TO_LAYDOWN_YARD},
                         ${TT.OFF_RENT_TO_LAYDOWN_YARD}, ${TT.RESERVE},
                         ${TT.ON_RENT_FROM_RESERVED}, ${TT.CONSUMED_FROM_STOCK},
                         ${TT.TRANSFER_RENTAL}])[1 + (g.g * 7) % 9]
           end as type
         ) as k`,
      [siteKey, input.transactions, locationIds, plant.id, site.timezone],
    );
    // A steady state as after autovacuum: statistics, and a visibility map so counts can read
    // the indexes alone.
    await pool.query('vacuum analyze inventory_objects, inventory_stock, inventory_transactions');

    const [counts] = (
      await pool.query<{
        transactions: string;
        company_transactions: string;
        company_objects: string;
      }>(
        `select
           (select count(*) from inventory_transactions where site_key = $1) as transactions,
           (select count(*) from inventory_transactions
             where site_key = $1 and company_id = $2) as company_transactions,
           (select count(*) from inventory_objects
             where site_key = $1 and (cardinality(authorized_companies) = 0
                                      or $2 = any(authorized_companies))) as company_objects`,
        [siteKey, member.companyId],
      )
    ).rows;
    return {
      siteKey,
      objects: objectRows.length,
      stockRows: stockRows.length,
      transactions: Number(counts?.transactions),
      companyTransactions: Number(counts?.company_transactions),
      companyObjects: Number(counts?.company_objects),
      plantEmail: input.plantEmail,
      companyEmail: member.email,
      seconds: (performance.now() - started) / 1000,
    };
  } finally {
    await pool.end();
  }
}
