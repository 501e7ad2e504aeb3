import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import DownloadIcon from '@mui/icons-material/Download';
import { generatePath, useNavigate } from 'react-router';
import type { TEstimateDetail } from '@craftwork/domain/billing/estimates';
import { mayMoveEstimate } from '@craftwork/domain/billing/transitions';
import { Link } from '../../../components/ui/link';
import { paths } from '../../../config/paths';
import { errorText } from '../../../lib/i18n/error-text';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useNotify } from '../../../lib/notify';
import {
  estimatePdfUrl,
  useCreateInvoiceFromEstimate,
  useMarkEstimateRejected,
  useReviseEstimate,
  useSendEstimate,
} from '../api/estimates';

type TEstimateActionsProps = {
  estimate: TEstimateDetail;
  isCustomerSite: boolean;
  /** A draft's Save, run before it is sent (null once not a draft). */
  onBeforeSend: (() => Promise<string | null>) | null;
};

type TConfirm = 'send' | 'reject' | null;

/** What may be done with an estimate in its status (domain transitions), and what came of it. */
export function EstimateActions({ estimate, isCustomerSite, onBeforeSend }: TEstimateActionsProps) {
  const { t } = useTranslation('billing');
  const navigate = useNavigate();
  const notify = useNotify();
  const send = useSendEstimate();
  const markRejected = useMarkEstimateRejected();
  const revise = useReviseEstimate();
  const createInvoice = useCreateInvoiceFromEstimate();
  const [confirm, setConfirm] = useState<TConfirm>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const { id, status } = estimate;

  const handleSend = async () => {
    setProblem(null);
    if (onBeforeSend && !(await onBeforeSend())) {
      setConfirm(null);
      return;
    }
    try {
      const result = await send.mutateAsync({ id });
      setSentTo(result.sentTo);
    } catch (error) {
      setProblem(errorText(error));
    }
    setConfirm(null);
  };
  const handleReject = () =>
    markRejected.mutate(
      { id },
      {
        onSuccess: () => notify.success(t('estimate.markedRejected', { number: estimate.number })),
        onError: (error) => setProblem(errorText(error)),
        onSettled: () => setConfirm(null),
      },
    );
  const handleRevise = () =>
    revise.mutate(
      { id },
      {
        onSuccess: () => notify.success(t('estimate.draftAgain', { number: estimate.number })),
        onError: (error) => setProblem(errorText(error)),
      },
    );
  const handleCreateTask = () => {
    const wizard = isCustomerSite ? paths.createCustomerTask : paths.createTask;
    void navigate(`${wizard}?estimateId=${encodeURIComponent(id)}`);
  };
  const handleCreateInvoice = () =>
    createInvoice.mutate(
      { kind: 'estimate', estimateId: id },
      {
        onSuccess: (invoice) =>
          void navigate(generatePath(paths.invoice, { invoiceId: invoice.id })),
        onError: (error) => setProblem(errorText(error)),
      },
    );

  const taskPath =
    estimate.craftRecordId === null
      ? null
      : isCustomerSite
        ? generatePath(paths.workRecordAndTasks, { id: estimate.craftRecordId })
        : generatePath(paths.craftRecord, {
            id: estimate.craftRecordId,
            taskId: estimate.taskId ?? undefined,
          });

  return (
    <>
      {mayMoveEstimate(status, 'sent') && (
        <Button
          variant={status === 'draft' ? 'outlined' : 'contained'}
          onClick={() => setConfirm('send')}
        >
          {status === 'draft' ? t('estimate.send') : t('estimate.resend')}
        </Button>
      )}
      {mayMoveEstimate(status, 'rejected') && (
        <Button variant="outlined" color="warning" onClick={() => setConfirm('reject')}>
          {t('estimate.markRejected')}
        </Button>
      )}
      {mayMoveEstimate(status, 'draft') && (
        <Button variant="contained" loading={revise.isPending} onClick={handleRevise}>
          {t('estimate.revise')}
        </Button>
      )}
      {status === 'approved' && estimate.taskId === null && (
        <Button variant="contained" onClick={handleCreateTask}>
          {t('estimate.createTask')}
        </Button>
      )}
      {status === 'approved' && estimate.invoiceId === null && (
        <Button variant="contained" loading={createInvoice.isPending} onClick={handleCreateInvoice}>
          {t('estimate.createInvoice')}
        </Button>
      )}
      <Button
        component="a"
        href={estimatePdfUrl(id)}
        download
        startIcon={<DownloadIcon aria-hidden="true" />}
      >
        {t('invoice.downloadPdf')}
      </Button>
      {(sentTo || problem || taskPath || estimate.invoiceId || estimate.sentTo) && (
        <Stack spacing={1} sx={{ width: '100%', mt: 1, overflowWrap: 'anywhere' }}>
          {problem && <Alert severity="error">{problem}</Alert>}
          {sentTo ? (
            <Alert severity="success">{t('estimate.sentTo', { email: sentTo })}</Alert>
          ) : (
            status !== 'draft' &&
            estimate.sentTo && (
              <Alert severity="info">{t('estimate.sentTo', { email: estimate.sentTo })}</Alert>
            )
          )}
          {taskPath && (
            <Alert severity="info">
              {t('estimate.taskLabel')} <Link to={taskPath}>{t('estimate.openTask')}</Link>
            </Alert>
          )}
          {estimate.invoiceId && (
            <Alert severity="info">
              {t('estimate.invoiceLabel')}{' '}
              <Link to={generatePath(paths.invoice, { invoiceId: estimate.invoiceId })}>
                {estimate.invoiceNumber ?? t('estimate.openInvoice')}
              </Link>
            </Alert>
          )}
        </Stack>
      )}
      <ConfirmAction
        open={confirm === 'send'}
        title={status === 'draft' ? t('estimate.sendTitle') : t('estimate.resendTitle')}
        message={t('estimate.sendMessage', { number: estimate.number })}
        okText={t('estimate.send')}
        isPending={send.isPending}
        onConfirm={() => void handleSend()}
        onClose={() => setConfirm(null)}
      />
      <ConfirmAction
        open={confirm === 'reject'}
        title={t('estimate.markRejectedTitle')}
        message={t('estimate.markRejectedMessage', { number: estimate.number })}
        okText={t('estimate.markRejected')}
        isPending={markRejected.isPending}
        onConfirm={handleReject}
        onClose={() => setConfirm(null)}
      />
    </>
  );
}

type TConfirmActionProps = {
  open: boolean;
  title: string;
  message: string;
  okText: string;
  isPending: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/** A confirmation whose OK is not a deletion (the shared ConfirmDialog's OK is red). */
function ConfirmAction({
  open,
  title,
  message,
  okText,
  isPending,
  onConfirm,
  onClose,
}: TConfirmActionProps) {
  const { t } = useTranslation('billing');
  return (
    <Dialog
      open={open}
      onClose={isPending ? undefined : onClose}
      aria-labelledby="estimate-confirm-title"
      aria-describedby="estimate-confirm-message"
      slotProps={{ paper: { sx: { width: '100%', maxWidth: 400 } } }}
    >
      <DialogTitle id="estimate-confirm-title">{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id="estimate-confirm-message">{message}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={isPending}>
          {t('estimates.cancel')}
        </Button>
        <Button onClick={onConfirm} variant="contained" loading={isPending}>
          {okText}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
