import { vi } from 'vitest';
import type { TTaskDetail } from '../api/get-task';

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

export const COMPANIES = [
  { id: 'co-apex', name: 'Apex Scaffold Services', craftTypes: [10] },
  { id: 'co-bright', name: 'Brightline Coatings', craftTypes: [30] },
  { id: 'co-summit', name: 'Summit Access', craftTypes: [10, 15] },
];

/** A scaffolding Installation task as tasks.get answers it. */
export function taskDetail(
  overrides: Partial<Omit<TTaskDetail, 'offers'>> & {
    offers?: Partial<TTaskDetail['offers']>;
  } = {},
): TTaskDetail {
  const { offers, ...rest } = overrides;
  return {
    id: 'task-1',
    refPath: 'siteKeys/PLANT1/tasks/task-1',
    craftRecordId: 'rec-1',
    craftRecordTitle: 'Pump P-22 deck',
    title: 'Installation - Pump P-22 deck',
    description: 'Deck scaffold, 3 lifts',
    taskStatus: 30,
    taskType: 10,
    craftType: 10,
    urgent: false,
    nextOpportunity: false,
    assignedCompanyId: 'co-apex',
    assignedCompanyName: 'Apex Scaffold Services',
    locationId: null,
    workOrder: null,
    craftRecordPersistence: 'keep',
    taskSpecificDetails: {},
    detailFields: [],
    timestampCreated: '2030-03-01T14:00:00.000Z',
    timestampScheduled: '2030-03-15T12:00:00.000Z',
    timestampTaskStarted: null,
    timestampTaskCompleted: null,
    createdById: 'user-1',
    subscribed: true,
    events: [],
    ...rest,
    offers: {
      nextStatuses: [],
      allStatuses: [],
      canEdit: true,
      canDelete: true,
      nextTaskQuestion: null,
      ...offers,
    },
  } as TTaskDetail;
}
