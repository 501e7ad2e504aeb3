import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { StandardRPCJsonSerializer } from '@orpc/client/standard';
import type { StandardRPCJsonSerializedMetaItem } from '@orpc/client/standard';
import { firstTaskPageInput } from '@craftwork/domain/lists/first-page';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCraftRecord, createSiteFixture, PASSWORD, type SiteFixture } from '../test/fixtures.ts';
import { startTestApp, type TestApp, type TestClient } from '../test/harness.ts';
import type { TFirstScreenEntry } from './first-screen.ts';

const SCRIPT_BREAKER = '</script><script>alert(1)</script>';
const PAGE =
  '<!doctype html><html><head><title>Craftwork</title>' +
  '<script type="module" crossorigin src="/assets/index-Ab12Cd34.js"></script></head>' +
  '<body><div id="root"></div></body></html>';
const BLOCK = /<script type="application\/json" id="first-screen">([^<]*)<\/script>/;
/** What the build's manifest says the frame and the two screens load. */
const MANIFEST = {
  'index.html': { file: 'assets/index-Ab12Cd34.js', isEntry: true, imports: ['_shell.js'] },
  '_shell.js': { file: 'assets/c-shell.js' },
  'src/app/routes/app-frame.tsx': { file: 'assets/c-frame.js', imports: ['index.html', '_s.js'] },
  'src/app/routes/home/home.tsx': { file: 'assets/c-home.js', imports: ['index.html', '_s.js'] },
  'src/app/routes/lists/task-list.tsx': {
    file: 'assets/c-list.js',
    imports: ['index.html', '_s.js', '_grid.js'],
  },
  '_s.js': { file: 'assets/c-shared.js' },
  '_grid.js': { file: 'assets/c-grid.js' },
};
const LINK = /<link rel="modulepreload" crossorigin href="([^"]+)">/g;
/** The scripts the page names in its head, in order. */
const preloaded = (html: string) =>
  [...html.slice(0, html.indexOf('</head>')).matchAll(LINK)].map((m) => m[1]);

let t: TestApp;
let webDist: string;
let site: SiteFixture;
let other: SiteFixture;
const clients: Record<'plant' | 'contractorA' | 'elsewhere' | 'applicant', TestClient> =
  {} as never;

beforeAll(async () => {
  webDist = mkdtempSync(path.join(os.tmpdir(), 'craftwork-web-'));
  mkdirSync(path.join(webDist, 'assets'));
  writeFileSync(path.join(webDist, 'index.html'), PAGE);
  mkdirSync(path.join(webDist, '.vite'));
  writeFileSync(path.join(webDist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  t = await startTestApp({ WEB_DIST: webDist });
  site = await createSiteFixture(t.db, 'FIRSTA');
  other = await createSiteFixture(t.db, 'FIRSTB');
  await addCraftRecord(t.db, site, { title: 'Record A', locationId: site.locationIds[0] }, [
    {
      title: 'Task of company A',
      taskStatus: 30,
      assignedCompanyId: site.companyA,
      locationId: site.locationIds[0],
    },
  ]);
  await addCraftRecord(t.db, site, { title: 'Record B', locationId: site.locationIds[1] }, [
    {
      title: SCRIPT_BREAKER,
      taskStatus: 30,
      assignedCompanyId: site.companyB,
      locationId: site.locationIds[1],
    },
  ]);
  await addCraftRecord(t.db, other, { title: 'Elsewhere' }, [
    { title: 'Task elsewhere', taskStatus: 30 },
  ]);
  clients.plant = await t.signIn(site.users.plant.email, PASSWORD);
  clients.contractorA = await t.signIn(site.users.contractorA.email, PASSWORD);
  clients.elsewhere = await t.signIn(other.users.plant.email, PASSWORD);
  clients.applicant = await t.signIn(site.users.applicant.email, PASSWORD);
});
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

/** The page at `pathname` and the entries of its data block (null when it has none). */
async function open(client: TestClient, pathname: string) {
  const response = await client.fetch(pathname);
  expect(response.status).toBe(200);
  const html = await response.text();
  const text = BLOCK.exec(html)?.[1];
  if (text === undefined) return { response, html, entries: null };
  const { json, meta } = JSON.parse(text) as {
    json: unknown;
    meta: StandardRPCJsonSerializedMetaItem[];
  };
  const entries = new StandardRPCJsonSerializer().deserialize(json, meta) as TFirstScreenEntry[];
  return { response, html, entries };
}

const entry = (entries: TFirstScreenEntry[] | null, procedure: string) =>
  entries?.find((e) => e.path.join('.') === procedure);

describe('a signed-in navigation carries the first screen data (decision 218)', () => {
  it('sends the task list page the procedure answers the user, for no shared cache', async () => {
    const { response, html, entries } = await open(clients.plant, '/task-list/All');
    const input = firstTaskPageInput('All')!;
    const list = entry(entries, 'tasks.list');
    expect(list?.input).toEqual(input);
    expect(list?.output).toEqual(await clients.plant.rpc.tasks.list(input));
    expect((list?.output as { total: number }).total).toBe(2);
    expect(entry(entries, 'session.me')?.output).toMatchObject({
      user: { id: site.users.plant.id },
    });
    expect(response.headers.get('cache-control')).toBe('private, no-cache');
    expect(response.headers.get('vary')).toMatch(/Cookie/);
    // The CSP is the page's usual one: the block is data, not a script that runs.
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self';");
    expect(html.replace(LINK, '').startsWith(PAGE.slice(0, PAGE.indexOf('</body>')))).toBe(true);
  });

  it("names the frame's and the screen's scripts in the page, not the entry's", async () => {
    const list = await open(clients.plant, '/task-list/All');
    expect(preloaded(list.html)).toEqual([
      '/assets/c-frame.js',
      '/assets/c-shared.js',
      '/assets/c-list.js',
      '/assets/c-grid.js',
    ]);
    const home = await open(clients.plant, '/home');
    expect(preloaded(home.html)).toEqual([
      '/assets/c-frame.js',
      '/assets/c-shared.js',
      '/assets/c-home.js',
    ]);
  });

  it('does not serve the build manifest', async () => {
    const response = await clients.plant.fetch('/.vite/manifest.json');
    expect(await response.text()).not.toContain('c-frame.js');
  });

  it('gives a company user only what their company may see', async () => {
    const { entries } = await open(clients.contractorA, '/task-list/All');
    const input = firstTaskPageInput('All')!;
    const output = entry(entries, 'tasks.list')?.output as { rows: { title: string }[] };
    expect(output).toEqual(await clients.contractorA.rpc.tasks.list(input));
    expect(output.rows.map((r) => r.title)).toEqual(['Task of company A']);
  });

  it("gives a user of another site that site's tasks", async () => {
    const { entries } = await open(clients.elsewhere, '/task-list/All');
    const output = entry(entries, 'tasks.list')?.output as { rows: { title: string }[] };
    expect(output).toEqual(await clients.elsewhere.rpc.tasks.list(firstTaskPageInput('All')!));
    expect(output.rows.map((r) => r.title)).toEqual(['Task elsewhere']);
  });

  it('keeps a title that would end the script element as text', async () => {
    const { html, entries } = await open(clients.plant, '/task-list/All');
    expect(html).not.toContain('<script>alert(1)');
    expect(html.match(/<\/script>/g)).toHaveLength(2);
    const output = entry(entries, 'tasks.list')?.output as { rows: { title: string }[] };
    expect(output.rows.map((r) => r.title)).toContain(SCRIPT_BREAKER);
  });

  it('sends the dashboard summary with /home', async () => {
    const { entries } = await open(clients.plant, '/home');
    const summary = entry(entries, 'dashboard.summary');
    expect(summary?.input).toEqual({ craftType: null });
    expect(summary?.output).toEqual(await clients.plant.rpc.dashboard.summary({ craftType: null }));
  });

  it('leaves out a call the user is refused: an applicant gets the session alone', async () => {
    const { entries } = await open(clients.applicant, '/task-list/All');
    expect(entries?.map((e) => e.path.join('.'))).toEqual(['session.me']);
  });

  it('sends the plain page signed out, to other screens and for the Completed list', async () => {
    for (const [client, pathname] of [
      [t.client(), '/task-list/All'],
      [clients.plant, '/craft-list/all'],
      [clients.plant, '/task-list/Completed'],
    ] as const) {
      const { response, html, entries } = await open(client, pathname);
      expect(entries, pathname).toBeNull();
      expect(html).toBe(PAGE);
      expect(response.headers.get('cache-control')).toBe('no-cache');
    }
  });
});
