import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useNotify } from '../../../lib/notify';
import {
  useDeleteWebhookEndpoint,
  useRotateWebhookSecret,
  useSendWebhookTest,
  useUpdateWebhookEndpoint,
  type TWebhookEndpointRow,
} from '../api/webhooks';
import type { TShownSecret } from './secret-dialog';

type TConfirming = { kind: 'delete' | 'rotate'; endpoint: TWebhookEndpointRow };

/**
 * An endpoint's buttons: Deliveries, Send test event (while on), Edit, Pause or Resume, Rotate
 * secret and Delete (both after confirming). Each button's name carries the address.
 */
export function EndpointActions({
  endpoint,
  onEdit,
  onShowDeliveries,
  onSecret,
}: {
  endpoint: TWebhookEndpointRow;
  onEdit: (endpoint: TWebhookEndpointRow) => void;
  onShowDeliveries: (endpointId: string) => void;
  onSecret: (shown: TShownSecret) => void;
}) {
  const notify = useNotify();
  const update = useUpdateWebhookEndpoint();
  const remove = useDeleteWebhookEndpoint();
  const rotate = useRotateWebhookSecret();
  const sendTest = useSendWebhookTest();
  const [confirming, setConfirming] = useState<TConfirming | null>(null);
  const { url } = endpoint;

  const handleToggle = () =>
    update.mutate(
      { id: endpoint.id, active: !endpoint.active },
      {
        onSuccess: () => notify.success(endpoint.active ? 'Endpoint paused.' : 'Endpoint resumed.'),
        onError: (error) => notify.error(error),
      },
    );
  const handleSendTest = () =>
    sendTest.mutate(
      { id: endpoint.id },
      {
        onSuccess: () => {
          notify.success('Test event sent: its delivery shows in the log.');
          onShowDeliveries(endpoint.id);
        },
        onError: (error) => notify.error(error),
      },
    );
  const handleConfirm = () => {
    if (!confirming) return;
    const id = confirming.endpoint.id;
    if (confirming.kind === 'delete') {
      remove.mutate(
        { id },
        {
          onSuccess: () => {
            notify.success('Endpoint deleted.');
            setConfirming(null);
          },
          onError: (error) => notify.error(error),
        },
      );
      return;
    }
    rotate.mutate(
      { id },
      {
        onSuccess: ({ secret }) => {
          setConfirming(null);
          onSecret({ url, secret, isRotated: true });
        },
        onError: (error) => notify.error(error),
      },
    );
  };

  return (
    <>
      <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
        <Button
          size="small"
          variant="outlined"
          onClick={() => onShowDeliveries(endpoint.id)}
          aria-label={`Deliveries of ${url}`}
        >
          Deliveries
        </Button>
        {endpoint.active && (
          <Button
            size="small"
            variant="outlined"
            loading={sendTest.isPending}
            onClick={handleSendTest}
            aria-label={`Send test event to ${url}`}
          >
            Send test event
          </Button>
        )}
        <Button size="small" onClick={() => onEdit(endpoint)} aria-label={`Edit ${url}`}>
          Edit
        </Button>
        <Button
          size="small"
          loading={update.isPending}
          onClick={handleToggle}
          aria-label={`${endpoint.active ? 'Pause' : 'Resume'} ${url}`}
        >
          {endpoint.active ? 'Pause' : 'Resume'}
        </Button>
        <Button
          size="small"
          onClick={() => setConfirming({ kind: 'rotate', endpoint })}
          aria-label={`Rotate secret of ${url}`}
        >
          Rotate secret
        </Button>
        <Button
          size="small"
          color="error"
          onClick={() => setConfirming({ kind: 'delete', endpoint })}
          aria-label={`Delete ${url}`}
        >
          Delete
        </Button>
      </Stack>
      <ConfirmDialog
        open={confirming !== null}
        title={confirming?.kind === 'rotate' ? 'Rotate signing secret' : 'Delete endpoint'}
        message={
          confirming?.kind === 'rotate'
            ? `A new secret signs every delivery to ${url} from now on; the receiver must be given it, or it will refuse them.`
            : `${url} will receive no more events, and its delivery log leaves this page. This cannot be undone.`
        }
        okText={confirming?.kind === 'rotate' ? 'Rotate secret' : 'Delete'}
        isPending={remove.isPending || rotate.isPending}
        onClose={() => setConfirming(null)}
        onConfirm={handleConfirm}
      />
    </>
  );
}
