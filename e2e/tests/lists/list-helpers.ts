import { readFile } from 'node:fs/promises';
import type { Locator, Page, Response } from '@playwright/test';
import { expect, signIn } from '../../fixtures';

/** The DEMO site's time zone (seed): export names and list dates are in it. */
export const DEMO_TIME_ZONE = 'America/Chicago';

/** The DEMO site's work types, in the site's order, with their codes. */
export const DEMO_WORK_TYPES = [
  ['Scaffolding', 10],
  ['Insulation', 15],
  ['Waterblasting', 20],
  ['Painting', 30],
  ['Cleaning', 100],
] as const;

/** Wide enough that the grids render the columns the tests read (they virtualise columns). */
export const WIDE_SCREEN = { width: 1600, height: 1000 };

export async function signInTo(page: Page, email: string) {
  await signIn(page, email);
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
}

/** Opens a drawer sub-menu and returns its group of links. */
export async function openDrawerGroup(page: Page, name: string) {
  const navigation = page.getByRole('navigation', { name: 'Main navigation' });
  const group = navigation.getByRole('group', { name });
  if (!(await group.isVisible())) await navigation.getByRole('button', { name }).click();
  await expect(group).toBeVisible();
  return group;
}

/** The list's pagination summary, e.g. "1–50 of 110" (also while a menu hides the page). */
export function pageSummary(page: Page): Locator {
  return page.getByText(/^\d+–\d+ of \d+$/);
}

/** Waits until the list's footer says it holds `total` rows in all. */
export async function expectTotal(page: Page, total: number) {
  await expect(pageSummary(page)).toHaveText(new RegExp(` of ${total}$`));
}

/**
 * Runs `action` (which changes what a list asks for) and returns the total the server answered
 * to the list call `procedure` (e.g. "craftRecords/list") whose input `accepts`, once the list's
 * footer shows it. Only for inputs the page has not asked for in the last 30 s (cached answers
 * make no call).
 */
export async function totalAfter(
  page: Page,
  procedure: string,
  action: () => Promise<unknown>,
  accepts: (input: Record<string, unknown>) => boolean = () => true,
): Promise<number> {
  const answered = page.waitForResponse((response) => {
    if (!response.url().endsWith(`/rpc/${procedure}`)) return false;
    const body = response.request().postDataJSON() as { json?: Record<string, unknown> } | null;
    return accepts(body?.json ?? {});
  });
  await action();
  return shownTotal(page, await answeredTotal(procedure, await answered));
}

/** The total a list call answered, once it answered well. */
async function answeredTotal(procedure: string, response: Response): Promise<number> {
  expect(response.ok(), `${procedure} answered ${response.status()}`).toBe(true);
  const { json } = (await response.json()) as { json: { total: number } };
  return json.total;
}

/** Waits until the list shows `total` rows in all, and returns it. */
async function shownTotal(page: Page, total: number): Promise<number> {
  // The grid shows a progress bar over the previous rows until it renders this answer's rows.
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await expectTotal(page, total);
  return total;
}

/**
 * The total of `procedure`'s answer the server sent inside the page (a signed-in navigation to a
 * task list carries its first page, decision 218), or null when the page carries none.
 */
async function totalInPage(page: Page, procedure: string): Promise<number | null> {
  const element = page.locator('#first-screen');
  const block = (await element.count()) === 0 ? null : await element.textContent();
  if (block === null) return null;
  const { json } = JSON.parse(block) as { json: { path: string[]; output: { total?: number } }[] };
  const entry = json.find((e) => e.path.join('/') === procedure);
  return typeof entry?.output.total === 'number' ? entry.output.total : null;
}

/**
 * Opens a list route and returns its total once shown: the total of the first page the page
 * brought along, else of the list call it makes.
 */
export async function openList(page: Page, path: string, procedure: string): Promise<number> {
  const answered = page.waitForResponse((response) => response.url().endsWith(`/rpc/${procedure}`));
  // Not waited for when the page brought its first page along.
  answered.catch(() => undefined);
  await page.goto(path);
  const inPage = await totalInPage(page, procedure);
  return shownTotal(page, inPage ?? (await answeredTotal(procedure, await answered)));
}

/** Types into a list's search box and returns the total the server found for that term. */
export async function searchList(
  page: Page,
  box: string,
  term: string,
  procedure: string,
): Promise<number> {
  return totalAfter(
    page,
    procedure,
    () => page.getByRole('searchbox', { name: box }).fill(term),
    (input) => input.search === term,
  );
}

/** The rows of a grid's body (not its header row). */
export function bodyRows(grid: Locator): Locator {
  return grid.getByRole('rowgroup').getByRole('row');
}

/**
 * A column's header, by its title (its accessible name also holds the sort button's label once
 * sorted).
 */
export function columnHeader(grid: Locator, title: string): Locator {
  return grid.getByRole('columnheader').filter({ hasText: new RegExp(`^${escapeRegExp(title)}$`) });
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The texts of one column's cells in the rendered rows, found by its header. */
export async function columnTexts(grid: Locator, header: string): Promise<string[]> {
  const index = await columnHeader(grid, header).getAttribute('aria-colindex');
  expect(index, `column ${header}`).not.toBeNull();
  return bodyRows(grid).locator(`[role="gridcell"][aria-colindex="${index}"]`).allTextContents();
}

/** Shows or hides a column through the grid toolbar's Columns panel. */
export async function setColumnShown(page: Page, column: string, shown: boolean) {
  await page.getByRole('button', { name: 'Columns' }).click();
  const panel = page.getByRole('tooltip', { name: 'Columns' });
  const box = panel.getByRole('checkbox', { name: column, exact: true });
  await box.setChecked(shown);
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
}

export type TCsv = { filename: string; header: string[]; rows: Record<string, string>[] };

/** Parses RFC 4180 CSV text (quoted fields, doubled quotes, CRLF) into records. */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let field = '';
  let record: string[] = [];
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      record.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      record.push(field);
      records.push(record);
      record = [];
      field = '';
    } else field += c;
  }
  if (field !== '' || record.length) {
    record.push(field);
    records.push(record);
  }
  return records;
}

/** Clicks Export, saves the download, and returns its name, header and rows. */
export async function exportList(page: Page): Promise<TCsv> {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  const file = await download;
  const text = await readFile(await file.path(), 'utf8');
  const [header = [], ...lines] = parseCsv(text.replace(/^\uFEFF/, ''));
  for (const line of lines)
    expect(line, 'a CSV line as wide as its header').toHaveLength(header.length);
  const rows = lines.map((line) => Object.fromEntries(header.map((h, i) => [h, line[i] ?? ''])));
  return { filename: file.suggestedFilename(), header, rows };
}

/** A date as MM-DD-YYYY in the DEMO site's time zone (export file names). */
export function siteDate(date: Date, separator = '-'): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: DEMO_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(date);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return [part('month'), part('day'), part('year')].join(separator);
}

/** The DEMO site's calendar date `days` from today, as YYYY-MM-DD (date inputs). */
export function siteDateKey(days = 0, now = new Date()): string {
  const [month, day, year] = siteDate(now).split('-').map(Number);
  const shifted = new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, (day ?? 1) + days));
  return shifted.toISOString().slice(0, 10);
}

/** The DEMO site's calendar date of an instant, as YYYY-MM-DD. */
export function siteDayOf(instant: string | Date): string {
  const [month, day, year] = siteDate(new Date(instant)).split('-');
  return `${year}-${month}-${day}`;
}

/** "MM/DD/YYYY hh:mm A" (list and export date-times) as a sortable "YYYY-MM-DD HH:mm". */
export function sortableDateTime(text: string | undefined): string {
  const match = /^(\d{2})\/(\d{2})\/(\d{4}) (\d{2}):(\d{2}) (AM|PM)$/.exec(text ?? '');
  if (!match) throw new Error(`not a list date-time: ${text}`);
  const [, month, day, year, hour, minute, half] = match;
  const hours = (Number(hour) % 12) + (half === 'PM' ? 12 : 0);
  return `${year}-${month}-${day} ${String(hours).padStart(2, '0')}:${minute}`;
}

/** Expects an export's file name to be "{list} - MM-DD-YYYY.csv" for the site's today. */
export function expectExportName(csv: TCsv, list: string, before: Date, after = new Date()) {
  const names = new Set([before, after].map((d) => `${list} - ${siteDate(d)}.csv`));
  expect([...names]).toContain(csv.filename);
}

/** Calls one of the app's RPC procedures from the page, with its session and CSRF header. */
export async function rpc<T>(page: Page, procedure: string, input?: unknown): Promise<T> {
  const answer = await page.evaluate(
    async ({ procedure, input }) => {
      const response = await fetch(`/rpc/${procedure}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-csrf-token': 'orpc' },
        body: JSON.stringify(input === undefined ? {} : { json: input }),
      });
      return { status: response.status, body: (await response.json()) as { json: unknown } };
    },
    { procedure, input },
  );
  expect(answer.status, `${procedure}: ${JSON.stringify(answer.body)}`).toBe(200);
  return answer.body.json as T;
}

/** A word unique to this run, for titles that no other row has. */
export function uniqueWord(prefix: string): string {
  return `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}
