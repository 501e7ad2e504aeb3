import { useDeferredValue, useState } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import { isStartingMove, WAITING_TEXTS } from '@craftwork/domain/compliance/waiting';
import { FormDialog } from '../../../components/ui/form-dialog';
import { Link } from '../../../components/ui/link';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { SearchField } from '../../../components/ui/search-field';
import { useTranslation } from '../../../lib/i18n/i18n';
import { applyLiveMessage } from '../../../lib/live';
import { useNotify } from '../../../lib/notify';
import { orpc, type TRpcOutputs } from '../../../lib/rpc';
import type { TSiteContext } from '../../../lib/session';
import { craftRecordPath } from '../../../config/paths';
import type { TFunction } from 'i18next';
import type { TTaskDetail } from '../api/get-task';

export type TScaffoldWait = TRpcOutputs['scaffoldWaiting']['forTask'];
type TCandidate = TRpcOutputs['scaffoldWaiting']['candidates'][number];

/** The task's link to the scaffold it needs and whether it waits (the card loads it). */
export function useScaffoldWait(taskId: string) {
  return useQuery(orpc.scaffoldWaiting.forTask.queryOptions({ input: { taskId } }));
}

/** Why a status change is blocked by the scaffold, or null: only starts are. */
export function scaffoldBlockOf(
  wait: TScaffoldWait | undefined,
  from: number,
  to: number,
): string | null {
  if (!wait?.reason || !isStartingMove(from, to)) return null;
  return WAITING_TEXTS.refusal(wait.reason);
}

function useSetNeedsScaffold() {
  const queryClient = useQueryClient();
  return useMutation(
    orpc.scaffoldWaiting.setNeedsScaffold.mutationOptions({
      onSuccess: () => applyLiveMessage(queryClient, { topics: ['tasks', 'compliance'] }),
    }),
  );
}

const scaffoldName = (s: { title: string; tagNumber: string | null }, t: TFunction<'taskWork'>) =>
  s.tagNumber ? t('scaffoldWait.scaffoldName', { title: s.title, tag: s.tagNumber }) : s.title;

/**
 * Whether the task waits for its scaffold ('Waiting for scaffold', with the scaffold and the
 * reason), and the control to mark it as needing one (for those who may edit the task).
 */
export function TaskScaffoldWait({ task }: { task: TTaskDetail; site: TSiteContext }) {
  const { t } = useTranslation('taskWork');
  const wait = useScaffoldWait(task.id);
  const setLink = useSetNeedsScaffold();
  const notify = useNotify();
  const [picking, setPicking] = useState(false);

  if (wait.isPending) return null;
  if (wait.isError)
    return (
      <RetryAlert onRetry={() => void wait.refetch()}>{t('scaffoldWait.loadFailed')}</RetryAlert>
    );
  const { scaffold, reason, reasonText, mayEdit } = wait.data;
  if (!scaffold && !mayEdit) return null;

  const save = (scaffoldRecordId: string | null) =>
    setLink.mutate(
      { taskId: task.id, scaffoldRecordId },
      {
        onSuccess: () => {
          setPicking(false);
          notify.success(scaffoldRecordId ? t('scaffoldWait.linked') : t('scaffoldWait.unlinked'));
        },
        onError: (error) => notify.error(error),
      },
    );

  return (
    <Box
      component="section"
      aria-label={t('scaffoldWait.link')}
      sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}
    >
      {scaffold && (
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ flexWrap: 'wrap', alignItems: 'center' }}
        >
          {reason && (
            <Chip
              color="warning"
              icon={<HourglassTopIcon aria-hidden="true" />}
              label={t('scaffoldWait.chip')}
            />
          )}
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {t('scaffoldWait.linkLabel')}{' '}
            {scaffold.canOpen ? (
              <Link to={craftRecordPath(scaffold.id)}>{scaffoldName(scaffold, t)}</Link>
            ) : (
              scaffoldName(scaffold, t)
            )}
          </Typography>
        </Stack>
      )}
      {reasonText && (
        <Typography id={`scaffold-wait-${task.id}`} variant="body2" color="text.secondary">
          {reasonText}
        </Typography>
      )}
      {mayEdit && (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button
            variant="outlined"
            size="small"
            disabled={setLink.isPending}
            onClick={() => setPicking(true)}
          >
            {scaffold ? t('scaffoldWait.change') : t('scaffoldWait.link')}
          </Button>
          {scaffold && (
            <Button
              variant="text"
              size="small"
              disabled={setLink.isPending}
              onClick={() => save(null)}
            >
              {t('scaffoldWait.unlink')}
            </Button>
          )}
        </Stack>
      )}
      <FormDialog
        open={picking}
        onClose={() => setPicking(false)}
        isPending={setLink.isPending}
        maxWidth={480}
      >
        {(titleId) => (
          <ScaffoldPicker
            titleId={titleId}
            taskId={task.id}
            currentId={scaffold?.id ?? null}
            isSaving={setLink.isPending}
            onPick={(id) => save(id)}
            onClose={() => setPicking(false)}
          />
        )}
      </FormDialog>
    </Box>
  );
}

/** The searchable list of open scaffolds: the task's location first, then the nearest. */
function ScaffoldPicker({
  titleId,
  taskId,
  currentId,
  isSaving,
  onPick,
  onClose,
}: {
  titleId: string;
  taskId: string;
  currentId: string | null;
  isSaving: boolean;
  onPick: (id: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('taskWork');
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search.trim());
  const candidates = useQuery({
    ...orpc.scaffoldWaiting.candidates.queryOptions({ input: { taskId, search: deferred } }),
    placeholderData: keepPreviousData,
  });
  return (
    <>
      <DialogTitle id={titleId}>{t('scaffoldWait.link')}</DialogTitle>
      <DialogContent dividers>
        <SearchField label={t('scaffoldWait.search')} value={search} onChange={setSearch} />
        {(candidates.isFetching || isSaving) && (
          <LinearProgress aria-label={t('scaffoldWait.loading')} />
        )}
        {candidates.isError ? (
          <RetryAlert onRetry={() => void candidates.refetch()}>
            {t('scaffoldWait.candidatesFailed')}
          </RetryAlert>
        ) : candidates.data && candidates.data.length === 0 ? (
          <Typography color="text.secondary">{t('scaffoldWait.noMatch')}</Typography>
        ) : (
          <List
            dense
            aria-label={t('scaffoldWait.list')}
            sx={{ maxHeight: 360, overflowY: 'auto' }}
          >
            {(candidates.data ?? []).map((c: TCandidate) => (
              <ListItem key={c.id} disablePadding>
                <ListItemButton
                  selected={c.id === currentId}
                  disabled={isSaving}
                  onClick={() => onPick(c.id)}
                >
                  <ListItemText
                    primary={scaffoldName(c, t)}
                    secondary={[c.locationTitle, c.reasonText ?? t('scaffoldWait.usable')]
                      .filter(Boolean)
                      .join(' · ')}
                  />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={isSaving}>
          {t('scaffoldWait.cancel')}
        </Button>
      </DialogActions>
    </>
  );
}
