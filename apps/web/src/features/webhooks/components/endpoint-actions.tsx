import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useTranslation } from '../../../lib/i18n/i18n';
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
  const { t } = useTranslation('integrations');
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
        onSuccess: () =>
          notify.success(
            endpoint.active ? t('webhooks.actions.paused') : t('webhooks.actions.resumed'),
          ),
        onError: (error) => notify.error(error),
      },
    );
  const handleSendTest = () =>
    sendTest.mutate(
      { id: endpoint.id },
      {
        onSuccess: () => {
          notify.success(t('webhooks.actions.testSent'));
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
            notify.success(t('webhooks.actions.deleted'));
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
          aria-label={t('webhooks.actions.deliveriesOf', { url })}
        >
          {t('webhooks.actions.deliveries')}
        </Button>
        {endpoint.active && (
          <Button
            size="small"
            variant="outlined"
            loading={sendTest.isPending}
            onClick={handleSendTest}
            aria-label={t('webhooks.actions.sendTestTo', { url })}
          >
            {t('webhooks.actions.sendTest')}
          </Button>
        )}
        <Button
          size="small"
          onClick={() => onEdit(endpoint)}
          aria-label={t('webhooks.actions.editUrl', { url })}
        >
          {t('webhooks.actions.edit')}
        </Button>
        <Button
          size="small"
          loading={update.isPending}
          onClick={handleToggle}
          aria-label={
            endpoint.active
              ? t('webhooks.actions.pauseUrl', { url })
              : t('webhooks.actions.resumeUrl', { url })
          }
        >
          {endpoint.active ? t('webhooks.actions.pause') : t('webhooks.actions.resume')}
        </Button>
        <Button
          size="small"
          onClick={() => setConfirming({ kind: 'rotate', endpoint })}
          aria-label={t('webhooks.actions.rotateOf', { url })}
        >
          {t('webhooks.actions.rotate')}
        </Button>
        <Button
          size="small"
          color="error"
          onClick={() => setConfirming({ kind: 'delete', endpoint })}
          aria-label={t('webhooks.actions.deleteUrl', { url })}
        >
          {t('webhooks.actions.delete')}
        </Button>
      </Stack>
      <ConfirmDialog
        open={confirming !== null}
        title={
          confirming?.kind === 'rotate'
            ? t('webhooks.actions.rotateTitle')
            : t('webhooks.actions.deleteTitle')
        }
        message={
          confirming?.kind === 'rotate'
            ? t('webhooks.actions.rotateMessage', { url })
            : t('webhooks.actions.deleteMessage', { url })
        }
        okText={
          confirming?.kind === 'rotate'
            ? t('webhooks.actions.rotate')
            : t('webhooks.actions.delete')
        }
        cancelText={t('cancel')}
        isPending={remove.isPending || rotate.isPending}
        onClose={() => setConfirming(null)}
        onConfirm={handleConfirm}
      />
    </>
  );
}
