import { ShownOnceDialog } from '../../../components/ui/shown-once-dialog';
import { useTranslation } from '../../../lib/i18n/i18n';
import { SignatureHelp } from './signature-help';

export type TShownSecret = { url: string; secret: string; isRotated: boolean };

/**
 * An endpoint's signing secret, shown this once (after adding the endpoint or rotating its
 * secret), with how to check signatures.
 */
export function SecretDialog({
  shown,
  onClose,
}: {
  shown: TShownSecret | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('integrations');
  return (
    <ShownOnceDialog
      value={shown?.secret ?? null}
      title={shown?.isRotated ? t('webhooks.secret.newTitle') : t('webhooks.secret.title')}
      warning={
        shown?.isRotated ? t('webhooks.secret.warningRotated') : t('webhooks.secret.warning')
      }
      label={t('webhooks.secret.label')}
      helperText={shown?.url}
      words={{
        copy: t('webhooks.secret.copy'),
        copied: t('webhooks.secret.copied'),
        copyFailed: t('webhooks.secret.copyFailed'),
        done: t('done'),
      }}
      maxWidth={600}
      onClose={onClose}
    >
      <SignatureHelp />
    </ShownOnceDialog>
  );
}
