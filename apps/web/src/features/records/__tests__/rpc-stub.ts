import { vi } from 'vitest';
import type { TCraftRecord } from '../api/get-craft-record';

/** An error answer, as the server's RPC handler sends it. */
export class RpcFailure extends Error {
  constructor(
    readonly code: string,
    readonly status: number,
    message: string,
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

/**
 * Answers the app's RPC calls over the stubbed fetch with the given procedures (by path, e.g.
 * 'tasks/setStatus'), as the server would; returns the calls made.
 */
export function stubRpc(handlers: Record<string, THandler>) {
  const calls: { path: string; input: unknown }[] = [];
  vi.mocked(fetch).mockImplementation(async (resource, init) => {
    const request = resource instanceof Request ? resource : new Request(resource, init);
    const path = new URL(request.url).pathname.replace(/^\/rpc\//, '');
    // Uploads travel as multipart form data; their JSON part is not read here.
    const body = request.headers.get('content-type')?.startsWith('multipart/')
      ? { json: 'multipart' }
      : ((await request.json().catch(() => ({}))) as { json?: unknown });
    calls.push({ path, input: body.json });
    const handler = handlers[path];
    if (!handler)
      return answer(404, { defined: false, code: 'NOT_FOUND', status: 404, message: 'Not found' });
    try {
      return answer(200, await handler(body.json));
    } catch (error) {
      if (!(error instanceof RpcFailure)) throw error;
      return answer(error.status, {
        defined: false,
        code: error.code,
        status: error.status,
        message: error.message,
      });
    }
  });
  return calls;
}

/** A scaffold record as craftRecords.get answers it. */
export function craftRecord(overrides: Partial<TCraftRecord> = {}): TCraftRecord {
  return {
    id: 'rec-1',
    refPath: 'siteKeys/PLANT1/parentRecords/rec-1',
    title: 'Pump P-22 deck',
    description: 'Deck scaffold around the pump',
    craftType: 10,
    craftDetails: {},
    open: true,
    locationId: null,
    locationTitle: null,
    latitude: null,
    longitude: null,
    assetId: null,
    assetName: null,
    createdById: 'someone-else',
    createdByName: 'Sam Plant',
    numOpenTasks: 0,
    numClosedTasks: 0,
    standingDays: null,
    thumbnailUrl: null,
    timestampRecordCreated: '2030-03-01T14:00:00.000Z',
    timestampLastModified: '2030-03-01T14:00:00.000Z',
    photos: [],
    attachments: [],
    openTasks: [],
    closedTasks: [],
    ...overrides,
  };
}
