import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { StandardRPCJsonSerializer } from '@orpc/client/standard';
import { firstTaskPageInput } from '@craftwork/domain/lists/first-page';
import { createTestQueryClient, renderWithProviders, testMe, testSite } from '../../../test/render';
import { listStorageKey } from '../../../components/list/use-list-state';
import {
  FIRST_SCREEN_CATCH_UP_MS,
  FIRST_SCREEN_ID,
  holdsFreshFirstScreen,
  seedFirstScreen,
} from '../../../lib/first-screen';
import { orpc } from '../../../lib/rpc';
import { TaskTable } from '../components/task-table';
import { stubRpc, taskRow } from './rpc-stub';

const SCRIPT_BREAKER = '</script><script>alert(1)</script>';

/** A page's data block as the server writes it (serialized like the RPC link, `<` escaped). */
function pageWithBlock(entries: unknown[]): Document {
  const [json, meta] = new StandardRPCJsonSerializer().serialize(entries);
  const text = JSON.stringify({ json, meta }).replace(/</g, '\\u003c');
  const doc = document.implementation.createHTMLDocument('Craftwork');
  doc.body.innerHTML = `<script type="application/json" id="${FIRST_SCREEN_ID}">${text}</script>`;
  return doc;
}

describe('first screen data from the page', { timeout: 20_000 }, () => {
  it('seeds the task list page under the exact key the task table asks for', async () => {
    const input = firstTaskPageInput('All')!;
    const rows = [taskRow({ title: SCRIPT_BREAKER })];
    const queryClient = createTestQueryClient({ me: testMe(testSite()) });
    seedFirstScreen(
      queryClient,
      pageWithBlock([{ path: ['tasks', 'list'], input, output: { rows, total: 1 } }]),
    );
    expect(queryClient.getQueryData(orpc.tasks.list.queryKey({ input }))).toEqual({
      rows,
      total: 1,
    });

    // With nothing saved for the list, the table's query is that key: it draws the seeded row
    // and never calls tasks.list.
    const calls = stubRpc({ 'tasks/list': () => ({ rows: [], total: 0 }) });
    renderWithProviders(
      <TaskTable
        site={testSite()}
        taskParam="All"
        craftType={null}
        storageKey={listStorageKey('/task-list/All')}
        label="All Open Tasks"
      />,
      { queryClient },
    );
    expect(await screen.findByText(SCRIPT_BREAKER)).toBeTruthy();
    expect(calls.filter((c) => c.path === 'tasks/list')).toEqual([]);
  });

  it('seeds an answer without input (session.me) and revives dates as the RPC link does', () => {
    const at = new Date('2026-11-30T04:00:00.000Z');
    const queryClient = new QueryClient();
    seedFirstScreen(queryClient, pageWithBlock([{ path: ['session', 'me'], output: { at } }]));
    expect(queryClient.getQueryData(orpc.session.me.queryKey())).toEqual({ at });
  });

  it('seeds nothing from a page without a block or with a damaged one', () => {
    const queryClient = new QueryClient();
    seedFirstScreen(queryClient, document.implementation.createHTMLDocument('Craftwork'));
    const damaged = document.implementation.createHTMLDocument('Craftwork');
    damaged.body.innerHTML = `<script type="application/json" id="${FIRST_SCREEN_ID}">{"json":</script>`;
    seedFirstScreen(queryClient, damaged);
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
  });

  it("spares a seeded answer from the feed's first catch-up only while it is fresh and unchanged", () => {
    const input = firstTaskPageInput('Backlog')!;
    const queryClient = new QueryClient();
    seedFirstScreen(
      queryClient,
      pageWithBlock([{ path: ['tasks', 'list'], input, output: { rows: [], total: 0 } }]),
    );
    const query = queryClient
      .getQueryCache()
      .find({ queryKey: orpc.tasks.list.queryKey({ input }), exact: true })!;
    const at = query.state.dataUpdatedAt;
    expect(holdsFreshFirstScreen(query, at + FIRST_SCREEN_CATCH_UP_MS)).toBe(true);
    expect(holdsFreshFirstScreen(query, at + FIRST_SCREEN_CATCH_UP_MS + 1)).toBe(false);
    // Answered again (a live change, a refetch): an ordinary query from then on.
    queryClient.setQueryData(
      query.queryKey,
      { rows: [], total: 0, totalKind: 'exact' as const },
      { updatedAt: at + 1 },
    );
    expect(holdsFreshFirstScreen(query, at + 2)).toBe(false);
    const other = new QueryClient();
    other.setQueryData(orpc.tasks.list.queryKey({ input: firstTaskPageInput('Urgent')! }), {
      rows: [],
      total: 0,
      totalKind: 'exact',
    });
    expect(holdsFreshFirstScreen(other.getQueryCache().getAll()[0]!, at)).toBe(false);
  });
});
