import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  API_TOKEN_EXPIRY_DAYS,
  API_TOKEN_NAME_MAX,
  API_TOKEN_SCOPES,
  DEFAULT_API_TOKEN_EXPIRY_DAYS,
  ZCreateApiTokenInput,
  type TApiTokenExpiryDays,
  type TApiTokenScope,
} from '@craftwork/domain/integrations/tokens';
import { FormDialog } from '../../../components/ui/form-dialog';
import { errorText } from '../../../lib/i18n/error-text';
import { useDomainText } from '../../../lib/i18n/domain-text';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useCreateApiToken, useTokenUsers, type TCreatedApiToken } from '../api/api-tokens';
import { actsAsChoices, SELF } from './acts-as';

/** Create token: name, access, lifetime and the user it acts as; answers the token once. */
export function CreateTokenDialog({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (token: TCreatedApiToken) => void;
}) {
  const create = useCreateApiToken();
  return (
    <FormDialog open={open} onClose={onClose} isPending={create.isPending} maxWidth={520}>
      {(titleId) => (
        <CreateTokenForm
          titleId={titleId}
          create={create}
          onCancel={onClose}
          onCreated={onCreated}
        />
      )}
    </FormDialog>
  );
}

function CreateTokenForm({
  titleId,
  create,
  onCancel,
  onCreated,
}: {
  titleId: string;
  create: ReturnType<typeof useCreateApiToken>;
  onCancel: () => void;
  onCreated: (token: TCreatedApiToken) => void;
}) {
  const { t } = useTranslation('integrations');
  // The form rules' and the server's texts, and the generic one, are the domain's English.
  const domainText = useDomainText();
  const users = useTokenUsers(true);
  const [name, setName] = useState('');
  const [scope, setScope] = useState<TApiTokenScope>('read');
  const [expiresInDays, setExpiresInDays] = useState<TApiTokenExpiryDays>(
    DEFAULT_API_TOKEN_EXPIRY_DAYS,
  );
  const [actsAs, setActsAs] = useState<string>(SELF);
  const [submitted, setSubmitted] = useState(false);
  const parsed = ZCreateApiTokenInput.safeParse({
    name,
    scope,
    expiresInDays,
    actsAsUserId: actsAs === SELF ? null : actsAs,
  });
  const nameError =
    submitted && !parsed.success
      ? parsed.error.issues.find((i) => i.path[0] === 'name')?.message
      : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!parsed.success) return;
    create.mutate(parsed.data, { onSuccess: (token) => onCreated(token) });
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('apiTokens.create.title')}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          <Typography variant="body2" color="text.secondary">
            {t('apiTokens.create.intro')}
          </Typography>
          <TextField
            id="api-token-name"
            label={t('apiTokens.create.name')}
            required
            autoFocus
            value={name}
            onChange={(e) => {
              create.reset();
              setName(e.target.value);
            }}
            error={Boolean(nameError)}
            helperText={
              nameError === undefined ? t('apiTokens.create.nameHelp') : domainText(nameError)
            }
            slotProps={{ htmlInput: { maxLength: API_TOKEN_NAME_MAX } }}
          />
          <TextField
            id="api-token-scope"
            select
            label={t('apiTokens.create.access')}
            value={scope}
            onChange={(e) => setScope(e.target.value as TApiTokenScope)}
          >
            {API_TOKEN_SCOPES.map((s) => (
              <MenuItem key={s} value={s}>
                {t(`apiTokens.scope.${s}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            id="api-token-expiry"
            select
            label={t('apiTokens.create.expiresAfter')}
            value={expiresInDays}
            onChange={(e) => setExpiresInDays(Number(e.target.value) as TApiTokenExpiryDays)}
            helperText={t('apiTokens.create.expiryHelp')}
          >
            {API_TOKEN_EXPIRY_DAYS.map((days) => (
              <MenuItem key={days} value={days}>
                {t(`apiTokens.expiry.${days}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            id="api-token-acts-as"
            select
            label={t('apiTokens.create.actsAs')}
            value={actsAs}
            onChange={(e) => setActsAs(e.target.value)}
            error={users.isError}
            helperText={users.isError ? errorText(users.error) : t('apiTokens.create.actsAsHelp')}
          >
            {actsAsChoices(users.data ?? [], t).map((choice) => (
              <MenuItem key={choice.value} value={choice.value}>
                {choice.label}
              </MenuItem>
            ))}
          </TextField>
          {create.isError && (
            <Alert severity="error" role="alert">
              {errorText(create.error)}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={create.isPending}>
          {t('cancel')}
        </Button>
        <Button type="submit" variant="contained" loading={create.isPending}>
          {t('apiTokens.create.submit')}
        </Button>
      </DialogActions>
    </form>
  );
}
