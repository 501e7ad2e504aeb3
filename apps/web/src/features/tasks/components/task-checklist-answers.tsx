import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { answerText, itemOutcome, isChecklistFileId } from '@craftwork/domain/checklists/answers';
import type { TChecklistItem } from '@craftwork/domain/checklists/templates';
import type { TSiteContext } from '../../../lib/session';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useFormat } from '../../../lib/i18n/use-format';
import { applyLiveMessage } from '../../../lib/live';
import { useNotify } from '../../../lib/notify';
import { orpc, rpc, type TRpcOutputs } from '../../../lib/rpc';
import type { TTaskDetail } from '../api/get-task';

type TStored = NonNullable<TRpcOutputs['checklists']['forTask']['answers']>;

function SignatureImage({
  taskId,
  signatureId,
  label,
}: {
  taskId: string;
  signatureId: string;
  label: string;
}) {
  const { t } = useTranslation('taskWork');
  const { data } = useQuery({
    ...orpc.checklists.signature.queryOptions({ input: { taskId, signatureId } }),
    staleTime: Number.POSITIVE_INFINITY,
  });
  if (!data) return <Typography variant="body2">{t('answers.signed')}</Typography>;
  return (
    <Box
      component="img"
      src={data.dataUrl}
      alt={t('answers.signatureAlt', { label })}
      sx={{
        maxWidth: 220,
        maxHeight: 80,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        bgcolor: '#fff',
      }}
    />
  );
}

function Answer({
  taskId,
  item,
  stored,
}: {
  taskId: string;
  item: TChecklistItem;
  stored: TStored;
}) {
  const { t } = useTranslation('taskWork');
  const answer = stored.answers[item.id];
  if (item.kind === 'photo' && isChecklistFileId(answer)) {
    return (
      <Box
        component="img"
        src={`/api/files/photos/${answer}/thumb`}
        alt={t('answers.photoAlt', { label: item.label })}
        sx={{ width: 72, height: 72, objectFit: 'cover', borderRadius: 1 }}
      />
    );
  }
  if (item.kind === 'signature' && isChecklistFileId(answer)) {
    return <SignatureImage taskId={taskId} signatureId={answer} label={item.label} />;
  }
  return (
    <Typography variant="body2" sx={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
      {answerText(item, answer)}
    </Typography>
  );
}

/** The checklist answers stored with a completed task: failed items marked, each may start a corrective task. */
export function TaskChecklistAnswers({ task, site }: { task: TTaskDetail; site: TSiteContext }) {
  const { t } = useTranslation('taskWork');
  const { timeline } = useFormat();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const [created, setCreated] = useState<Record<string, boolean>>({});
  const { data } = useQuery(orpc.checklists.forTask.queryOptions({ input: { taskId: task.id } }));
  const corrective = useMutation({
    mutationFn: (itemId: string) =>
      rpc.checklists.createCorrectiveTask({ taskId: task.id, itemId }),
    onSuccess: (_result, itemId) => {
      setCreated((c) => ({ ...c, [itemId]: true }));
      notify.success(t('answers.created'));
      applyLiveMessage(queryClient, { topics: ['tasks', 'craftRecords'] });
    },
    onError: (error) => notify.error(error),
  });
  const stored = data?.answers;
  if (!stored) return null;
  const headingId = `task-${task.id}-checklist`;
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="subtitle2" component="h3">
        {t('answers.heading', { name: stored.templateName })}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {stored.answeredByName
          ? t('answers.answeredBy', {
              when: timeline(stored.answeredAt, site.timezone),
              name: stored.answeredByName,
            })
          : t('answers.answered', {
              when: timeline(stored.answeredAt, site.timezone),
            })}
      </Typography>
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}>
        {stored.items.map((item) => {
          const outcome = itemOutcome(item, stored.answers[item.id]);
          const bad = outcome === 'failed' || outcome === 'flagged';
          return (
            <Box
              component="li"
              key={item.id}
              sx={{
                borderLeft: 4,
                borderColor: bad
                  ? outcome === 'failed'
                    ? 'error.main'
                    : 'warning.main'
                  : 'divider',
                pl: 1.5,
              }}
            >
              <Stack
                direction="row"
                spacing={1}
                sx={{ alignItems: 'center', flexWrap: 'wrap' }}
                useFlexGap
              >
                <Typography
                  variant="body2"
                  color="text.secondary"
                  sx={{ overflowWrap: 'anywhere' }}
                >
                  {item.label}
                </Typography>
                {bad && (
                  <Chip
                    size="small"
                    color={outcome === 'failed' ? 'error' : 'warning'}
                    label={outcome === 'failed' ? t('answers.failed') : t('answers.flagged')}
                  />
                )}
              </Stack>
              <Answer taskId={task.id} item={item} stored={stored} />
              {bad && data.canCreateCorrective && (
                <Button
                  size="small"
                  sx={{ mt: 0.5 }}
                  onClick={() => corrective.mutate(item.id)}
                  disabled={corrective.isPending || created[item.id] === true}
                  aria-label={
                    created[item.id]
                      ? t('answers.createdFor', { label: item.label })
                      : t('answers.createFor', { label: item.label })
                  }
                >
                  {created[item.id] ? t('answers.created') : t('answers.create')}
                </Button>
              )}
            </Box>
          );
        })}
      </Stack>
    </Box>
  );
}
