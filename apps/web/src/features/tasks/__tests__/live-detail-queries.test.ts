import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { applyLiveMessage } from '../../../lib/live';
import { orpc } from '../../../lib/rpc';

describe('live updates of the record page', () => {
  it.each(['tasks', 'craftRecords'])(
    'makes the task card and the craft record stale on a %s event',
    (topic) => {
      const queryClient = new QueryClient();
      const task = orpc.tasks.get.queryKey({ input: { id: 'task-1' } });
      const record = orpc.craftRecords.get.queryKey({ input: { id: 'rec-1' } });
      const companies = orpc.sites.listCompanies.queryKey();
      for (const key of [task, record, companies]) queryClient.setQueryData<unknown>(key, {});

      applyLiveMessage(queryClient, { topics: [topic] });

      expect(queryClient.getQueryState(task)?.isInvalidated).toBe(true);
      expect(queryClient.getQueryState(record)?.isInvalidated).toBe(true);
      expect(queryClient.getQueryState(companies)?.isInvalidated).toBe(false);
    },
  );

  it.each([
    ['tasks', false],
    ['craftRecords', false],
    ['billing', true],
  ] as const)('on a %s event the task card refetches its invoice: %s', (topic, refetched) => {
    const queryClient = new QueryClient();
    const billing = orpc.invoices.taskBilling.queryKey({ input: { taskId: 'task-1' } });
    queryClient.setQueryData<unknown>(billing, null);

    applyLiveMessage(queryClient, { topics: [topic] });

    expect(queryClient.getQueryState(billing)?.isInvalidated).toBe(refetched);
  });
});
