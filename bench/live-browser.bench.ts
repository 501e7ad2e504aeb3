// Live updates in the browser: two Chromium pages signed in as two users of the site. Page B
// shows /task-list/All searched down to the tasks of one craft record; page A's RPC client (its
// session, from page A's cookies) moves one of those tasks between In Progress and On Hold. For
// each change: the time from the start of A's call until B's grid shows the new status text
// (seen by a MutationObserver in page B, on page B's clock, lined up with the bench's clock).
// Baseline: A's mutation round trip plus the round trip of the refetch the event makes B do
// (tasks.list with B's own input, timed from the bench after each change).
import type { BrowserContext, Page } from 'playwright-core';
import { TASK_STATUS, taskStatusName } from '@craftwork/domain/catalogues/task-statuses';
import {
  benchNow,
  initScript,
  launchChromium,
  pageClockOffset,
  signInThroughForm,
  watchProblems,
  WIDE_VIEWPORT,
} from './lib/browser.ts';
import { createClient, type TBenchClient } from './lib/client.ts';
import type { TBenchServer } from './lib/server.ts';
import { sleep, summarize } from './lib/stats.ts';

const GRID_TIMEOUT_MS = 2_000;
const WARMUP_CHANGES = 10;

/** When B's grid showed the change and its event arrived; how long B's main thread was busy between. */
type TPageResult = {
  at: number | null;
  eventAt: number | null;
  busyMs: number;
  /** B's own `tasks.list` refetch after the event (Resource Timing): when it started and ended. */
  fetchStart: number | null;
  fetchEnd: number | null;
};

type TPageProbe = {
  events: number[];
  arm: (key: number, rowId: string, text: string, timeoutMs: number) => void;
  result: (key: number) => Promise<TPageResult>;
};

/**
 * Installed in page B before the app's code: timestamps every message of the app's EventSource
 * as it arrives (before the app handles it), and waits for a grid cell to show a text.
 */
function installProbe() {
  const now = () => performance.timeOrigin + performance.now();
  const events: number[] = [];
  // Long tasks (50 ms or more) of the page's main thread: script and rendering, not waiting.
  const longTasks: { start: number; end: number }[] = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const start = performance.timeOrigin + entry.startTime;
      longTasks.push({ start, end: start + entry.duration });
    }
  }).observe({ type: 'longtask', buffered: true });
  const busyBetween = (from: number, to: number) =>
    longTasks.reduce(
      (sum, t) => sum + Math.max(0, Math.min(t.end, to) - Math.max(t.start, from)),
      0,
    );
  // Room for every request of the run (the default keeps the first 250).
  performance.setResourceTimingBufferSize(100_000);
  const pending = new Map<number, Promise<TPageResult>>();
  const Native = window.EventSource;
  window.EventSource = class extends Native {
    constructor(url: string | URL, init?: EventSourceInit) {
      super(url, init);
      this.addEventListener('message', () => events.push(now()));
    }
  };
  const probe: TPageProbe = {
    events,
    arm(key, rowId, text, timeoutMs) {
      const armedAt = now();
      const selector = `[role="row"][data-id="${CSS.escape(rowId)}"] [data-field="taskStatus"]`;
      const shows = () => document.querySelector(selector)?.textContent?.trim() === text;
      const seen = new Promise<number | null>((resolve) => {
        if (shows()) return resolve(now());
        const observer = new MutationObserver(() => {
          if (!shows()) return;
          observer.disconnect();
          clearTimeout(timer);
          resolve(now());
        });
        observer.observe(document.body, { subtree: true, childList: true, characterData: true });
        const timer = setTimeout(() => {
          observer.disconnect();
          resolve(null);
        }, timeoutMs);
      });
      pending.set(
        key,
        seen.then(async (at) => {
          // The observer reports a task after it ends: let it.
          await new Promise((resolve) => setTimeout(resolve, 0));
          const eventAt = events.find((t) => t >= armedAt) ?? null;
          const busyMs = at !== null && eventAt !== null ? busyBetween(eventAt, at) : 0;
          const refetch =
            eventAt === null
              ? undefined
              : performance
                  .getEntriesByType('resource')
                  .find(
                    (entry) =>
                      entry.name.endsWith('/rpc/tasks/list') &&
                      performance.timeOrigin + entry.startTime >= eventAt,
                  );
          const fetchStart = refetch ? performance.timeOrigin + refetch.startTime : null;
          const fetchEnd = refetch
            ? performance.timeOrigin + refetch.startTime + refetch.duration
            : null;
          return { at, eventAt, busyMs, fetchStart, fetchEnd };
        }),
      );
    },
    result: (key) =>
      pending.get(key) ??
      Promise.resolve({ at: null, eventAt: null, busyMs: 0, fetchStart: null, fetchEnd: null }),
  };
  (window as unknown as { __bench: TPageProbe }).__bench = probe;
}

/** A bench RPC client carrying a browser context's session. */
async function clientOf(context: BrowserContext, baseUrl: string): Promise<TBenchClient> {
  const client = createClient(baseUrl, { timeoutMs: 10_000 });
  for (const cookie of await context.cookies(baseUrl))
    client.cookies.set(cookie.name, cookie.value);
  return client;
}

/** The craft record page of the task, if it renders (it is being finished elsewhere). */
async function openCraftRecordPage(page: Page, url: string, taskTitle: string) {
  const problems = watchProblems(page).problems;
  try {
    await page.goto(url);
    await page.getByText(taskTitle).first().waitFor({ state: 'visible', timeout: 20_000 });
    return { rendered: true, note: 'rendered; kept open on page A during the run' };
  } catch (error) {
    const detail = problems.seen.length ? ` (${problems.seen.slice(0, 3).join('; ')})` : '';
    return {
      rendered: false,
      note: `did not render: ${(error as Error).message.split('\n')[0]}${detail}`,
    };
  }
}

export async function runLiveBrowserBench(input: {
  server: TBenchServer;
  viewer: { email: string; password: string };
  changer: { email: string; password: string };
  task: { id: string; craftRecordId: string; title: string };
  changes: number;
  log: (message: string) => void;
}) {
  const { server, task } = input;
  // The task's title ends with its record's number ("Repair - 000123"): searching for it leaves
  // the tasks of that record.
  const search = task.title.split(' - ').pop() ?? task.title;
  const browser = await launchChromium();
  try {
    // Page B: the viewer's task list, searched.
    const contextB = await browser.newContext({ viewport: WIDE_VIEWPORT });
    await contextB.addInitScript(initScript(installProbe));
    const pageB = watchProblems(await contextB.newPage());
    await signInThroughForm(pageB, server.url, input.viewer.email, input.viewer.password);
    let listInput: unknown = null;
    // Every call page B makes, by procedure: what one change's event makes it fetch.
    let calls: string[] = [];
    pageB.on('request', (request) => {
      const rpcPath = new URL(request.url()).pathname.match(/^\/rpc\/(.+)$/)?.[1];
      if (rpcPath) calls.push(rpcPath.replaceAll('/', '.'));
      if (!request.url().endsWith('/rpc/tasks/list')) return;
      try {
        listInput = (JSON.parse(request.postData() ?? '{}') as { json?: unknown }).json ?? null;
      } catch {
        // not JSON: keep the previous input
      }
    });
    await pageB.goto(`${server.url}/task-list/All`);
    await pageB.problems.explain(
      pageB.locator('[role="row"][data-id]').first().waitFor({ timeout: 30_000 }),
    );
    await pageB.getByLabel('Search Tasks').fill(search);
    const row = pageB.locator(`[role="row"][data-id="${task.id}"]`);
    await pageB.problems.explain(row.waitFor({ timeout: 30_000 }));
    const rowsShown = await pageB.locator('[role="row"][data-id]').count();

    // Page A: the changer, on the task's craft record page if that page renders.
    const contextA = await browser.newContext({ viewport: WIDE_VIEWPORT });
    const pageA = await contextA.newPage();
    // What the same event makes page A (the record's page) fetch, by procedure.
    let callsA: string[] = [];
    pageA.on('request', (request) => {
      const rpcPath = new URL(request.url()).pathname.match(/^\/rpc\/(.+)$/)?.[1];
      if (rpcPath) callsA.push(rpcPath.replaceAll('/', '.'));
    });
    await signInThroughForm(pageA, server.url, input.changer.email, input.changer.password);
    const craftRecordPage = await openCraftRecordPage(
      pageA,
      `${server.url}/craft-record/${task.craftRecordId}/${task.id}`,
      task.title,
    );
    input.log(`  craft record page: ${craftRecordPage.note}`);
    if (!craftRecordPage.rendered) await pageA.goto(`${server.url}/`);
    const rpcA = await clientOf(contextA, server.url);
    const rpcB = await clientOf(contextB, server.url);
    if (!listInput) throw new Error('page B never called tasks.list');
    const refetchInput = listInput as Parameters<TBenchClient['rpc']['tasks']['list']>[0];

    let current = (await rpcA.rpc.tasks.get({ id: task.id })).taskStatus;
    if (current !== TASK_STATUS.IN_PROGRESS && current !== TASK_STATUS.ON_HOLD)
      throw new Error(`task ${task.id} is in status ${current}, not In Progress or On Hold`);
    await pageB.problems.explain(
      row
        .locator('[data-field="taskStatus"]')
        .getByText(taskStatusName(current), { exact: true })
        .waitFor({ timeout: 10_000 }),
    );
    const offset = await pageClockOffset(pageB);

    const grid: number[] = [];
    const event: number[] = [];
    const mutation: number[] = [];
    const refetch: number[] = [];
    const refetchBytes: number[] = [];
    const busy: number[] = [];
    // Event → B's refetch starts; the refetch as B's browser saw it; its answer → the grid.
    const toFetch: number[] = [];
    const fetchSeen: number[] = [];
    const toGrid: number[] = [];
    const callsPerChange: number[] = [];
    const procedures = new Map<string, number>();
    const callsAPerChange: number[] = [];
    const proceduresA = new Map<string, number>();
    let missed = 0;
    let key = 0;
    const change = async (measured: boolean) => {
      const next =
        current === TASK_STATUS.IN_PROGRESS ? TASK_STATUS.ON_HOLD : TASK_STATUS.IN_PROGRESS;
      const k = key++;
      calls = [];
      callsA = [];
      await pageB.evaluate(
        ([k, id, text, timeout]) =>
          (window as unknown as { __bench: TPageProbe }).__bench.arm(k, id, text, timeout),
        [k, task.id, taskStatusName(next), GRID_TIMEOUT_MS] as const,
      );
      const started = benchNow();
      await rpcA.rpc.tasks.setStatus({ taskId: task.id, status: next });
      const roundTrip = benchNow() - started;
      current = next;
      const seen = await pageB.evaluate(
        (k) => (window as unknown as { __bench: TPageProbe }).__bench.result(k),
        k,
      );
      // The refetch B's grid makes, timed on its own once B is done.
      const refetchStarted = benchNow();
      const refetched = await rpcB.rpc.tasks.list(refetchInput);
      const refetchMs = benchNow() - refetchStarted;
      if (measured) {
        mutation.push(roundTrip);
        refetch.push(refetchMs);
        refetchBytes.push(Buffer.byteLength(JSON.stringify(refetched)));
        if (seen.at === null) missed++;
        else grid.push(seen.at - offset - started);
        if (seen.eventAt !== null) event.push(seen.eventAt - offset - started);
        if (seen.at !== null && seen.eventAt !== null) busy.push(seen.busyMs);
        if (seen.at !== null && seen.eventAt !== null && seen.fetchStart !== null) {
          const fetchEnd = seen.fetchEnd ?? seen.fetchStart;
          toFetch.push(seen.fetchStart - seen.eventAt);
          fetchSeen.push(fetchEnd - seen.fetchStart);
          toGrid.push(seen.at - fetchEnd);
        }
      }
      // Let B finish whatever else the event made it refetch.
      await sleep(seen.at === null ? 1_000 : 50);
      if (measured) {
        callsPerChange.push(calls.length);
        callsAPerChange.push(callsA.length);
        for (const call of callsA) proceduresA.set(call, (proceduresA.get(call) ?? 0) + 1);
        for (const call of calls) procedures.set(call, (procedures.get(call) ?? 0) + 1);
      }
    };
    for (let i = 0; i < WARMUP_CHANGES; i++) await change(false);
    for (let i = 0; i < input.changes; i++) await change(true);

    const g = summarize(grid);
    const m = summarize(mutation);
    const r = summarize(refetch);
    const e = summarize(event);
    const b = summarize(refetchBytes);
    const c = summarize(callsPerChange);
    const u = summarize(busy);
    const tf = summarize(toFetch);
    const fs = summarize(fetchSeen);
    const tg = summarize(toGrid);
    const byProcedure = Object.fromEntries(
      [...procedures].sort((x, y) => y[1] - x[1]).map(([name, n]) => [name, n / input.changes]),
    );
    const byProcedureA = Object.fromEntries(
      [...proceduresA].sort((x, y) => y[1] - x[1]).map(([name, n]) => [name, n / input.changes]),
    );
    const cA = summarize(callsAPerChange);
    // The guard beside the figure: where a change's time goes, and what the event makes B fetch.
    input.log(
      `  grid p50 ${g.p50.toFixed(0)} ms (event at ${e.p50.toFixed(0)} ms, then ` +
        `${(g.p50 - e.p50).toFixed(0)} ms to the grid, ${u.p50.toFixed(0)} ms of it in long tasks ` +
        `on B's main thread: event → refetch starts ${tf.p50.toFixed(0)} / ${tf.p95.toFixed(0)}, ` +
        `refetch in B ${fs.p50.toFixed(0)} / ${fs.p95.toFixed(0)}, answer → grid ` +
        `${tg.p50.toFixed(0)} / ${tg.p95.toFixed(0)} ms p50 / p95); A's change ${m.p50.toFixed(0)} ms; ` +
        `B's refetch ${r.p50.toFixed(0)} ms for ${(b.p50 / 1024).toFixed(1)} KB; ` +
        `${c.p50} calls by B per change: ${Object.entries(byProcedure)
          .map(([name, n]) => `${name} ×${n.toFixed(1)}`)
          .join(', ')}; ${cA.p50} calls by A's record page: ${Object.entries(byProcedureA)
          .map(([name, n]) => `${name} ×${n.toFixed(1)}`)
          .join(', ')}`,
    );
    return {
      changes: input.changes,
      missed,
      search,
      rowsShown,
      craftRecordPage,
      clockOffsetMs: offset,
      gridP50Ms: g.p50,
      gridP95Ms: g.p95,
      gridMaxMs: g.max,
      eventP50Ms: e.p50,
      eventP95Ms: e.p95,
      mutationP50Ms: m.p50,
      mutationP95Ms: m.p95,
      refetchP50Ms: r.p50,
      refetchP95Ms: r.p95,
      /** The refetch's answer (tasks.list with B's input), as JSON. */
      refetchBytesP50: b.p50,
      /** The RPC calls page B made per change (the event's refetches), and which. */
      callsPerChangeP50: c.p50,
      callsPerChangeByProcedure: byProcedure,
      /** The RPC calls the same change's event made page A (the record's page) make, and which. */
      callsByRecordPageP50: cA.p50,
      callsByRecordPageByProcedure: byProcedureA,
      /** B's main thread in long tasks (50 ms or more) between the event and the grid. */
      eventToGridBusyP50Ms: u.p50,
      /** After the event reached page B: the refetch and the grid's render. */
      eventToGridP50Ms: g.p50 - e.p50,
      /** The event → grid time in three parts, p50 and p95: until B's refetch starts, the refetch in B, its answer → the grid. */
      eventToRefetchMs: { p50: tf.p50, p95: tf.p95 },
      refetchInBMs: { p50: fs.p50, p95: fs.p95 },
      answerToGridMs: { p50: tg.p50, p95: tg.p95 },
      p50Ratio: g.p50 / (m.p50 + r.p50),
      p95Ratio: g.p95 / (m.p95 + r.p95),
      pageErrors: pageB.problems.seen.slice(0, 5),
    };
  } finally {
    await browser.close();
  }
}
