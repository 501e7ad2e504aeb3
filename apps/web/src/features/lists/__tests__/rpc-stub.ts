import { vi } from 'vitest';
import type { TCraftRecordRow } from '../columns/craft-record-columns';
import type { TTaskRow } from '../columns/task-columns';

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
 * 'tasks/listDeleted'), as the server would; returns the calls made.
 */
export function stubRpc(handlers: Record<string, THandler>) {
  const calls: { path: string; input: unknown }[] = [];
  vi.mocked(fetch).mockImplementation(async (resource, init) => {
    const request = resource instanceof Request ? resource : new Request(resource, init);
    const path = new URL(request.url).pathname.replace(/^\/rpc\//, '');
    const body = (await request.json().catch(() => ({}))) as { json?: unknown };
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

export function craftRecordRow(overrides: Partial<TCraftRecordRow> = {}): TCraftRecordRow {
  const id = overrides.id ?? 'rec-1';
  return {
    id,
    refPath: `siteKeys/PLANT1/parentRecords/${id}`,
    title: 'Pump P-22 deck',
    description: 'Scaffold around the pump deck',
    craftType: 10,
    tagNumber: null,
    workOrder: 'WO-1',
    jobID: null,
    purchaseOrder: null,
    locationId: null,
    locationTitle: 'Dock 3',
    assetName: null,
    open: true,
    installed: true,
    numOpenTasks: 2,
    numClosedTasks: 0,
    standingDays: 12,
    thumbnailUrl: null,
    createdById: null,
    createdByName: null,
    timestampRecordCreated: '2025-03-05T20:30:00.000Z',
    deletedAt: null,
    deletedByName: null,
    ...overrides,
  };
}

export function taskRow(overrides: Partial<TTaskRow> = {}): TTaskRow {
  const id = overrides.id ?? 'task-1';
  return {
    id,
    refPath: `siteKeys/PLANT1/tasks/${id}`,
    craftRecordId: 'rec-1',
    craftRecordTitle: 'Pump P-22 deck',
    craftRecordDeleted: false,
    title: 'Install scaffold',
    description: 'Install the deck scaffold',
    taskStatus: 30,
    taskType: 10,
    craftType: 10,
    locationId: null,
    locationTitle: 'Dock 3',
    assignedCompanyId: null,
    assignedCompanyName: null,
    urgent: false,
    nextOpportunity: false,
    workOrder: null,
    thumbnailUrl: null,
    createdById: null,
    createdByName: 'Pat Foreman',
    timestampCreated: '2025-03-05T20:30:00.000Z',
    timestampScheduled: null,
    timestampTaskCompleted: null,
    deletedAt: '2025-03-06T15:00:00.000Z',
    deletedByName: 'Sam Admin',
    ...overrides,
  };
}
