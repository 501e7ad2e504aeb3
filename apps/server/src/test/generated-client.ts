import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';

/** Where tests write the client generated from the served document (gitignored). */
export const GENERATED_DIR = fileURLToPath(new URL('../../.generated/', import.meta.url));

/**
 * What an integrator would write with the generated types and openapi-fetch: typed calls to
 * list tasks page by page, create a task, change its status and read it by its typed fields
 * (never `unknown`: an item read by name fails to type-check unless the document names it).
 * Type-checked against the generated `paths`, then run.
 */
const CLIENT_SOURCE = `import createClient from 'openapi-fetch';
import type { components, paths } from './public-api.ts';

type TCreateTask = paths['/tasks']['post']['requestBody']['content']['application/json'];
type TTaskStatus = components['schemas']['TaskStatus'];

export function apiClient(baseUrl: string, token: string) {
  return createClient<paths>({ baseUrl, headers: { Authorization: \`Bearer \${token}\` } });
}

export async function listAllTasks(baseUrl: string, token: string, limit: number) {
  const client = apiClient(baseUrl, token);
  const ids: string[] = [];
  let cursor: string | undefined;
  let pages = 0;
  do {
    const { data, response } = await client.GET('/tasks', { params: { query: { limit, cursor } } });
    if (!data) throw new Error(\`GET /tasks answered \${response.status}\`);
    for (const item of data.items) ids.push(item.id);
    cursor = data.nextCursor ?? undefined;
    pages += 1;
  } while (cursor !== undefined);
  return { ids, pages };
}

export async function createTask(baseUrl: string, token: string, body: TCreateTask) {
  const { data, error, response } = await apiClient(baseUrl, token).POST('/tasks', { body });
  return { data, error, status: response.status };
}

export async function setStatus(baseUrl: string, token: string, id: string, status: number) {
  const { data, error, response } = await apiClient(baseUrl, token).POST('/tasks/{id}/status', {
    params: { path: { id } },
    body: { status },
  });
  return { data, error, status: response.status };
}

export async function getTask(baseUrl: string, token: string, id: string) {
  const { data, error, response } = await apiClient(baseUrl, token).GET('/tasks/{id}', {
    params: { path: { id } },
  });
  return { data, error, status: response.status };
}

/** Typed fields: a task's status is one of the named codes, an error a problem detail. */
export async function taskStatusOf(baseUrl: string, token: string, id: string) {
  const { data, error } = await apiClient(baseUrl, token).GET('/tasks/{id}', {
    params: { path: { id } },
  });
  if (error) return { problem: \`\${error.status} \${error.code}: \${error.detail}\` };
  const status: TTaskStatus = data.taskStatus;
  const next: TTaskStatus[] = data.offers.nextStatuses;
  return { status, next };
}
`;

/**
 * Generates TypeScript types from the served OpenAPI document (openapi-typescript), writes them
 * with the client above into `dir`, and type-checks both (strict): the diagnostics, empty when
 * the generated types serve the calls.
 */
export async function generateClient(document: unknown, dir = GENERATED_DIR) {
  await mkdir(dir, { recursive: true });
  const types = astToString(await openapiTS(document as Parameters<typeof openapiTS>[0]));
  const typesFile = path.join(dir, 'public-api.ts');
  const clientFile = path.join(dir, 'public-api-client.ts');
  await writeFile(typesFile, types);
  await writeFile(clientFile, CLIENT_SOURCE);
  const program = ts.createProgram([clientFile], {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    allowImportingTsExtensions: true,
    skipLibCheck: true,
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
    types: [],
  });
  const diagnostics = ts
    .getPreEmitDiagnostics(program)
    .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
  return { types, typesFile, clientFile, diagnostics };
}
