// First grid page: a signed-in user opens /task-list/All on the large site; the time from the
// start of the navigation until the first row of the grid is in the page and visible. Baseline:
// a plain HTML page holding a 50-row table of the same rows (the same columns as the grid's
// defaults), served by a small static server here. Both are timed by the same probe, installed
// before any of the page's own code: a MutationObserver that notes performance.now() (which
// counts from the navigation's start) when a row's title cell first has text and is visible.
// Each load is measured cold (a fresh browser context: empty cache) and then warm (the same
// context navigating to the same address again).
import { createServer, type Server } from 'node:http';
import type { Browser, BrowserContext } from 'playwright-core';
import { craftTypeName } from '@craftwork/domain/catalogues/craft-types';
import { taskStatusName } from '@craftwork/domain/catalogues/task-statuses';
import { taskTypeName } from '@craftwork/domain/catalogues/task-types';
import { formatListDateTime } from '@craftwork/domain/format/dates';
import {
  initScript,
  launchChromium,
  signInThroughForm,
  watchProblems,
  WIDE_VIEWPORT,
} from './lib/browser.ts';
import { signedInClient } from './lib/client.ts';
import type { TBenchServer } from './lib/server.ts';
import { summarize } from './lib/stats.ts';

type TFirstRow = { at: number; id: string };
type TStorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

function installFirstRowProbe() {
  const target = window as unknown as { __firstRow?: TFirstRow };
  const selector = '[role="row"][data-id] [data-field="title"]';
  const found = () => {
    const cell = document.querySelector(selector);
    if (!cell?.textContent?.trim()) return false;
    if (typeof cell.checkVisibility === 'function' && !cell.checkVisibility()) return false;
    target.__firstRow = {
      at: performance.now(),
      id: cell.closest('[data-id]')?.getAttribute('data-id') ?? '',
    };
    return true;
  };
  const observer = new MutationObserver(() => {
    if (found()) observer.disconnect();
  });
  observer.observe(document, { childList: true, subtree: true, characterData: true });
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

type TRow = {
  id: string;
  craftType: number;
  title: string;
  taskStatus: number;
  taskType: number;
  timestampScheduled: string | null;
  locationTitle: string | null;
};

/** The grid's default columns (Craft, Title, Status, Task Type, Scheduled, Location) as HTML. */
function plainTable(rows: TRow[], timeZone: string): string {
  const cells = (r: TRow) =>
    [
      ['craftType', craftTypeName(r.craftType)],
      ['title', r.title],
      ['taskStatus', taskStatusName(r.taskStatus)],
      ['taskType', taskTypeName(r.taskType)],
      [
        'scheduled',
        r.timestampScheduled ? formatListDateTime(new Date(r.timestampScheduled), timeZone) : '',
      ],
      ['location', r.locationTitle ?? ''],
    ]
      .map(([field, text]) => `<td data-field="${field}">${escapeHtml(text!)}</td>`)
      .join('');
  const body = rows
    .map((r) => `<tr role="row" data-id="${escapeHtml(r.id)}">${cells(r)}</tr>`)
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>All Open Tasks</title>
<style>body{font:14px system-ui,sans-serif;margin:24px}table{border-collapse:collapse}
th,td{text-align:left;padding:6px 12px;border-bottom:1px solid #ddd}</style></head>
<body><h1>All Open Tasks</h1>
<table><thead><tr><th>Craft</th><th>Title</th><th>Status</th><th>Task Type</th><th>Scheduled</th><th>Location</th></tr></thead>
<tbody>
${body}
</tbody></table></body></html>
`;
}

async function serveHtml(html: string): Promise<{ server: Server; url: string }> {
  const server = createServer((_request, response) => {
    response.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-cache',
    });
    response.end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { server, url: `http://127.0.0.1:${port}/` };
}

type TLoad = {
  firstRowMs: number;
  firstRowId: string;
  /** Milestones, in ms from the navigation's start (null when the page had none). */
  documentEndMs: number;
  lastScriptEndMs: number | null;
  sessionMe: { startMs: number; endMs: number } | null;
  /** The grid's tasks.list request. */
  list: { startMs: number; endMs: number } | null;
  scripts: number;
  /** Scripts answered from the browser's cache without a request (transferSize 0). */
  scriptsFromCache: number;
};

/** A cold load in a fresh context, then a warm one in the same context. */
async function loadTwice(
  browser: Browser,
  url: string,
  storageState: TStorageState | undefined,
): Promise<{ cold: TLoad; warm: TLoad }> {
  const context = await browser.newContext({
    viewport: WIDE_VIEWPORT,
    ...(storageState ? { storageState } : {}),
  });
  try {
    await context.addInitScript(initScript(installFirstRowProbe));
    const page = watchProblems(await context.newPage());
    const load = async (): Promise<TLoad> => {
      await page.goto(url, { waitUntil: 'commit' });
      await page.problems.explain(
        page.waitForFunction(
          () => (window as unknown as { __firstRow?: TFirstRow }).__firstRow !== undefined,
          null,
          { timeout: 30_000 },
        ),
      );
      return page.evaluate(() => {
        const row = (window as unknown as { __firstRow: TFirstRow }).__firstRow;
        const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
        const span = (suffix: string) => {
          const entry = resources.find((e) => e.name.endsWith(suffix));
          return entry ? { startMs: entry.startTime, endMs: entry.responseEnd } : null;
        };
        const scripts = resources.filter(
          (e) => e.initiatorType === 'script' || /\.js$/.test(e.name),
        );
        const navigation = performance.getEntriesByType('navigation')[0] as
          PerformanceNavigationTiming | undefined;
        return {
          firstRowMs: row.at,
          firstRowId: row.id,
          documentEndMs: navigation?.responseEnd ?? 0,
          lastScriptEndMs: scripts.length ? Math.max(...scripts.map((e) => e.responseEnd)) : null,
          sessionMe: span('/rpc/session/me'),
          list: span('/rpc/tasks/list'),
          scripts: scripts.length,
          scriptsFromCache: scripts.filter((e) => e.transferSize === 0).length,
        };
      });
    };
    const cold = await load();
    const warm = await load();
    return { cold, warm };
  } finally {
    await context.close();
  }
}

export async function runFirstPageBench(input: {
  server: TBenchServer;
  email: string;
  password: string;
  loads: number;
  log: (message: string) => void;
}) {
  const client = await signedInClient(input.server.url, input.email, input.password);
  const me = await client.rpc.session.me();
  const timeZone = me?.site?.timezone ?? 'UTC';
  // The grid's first page as the web app asks for it by default.
  const page = await client.rpc.tasks.list({ taskParam: 'All' });
  if (page.rows.length === 0) throw new Error('the task list is empty');
  const plain = await serveHtml(plainTable(page.rows, timeZone));
  const browser = await launchChromium();
  try {
    const signIn = await browser.newContext({ viewport: WIDE_VIEWPORT });
    await signInThroughForm(await signIn.newPage(), input.server.url, input.email, input.password);
    const storageState = await signIn.storageState();
    await signIn.close();

    const gridUrl = `${input.server.url}/task-list/All`;
    const grid: { cold: TLoad; warm: TLoad }[] = [];
    const table: { cold: TLoad; warm: TLoad }[] = [];
    // One untimed pass of each: the server's and the database's caches.
    await loadTwice(browser, gridUrl, storageState);
    await loadTwice(browser, plain.url, undefined);
    for (let i = 0; i < input.loads; i++) {
      const order = [
        async () => grid.push(await loadTwice(browser, gridUrl, storageState)),
        async () => table.push(await loadTwice(browser, plain.url, undefined)),
      ];
      if (i % 2) order.reverse();
      for (const run of order) await run();
      const g = grid.at(-1)!;
      const t = table.at(-1)!;
      input.log(
        `  load ${i + 1}: grid ${g.cold.firstRowMs.toFixed(0)} ms cold, ` +
          `${g.warm.firstRowMs.toFixed(0)} ms warm; table ${t.cold.firstRowMs.toFixed(0)} ms cold, ` +
          `${t.warm.firstRowMs.toFixed(0)} ms warm`,
      );
    }
    const firstId = page.rows[0]!.id;
    const wrongRow = [...grid, ...table]
      .flatMap((l) => [l.cold, l.warm])
      .filter((l) => l.firstRowId !== firstId).length;
    const p50 = (loads: { cold: TLoad; warm: TLoad }[], state: 'cold' | 'warm') =>
      summarize(loads.map((l) => l[state].firstRowMs)).p50;
    /** Where the grid's time goes: p50 of each milestone over the loads. */
    const milestones = (state: 'cold' | 'warm') => {
      const loads = grid.map((l) => l[state]);
      const at = (pick: (l: TLoad) => number | null | undefined) =>
        summarize(loads.map(pick).filter((v): v is number => typeof v === 'number')).p50;
      return {
        documentEndMs: at((l) => l.documentEndMs),
        lastScriptEndMs: at((l) => l.lastScriptEndMs),
        sessionMeStartMs: at((l) => l.sessionMe?.startMs),
        sessionMeEndMs: at((l) => l.sessionMe?.endMs),
        listStartMs: at((l) => l.list?.startMs),
        listEndMs: at((l) => l.list?.endMs),
        firstRowMs: at((l) => l.firstRowMs),
        scripts: at((l) => l.scripts),
        scriptsFromCache: at((l) => l.scriptsFromCache),
      };
    };
    return {
      loads: input.loads,
      rows: page.rows.length,
      tasksInList: page.total,
      /** Loads whose first row was not the first row of the server's first page. */
      wrongFirstRow: wrongRow,
      gridColdP50Ms: p50(grid, 'cold'),
      tableColdP50Ms: p50(table, 'cold'),
      gridWarmP50Ms: p50(grid, 'warm'),
      tableWarmP50Ms: p50(table, 'warm'),
      coldRatio: p50(grid, 'cold') / p50(table, 'cold'),
      warmRatio: p50(grid, 'warm') / p50(table, 'warm'),
      gridMilestones: { cold: milestones('cold'), warm: milestones('warm') },
      gridColdMs: grid.map((l) => l.cold.firstRowMs),
      gridWarmMs: grid.map((l) => l.warm.firstRowMs),
    };
  } finally {
    await browser.close();
    await new Promise((resolve) => plain.server.close(resolve));
  }
}
