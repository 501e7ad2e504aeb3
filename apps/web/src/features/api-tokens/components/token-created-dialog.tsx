import { ShownOnceDialog } from '../../../components/ui/shown-once-dialog';
import { useTranslation } from '../../../lib/i18n/i18n';
import type { TCreatedApiToken } from '../api/api-tokens';

/** The new token, shown this once, with the warning that it cannot be shown again. */
export function TokenCreatedDialog({
  token,
  onClose,
}: {
  token: TCreatedApiToken | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('integrations');
  return (
    <ShownOnceDialog
      value={token?.token ?? null}
      title={t('apiTokens.created.title')}
      warning={t('apiTokens.created.warning')}
      label={
        token
          ? t('apiTokens.created.label', { name: token.name })
          : t('apiTokens.created.labelPlain')
      }
      words={{
        copy: t('apiTokens.created.copy'),
        copied: t('apiTokens.created.copied'),
        copyFailed: t('apiTokens.created.copyFailed'),
        done: t('done'),
      }}
      onClose={onClose}
    />
  );
}
