// What each route loads (issue 36 #2): every route of the web app's route table
// (apps/web/src/config/paths.ts) opened at a concrete address of the demo site, in a fresh
// browser context (empty cache), signed in as the demo user who sees the most of it, or as a
// visitor for the public pages. Per route: the JavaScript that crossed the wire (compressed, as
// the server sent it), how many scripts, and which of the heavy libraries (charts, calendar,
// map, signature pad, data grid, date pickers) came with it. The table is written between the
// markers of docs/quality.md's "What each route loads" section.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import pg from 'pg';
import { paths, PUBLIC_PATHS } from '../apps/web/src/config/paths.ts';
import { bytesByModule, packageOf } from './lib/bundle-modules.ts';
import { isScriptResponse, launchChromium } from './lib/browser.ts';
import { signedInClient } from './lib/client.ts';

/** The heavy libraries, by package, that only the screens showing them should load. */
export const HEAVY_LIBRARIES: Readonly<Record<string, readonly string[]>> = {
  charts: ['@mui/x-charts', '@mui/x-charts-vendor', 'd3-scale', 'd3-shape'],
  calendar: ['react-big-calendar'],
  map: ['leaflet', 'react-leaflet', '@react-leaflet/core'],
  signature: ['signature_pad'],
  'data grid': ['@mui/x-data-grid'],
  'date pickers': ['@mui/x-date-pickers'],
};

type TRouteKey = keyof typeof paths;
type TUser = 'visitor' | 'admin' | 'north-admin';
type TIds = Record<string, string>;

/** Routes of the table that the router does not mount. */
const NOT_MOUNTED: readonly TRouteKey[] = ['multiCraftRecord'];
/** Routes of the customer-classified demo site (north-admin sees them). */
const NORTH_ROUTES: readonly TRouteKey[] = [
  'customersWorkRecordList',
  'customersWorkRecordListDeleted',
  'customersTaskList',
  'customersTaskListDeleted',
  'workRecordAndTasks',
  'createCustomerTask',
];
/** Concrete values for the routes' parameters (ids read from the demo site). */
const PARAMS = (ids: TIds): Record<string, string> => ({
  craftType: 'all',
  taskParam: 'All',
  craftId: ids.record!,
  assetId: ids.asset!,
  objectId: ids.inventoryObject!,
  templateId: ids.kpiTemplate!,
  customerId: ids.customer!,
  estimateId: ids.estimate!,
  invoiceId: ids.invoice!,
  token: 'not-a-real-token-0123456789',
});

/** The address the bench opens for a route (parameters filled, optional ones too). */
export function routeAddress(key: TRouteKey, ids: TIds): string {
  const values = PARAMS(ids);
  const special: Partial<Record<TRouteKey, string>> = {
    craftRecord: `/craft-record/${ids.record}/${ids.task}`,
    workRecordAndTasks: `/work-record-and-tasks/${ids.northRecord}`,
    checklistTemplate: `/checklists/${ids.checklistTemplate}`,
    createTaskFor: `/create-task/10/${ids.record}`,
    scaffoldTag: `/tag/${ids.scaffoldTag}`,
  };
  const address =
    special[key] ??
    paths[key].replace(/:(\w+)\??/g, (_, name: string) => {
      const value = values[name];
      if (!value) throw new Error(`route ${key}: no value for :${name}`);
      return value;
    });
  return address;
}

async function demoIds(databaseUrl: string): Promise<TIds> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const one = async (sql: string) => {
      const { rows } = await client.query<{ id: string }>(sql);
      return String(rows[0]?.id ?? '');
    };
    const live = (table: string, site = 'DEMO') =>
      `select id from ${table} where site_key = '${site}' and deleted_at is null order by id limit 1`;
    const { rows } = await client.query<{ record: string; task: string }>(
      `select t.craft_record_id as record, t.id as task from tasks t
       join craft_records c on c.id = t.craft_record_id
       where t.site_key = 'DEMO' and t.deleted_at is null and c.deleted_at is null
       order by t.timestamp_created desc limit 1`,
    );
    return {
      record: String(rows[0]?.record ?? ''),
      task: String(rows[0]?.task ?? ''),
      scaffoldTag: await one(
        `select tag_token as id from craft_records where site_key = 'DEMO' and tag_token is not null limit 1`,
      ),
      asset: await one(live('assets')),
      inventoryObject: await one(live('inventory_objects')),
      kpiTemplate: await one(live('kpi_templates')),
      checklistTemplate: await one(live('checklist_templates')),
      customer: await one(live('customers')),
      estimate: await one(live('estimates')),
      invoice: await one(`select id from invoices where site_key = 'DEMO' order by id limit 1`),
      northRecord: await one(live('craft_records', 'NORTH')),
    };
  } finally {
    await client.end();
  }
}

export type TRouteLoad = {
  route: string;
  address: string;
  user: TUser;
  scripts: number;
  wireKB: number;
  heavy: string[];
  landedOn: string;
};

/** The scripts a page loads from now on: path and body size as sent. */
function recordWire(page: Page) {
  const pending: Promise<{ path: string; wireBytes: number } | null>[] = [];
  page.on('response', (response) => {
    if (!isScriptResponse(response)) return;
    pending.push(
      response
        .request()
        .sizes()
        .then((sizes) => ({
          path: new URL(response.url()).pathname,
          wireBytes: sizes.responseBodySize,
        }))
        .catch(() => null),
    );
  });
  return async () => {
    const all = (await Promise.all(pending)).filter((s) => s !== null);
    return [...new Map(all.map((s) => [s.path, s])).values()];
  };
}

/** The heavy libraries a script is made of, through its source map (cached per script). */
function heavyOf(distDir: string, cache: Map<string, string[]>, script: string): string[] {
  const known = cache.get(script);
  if (known) return known;
  const packages = new Set([...bytesByModule(distDir, [script]).keys()].map(packageOf));
  const found = Object.entries(HEAVY_LIBRARIES)
    .filter(([, names]) => names.some((name) => packages.has(name)))
    .map(([label]) => label);
  cache.set(script, found);
  return found;
}

export async function runWebRoutesBench(input: {
  baseUrl: string;
  databaseUrl: string;
  distDir: string;
  password: string;
  log: (message: string) => void;
}): Promise<TRouteLoad[]> {
  const ids = await demoIds(input.databaseUrl);
  const emails: Record<Exclude<TUser, 'visitor'>, string> = {
    admin: 'admin@craftwork.demo',
    'north-admin': 'north.admin@craftwork.demo',
  };
  const host = new URL(input.baseUrl).hostname;
  const cookiesOf = async (user: Exclude<TUser, 'visitor'>) => {
    const client = await signedInClient(input.baseUrl, emails[user], input.password);
    return [...client.cookies].map(([name, value]) => ({ name, value, domain: host, path: '/' }));
  };
  const sessions = {
    admin: await cookiesOf('admin'),
    'north-admin': await cookiesOf('north-admin'),
  };
  const cache = new Map<string, string[]>();
  const browser: Browser = await launchChromium();
  const loads: TRouteLoad[] = [];
  try {
    for (const key of Object.keys(paths) as TRouteKey[]) {
      if (NOT_MOUNTED.includes(key)) continue;
      const user: TUser = PUBLIC_PATHS.includes(paths[key])
        ? 'visitor'
        : NORTH_ROUTES.includes(key)
          ? 'north-admin'
          : 'admin';
      const address = routeAddress(key, ids);
      const context: BrowserContext = await browser.newContext();
      try {
        if (user !== 'visitor') await context.addCookies(sessions[user]);
        const page = await context.newPage();
        const scripts = recordWire(page);
        await page.goto(`${input.baseUrl}${address}`, {
          waitUntil: 'networkidle',
          timeout: 60_000,
        });
        // The screen's heading, once its lazy code has run (a page of one message has none).
        await page
          .locator('h1, [role="alert"]')
          .first()
          .waitFor({ timeout: 15_000 })
          .catch(() => undefined);
        await page.waitForLoadState('networkidle').catch(() => undefined);
        const list = await scripts();
        const heavy = new Set(list.flatMap((s) => heavyOf(input.distDir, cache, s.path)));
        const load: TRouteLoad = {
          route: key,
          address,
          user,
          scripts: list.length,
          wireKB: list.reduce((sum, s) => sum + s.wireBytes, 0) / 1024,
          heavy: Object.keys(HEAVY_LIBRARIES).filter((label) => heavy.has(label)),
          landedOn: new URL(page.url()).pathname,
        };
        loads.push(load);
        input.log(
          `   ${key.padEnd(32)} ${load.wireKB.toFixed(1).padStart(7)} KB  ${String(load.scripts).padStart(3)} scripts  ${load.heavy.join(', ')}`,
        );
      } finally {
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  return loads;
}

const START = '<!-- web-routes:start (written by npm run bench, bench/web-routes.bench.ts) -->';
const END = '<!-- web-routes:end -->';

/** The table as markdown. */
export function routesMarkdown(loads: readonly TRouteLoad[], note: string): string {
  const rows = loads.map((l) => {
    const address = l.address.length > 48 ? `${l.address.slice(0, 45)}...` : l.address;
    // A route that sent the user elsewhere (a refused role, a missing site) says where.
    const landed = l.landedOn === l.address.split('?')[0] ? '' : ` → \`${l.landedOn}\``;
    return `| ${l.route} | \`${address}\`${landed} | ${l.user} | ${l.scripts} | ${l.wireKB.toFixed(1)} | ${l.heavy.join(', ') || '-'} |`;
  });
  return [
    note,
    '',
    '| route | address | as | scripts | JS on the wire (KB) | heavy libraries loaded |',
    '| --- | --- | --- | --: | --: | --- |',
    ...rows,
  ].join('\n');
}

/** Replaces the table between the markers of the docs file (when both markers are there). */
export function writeRoutesSection(file: string | URL, markdown: string): boolean {
  if (!existsSync(file)) return false;
  const text = readFileSync(file, 'utf8');
  const start = text.indexOf(START);
  const end = text.indexOf(END);
  if (start < 0 || end < start) return false;
  writeFileSync(file, `${text.slice(0, start + START.length)}\n${markdown}\n${text.slice(end)}`);
  return true;
}
