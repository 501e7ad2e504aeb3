// A signed-in navigation to a task list or the dashboard gets the screen's first data in the
// page (issue 36 #3, decision 218): the server makes the calls the screen would make, as that
// user, through the same procedures (their middleware, scope and permission checks), while it
// reads the page, and writes the answers into a JSON data block the web puts into its query
// cache before it renders. A call that fails is left out: the screen asks for it as before.
import { readFile } from 'node:fs/promises';
import { StandardRPCJsonSerializer } from '@orpc/client/standard';
import { createRouterClient, type RouterClient } from '@orpc/server';
import { firstTaskPageInput } from '@craftwork/domain/lists/first-page';
import { parseTaskParam } from '@craftwork/domain/navigation/drawer';
import { router } from '../router.ts';
import type { RequestContext } from '../rpc/context.ts';

/** The data block's element id; the web reads it (apps/web/src/lib/first-screen.ts). */
export const FIRST_SCREEN_ID = 'first-screen';

/** One answered call: the procedure's path and input (the query key's parts) and its output. */
export type TFirstScreenEntry = { path: string[]; input?: unknown; output: unknown };

type TRouterClient = RouterClient<typeof router>;
type TCall = { path: string[]; input?: unknown; run: (client: TRouterClient) => Promise<unknown> };

const TASK_LIST = /^\/(?:customers-)?task-list\/([^/]+)\/?$/;
const isHome = (pathname: string) => pathname === '/home' || pathname === '/home/';

/** The calls a screen makes first, by the page's path; empty where nothing is sent along. */
export function firstScreenCalls(pathname: string): TCall[] {
  const taskList = TASK_LIST.exec(pathname);
  const segment = taskList?.[1];
  const taskParam = segment === undefined ? null : parseTaskParam(segment);
  const listInput = taskParam ? firstTaskPageInput(taskParam) : null;
  const screen: TCall[] = listInput
    ? [{ path: ['tasks', 'list'], input: listInput, run: (c) => c.tasks.list(listInput) }]
    : isHome(pathname)
      ? [
          {
            path: ['dashboard', 'summary'],
            input: { craftType: null },
            run: (c) => c.dashboard.summary({ craftType: null }),
          },
        ]
      : [];
  if (screen.length === 0) return [];
  // Every screen waits for the session first.
  return [{ path: ['session', 'me'], run: (c) => c.session.me() }, ...screen];
}

/**
 * The web's source modules a first screen renders (the frame and the screen, as the web's router
 * loads them), whose chunks the page names: `screen-chunks.ts`.
 */
export function firstScreenModules(pathname: string): string[] {
  const frame = 'src/app/routes/app-frame.tsx';
  if (TASK_LIST.test(pathname)) return [frame, 'src/app/routes/lists/task-list.tsx'];
  if (isHome(pathname)) return [frame, 'src/app/routes/home/home.tsx'];
  return [];
}

/** Makes the calls as the request's user; the ones that fail are left out. */
export async function answerFirstScreen(
  calls: readonly TCall[],
  context: RequestContext,
): Promise<TFirstScreenEntry[]> {
  const client = createRouterClient(router, { context });
  const answers = await Promise.all(
    calls.map(async ({ path, input, run }): Promise<TFirstScreenEntry | null> => {
      try {
        return { path, ...(input === undefined ? {} : { input }), output: await run(client) };
      } catch {
        return null;
      }
    }),
  );
  return answers.filter((a): a is TFirstScreenEntry => a !== null);
}

/**
 * The entries as JSON that cannot end its script element: `<`, `>` and `&` as JSON escapes
 * (a title holding `</script>` stays text), and the line separators JavaScript once refused.
 * Serialized as the RPC link does, so dates and the like come back as the same types.
 */
export function firstScreenJson(entries: readonly TFirstScreenEntry[]): string {
  const [json, meta] = new StandardRPCJsonSerializer().serialize(entries);
  return JSON.stringify({ json, meta }).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/**
 * The page with the data block before `</body>` (a JSON block is data: the CSP allows it) and
 * the screen's script links, if any, before `</head>`.
 */
export function pageWithFirstScreen(
  html: string,
  entries: readonly TFirstScreenEntry[],
  links = '',
): string {
  const block = `<script type="application/json" id="${FIRST_SCREEN_ID}">${firstScreenJson(entries)}</script>`;
  const at = html.lastIndexOf('</body>');
  const page = at === -1 ? html + block : html.slice(0, at) + block + html.slice(at);
  const head = page.indexOf('</head>');
  return head === -1 || links === '' ? page : page.slice(0, head) + links + page.slice(head);
}

/** The built index.html, read per request like the plain page (a rebuild is picked up). */
export const readIndexHtml = (file: string) => readFile(file, 'utf8');
