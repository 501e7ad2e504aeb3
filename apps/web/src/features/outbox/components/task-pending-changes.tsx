import { Suspense } from 'react';
import Stack from '@mui/material/Stack';
import { useOutboxEntries } from '../outbox-provider';
import { OutboxEntryView } from './outbox-entry-view';

/**
 * The task card's queued writes (pending or refused), in the order they were made. The card
 * shows at once: only these wait for their texts (the field catalogue) when not fetched yet.
 */
export function TaskPendingChanges({ taskId }: { taskId: string }) {
  const entries = useOutboxEntries().filter((entry) => entry.taskId === taskId);
  if (entries.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Stack spacing={1} sx={{ px: 2, pb: 1.5 }}>
        {entries.map((entry) => (
          <OutboxEntryView key={entry.id} entry={entry} />
        ))}
      </Stack>
    </Suspense>
  );
}
