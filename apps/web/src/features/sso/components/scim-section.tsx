import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ShownOnceDialog } from '../../../components/ui/shown-once-dialog';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useFormat } from '../../../lib/i18n/use-format';
import { useNotify } from '../../../lib/notify';
import { useCreateScimToken, useRevokeScimToken, type TSsoConnection } from '../api/sso';

type TConfirming = 'replace' | 'revoke' | null;

/**
 * Company sign-in → Provisioning (SCIM): the base URL and token the provider needs to remove
 * people (decision 232). A token is shown once when made; replacing or revoking one asks first,
 * since the provider's current token stops at once.
 */
export function ScimSection({ scim }: { scim: TSsoConnection['scim'] }) {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const notify = useNotify();
  const create = useCreateScimToken();
  const revoke = useRevokeScimToken();
  const headingId = useId();
  const [confirming, setConfirming] = useState<TConfirming>(null);
  const [token, setToken] = useState<string | null>(null);
  const hasToken = scim.tokenPrefix !== null;

  const makeToken = () =>
    create.mutate(undefined, {
      onSuccess: (created) => {
        setConfirming(null);
        setToken(created.token);
      },
      onError: (error) => notify.error(error),
    });
  const revokeToken = () =>
    revoke.mutate(undefined, {
      onSuccess: () => {
        setConfirming(null);
        notify.success(t('sso.scim.revoked'));
      },
      onError: (error) => notify.error(error),
    });

  return (
    <Stack component="section" spacing={2} aria-labelledby={headingId}>
      <Typography id={headingId} variant="h6" component="h3">
        {t('sso.scim.heading')}
      </Typography>
      <Typography variant="body2">{t('sso.scim.intro')}</Typography>
      <TextField
        label={t('sso.scim.baseUrl')}
        value={scim.baseUrl}
        onFocus={(e) => e.target.select()}
        slotProps={{ htmlInput: { readOnly: true, spellCheck: false } }}
      />
      <Typography variant="body2" color="text.secondary">
        {hasToken && scim.tokenCreatedAt
          ? t('sso.scim.token', {
              prefix: scim.tokenPrefix,
              date: format.date(new Date(scim.tokenCreatedAt)),
            })
          : t('sso.scim.noToken')}
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button
          variant="outlined"
          disabled={create.isPending}
          onClick={() => (hasToken ? setConfirming('replace') : makeToken())}
        >
          {hasToken ? t('sso.scim.replace') : t('sso.scim.create')}
        </Button>
        {hasToken && (
          <Button variant="outlined" color="error" onClick={() => setConfirming('revoke')}>
            {t('sso.scim.revoke')}
          </Button>
        )}
      </Stack>
      <ConfirmDialog
        open={confirming !== null}
        title={confirming === 'revoke' ? t('sso.scim.revokeTitle') : t('sso.scim.replaceTitle')}
        message={
          confirming === 'revoke' ? t('sso.scim.revokeMessage') : t('sso.scim.replaceMessage')
        }
        okText={confirming === 'revoke' ? t('sso.scim.revoke') : t('sso.scim.replace')}
        cancelText={t('sso.scim.cancel')}
        isPending={create.isPending || revoke.isPending}
        onClose={() => setConfirming(null)}
        onConfirm={confirming === 'revoke' ? revokeToken : makeToken}
      />
      <ShownOnceDialog
        value={token}
        title={t('sso.scim.createdTitle')}
        warning={t('sso.scim.createdWarning')}
        label={t('sso.scim.createdLabel')}
        words={{
          copy: t('sso.scim.copy'),
          copied: t('sso.scim.copied'),
          copyFailed: t('sso.scim.copyFailed'),
          done: t('sso.scim.done'),
        }}
        onClose={() => setToken(null)}
      />
    </Stack>
  );
}
