import { vi } from 'vitest';

/** An error answer, as the server's RPC handler sends it. */
export class RpcFailure extends Error {
  constructor(
    readonly code: string,
    readonly status: number,
    message: string,
    /** The error's data, e.g. `{ reason }` of an expected refusal. */
    readonly data?: unknown,
  ) {
    super(message);
  }
}

type THandler = (input: unknown) => unknown;

const answer = (status: number, json: unknown) =>
  new Response(JSON.stringify({ json, meta: [] }), {
    status,
    headers: { 'content-type': 'application/json' },
  });

/** What a call sent: the JSON input, or for an upload the names of the files it carried. */
export type TRpcCall = { path: string; input: unknown; files: string[] };

async function readBody(request: Request): Promise<{ input: unknown; files: string[] }> {
  if ((request.headers.get('content-type') ?? '').startsWith('multipart/form-data')) {
    const form = await request.formData();
    const data = form.get('data');
    // Files arrive as the fetch implementation's own Blob class: recognise them by shape.
    const files = [...form.values()].flatMap((v) => (typeof v === 'string' ? [] : [v.name]));
    const parsed = typeof data === 'string' ? (JSON.parse(data) as { json?: unknown }) : {};
    return { input: parsed.json, files };
  }
  const body = (await request.json().catch(() => ({}))) as { json?: unknown };
  return { input: body.json, files: [] };
}

/**
 * Answers the app's RPC calls over the stubbed fetch with the given procedures (by path, e.g.
 * 'tasks/create'), as the server would; returns the calls made.
 */
export function stubRpc(handlers: Record<string, THandler>) {
  const calls: TRpcCall[] = [];
  vi.mocked(fetch).mockImplementation(async (resource, init) => {
    const request = resource instanceof Request ? resource : new Request(resource, init);
    const path = new URL(request.url).pathname.replace(/^\/rpc\//, '');
    const { input, files } = await readBody(request);
    calls.push({ path, input, files });
    const handler = handlers[path];
    if (!handler)
      return answer(404, { defined: false, code: 'NOT_FOUND', status: 404, message: 'Not found' });
    try {
      return answer(200, await handler(input));
    } catch (error) {
      if (!(error instanceof RpcFailure)) throw error;
      return answer(error.status, {
        defined: false,
        code: error.code,
        status: error.status,
        message: error.message,
        ...(error.data === undefined ? {} : { data: error.data }),
      });
    }
  });
  return calls;
}
