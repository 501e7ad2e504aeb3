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
import { errorMessage } from '../../../lib/errors';
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
      setProblem(errorMessage(error));
    }
    setConfirm(null);
  };
  const handleReject = () =>
    markRejected.mutate(
      { id },
      {
        onSuccess: () => notify.success(`Estimate ${estimate.number} marked rejected.`),
        onError: (error) => setProblem(errorMessage(error)),
        onSettled: () => setConfirm(null),
      },
    );
  const handleRevise = () =>
    revise.mutate(
      { id },
      {
        onSuccess: () => notify.success(`Estimate ${estimate.number} is a draft again.`),
        onError: (error) => setProblem(errorMessage(error)),
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
        onError: (error) => setProblem(errorMessage(error)),
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
          {status === 'draft' ? 'Send' : 'Re-send'}
        </Button>
      )}
      {mayMoveEstimate(status, 'rejected') && (
        <Button variant="outlined" color="warning" onClick={() => setConfirm('reject')}>
          Mark rejected
        </Button>
      )}
      {mayMoveEstimate(status, 'draft') && (
        <Button variant="contained" loading={revise.isPending} onClick={handleRevise}>
          Revise
        </Button>
      )}
      {status === 'approved' && estimate.taskId === null && (
        <Button variant="contained" onClick={handleCreateTask}>
          Create task
        </Button>
      )}
      {status === 'approved' && estimate.invoiceId === null && (
        <Button variant="contained" loading={createInvoice.isPending} onClick={handleCreateInvoice}>
          Create invoice
        </Button>
      )}
      <Button
        component="a"
        href={estimatePdfUrl(id)}
        download
        startIcon={<DownloadIcon aria-hidden="true" />}
      >
        Download PDF
      </Button>
      {(sentTo || problem || taskPath || estimate.invoiceId || estimate.sentTo) && (
        <Stack spacing={1} sx={{ width: '100%', mt: 1, overflowWrap: 'anywhere' }}>
          {problem && <Alert severity="error">{problem}</Alert>}
          {sentTo ? (
            <Alert severity="success">Sent to {sentTo}</Alert>
          ) : (
            status !== 'draft' &&
            estimate.sentTo && <Alert severity="info">Sent to {estimate.sentTo}</Alert>
          )}
          {taskPath && (
            <Alert severity="info">
              Task: <Link to={taskPath}>open the task made from this estimate</Link>
            </Alert>
          )}
          {estimate.invoiceId && (
            <Alert severity="info">
              Invoice:{' '}
              <Link to={generatePath(paths.invoice, { invoiceId: estimate.invoiceId })}>
                {estimate.invoiceNumber ?? 'open the invoice'}
              </Link>
            </Alert>
          )}
        </Stack>
      )}
      <ConfirmAction
        open={confirm === 'send'}
        title={status === 'draft' ? 'Send Estimate' : 'Re-send Estimate'}
        message={`E-mail estimate ${estimate.number} as a PDF with a link to approve it to the customer?`}
        okText="Send"
        isPending={send.isPending}
        onConfirm={() => void handleSend()}
        onClose={() => setConfirm(null)}
      />
      <ConfirmAction
        open={confirm === 'reject'}
        title="Mark Rejected"
        message={`Record that the customer rejected estimate ${estimate.number}?`}
        okText="Mark rejected"
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
          Cancel
        </Button>
        <Button onClick={onConfirm} variant="contained" loading={isPending}>
          {okText}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
