import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  PERMISSION_PRESET_NAMES,
  type TPermissionPreset,
} from '@craftwork/domain/access/permissions';
import {
  INVITE_LIFETIME_DAYS,
  inviteNeedsCompany,
  ZCreateInviteInput,
} from '@craftwork/domain/admin/invites';
import { TEXT_LIMITS } from '@craftwork/domain/text/text';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormDialog } from '../../../components/ui/form-dialog';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useFormat } from '../../../lib/i18n/use-format';
import { errorText } from '../../../lib/i18n/error-text';
import { useNotify } from '../../../lib/notify';
import {
  useCreateInvite,
  useInviteCompanies,
  useOpenInvites,
  useRevokeInvite,
  type TOpenInvite,
} from '../api/invites';

/** The invitation form and the site's open invitations, each revocable. */
export function InviteDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const create = useCreateInvite();
  return (
    <FormDialog open={open} onClose={onClose} isPending={create.isPending} maxWidth={560}>
      {(titleId) => <InviteForm titleId={titleId} onClose={onClose} create={create} />}
    </FormDialog>
  );
}

function InviteForm({
  titleId,
  onClose,
  create,
}: {
  titleId: string;
  onClose: () => void;
  create: ReturnType<typeof useCreateInvite>;
}) {
  const { t } = useTranslation('admin');
  const notify = useNotify();
  const companies = useInviteCompanies(true);
  const [email, setEmail] = useState('');
  const [preset, setPreset] = useState<TPermissionPreset>('foreman');
  const [companyId, setCompanyId] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const needsCompany = inviteNeedsCompany(preset);
  const parsed = ZCreateInviteInput.safeParse({
    email,
    preset,
    companyId: companyId === '' ? null : companyId,
  });
  const errorOf = (field: string) =>
    submitted && !parsed.success
      ? parsed.error.issues.find((i) => i.path[0] === field)?.message
      : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!parsed.success) return;
    create.mutate(parsed.data, {
      onSuccess: () => {
        notify.success(t('invites.sent'));
        setEmail('');
        setSubmitted(false);
      },
    });
  };

  return (
    <>
      <form onSubmit={submit} noValidate aria-labelledby={titleId}>
        <DialogTitle id={titleId}>{t('invites.title')}</DialogTitle>
        <DialogContent dividers>
          <Stack spacing={2}>
            <Typography variant="body2" color="text.secondary">
              {t('invites.intro', { days: INVITE_LIFETIME_DAYS })}
            </Typography>
            <TextField
              id="invite-email"
              label={t('invites.email')}
              type="email"
              required
              autoFocus
              value={email}
              onChange={(e) => {
                create.reset();
                setEmail(e.target.value);
              }}
              error={Boolean(errorOf('email'))}
              helperText={errorOf('email')}
              slotProps={{ htmlInput: { maxLength: TEXT_LIMITS.email } }}
            />
            <TextField
              id="invite-role"
              select
              label={t('invites.role')}
              value={preset}
              onChange={(e) => setPreset(e.target.value as TPermissionPreset)}
            >
              {PERMISSION_PRESET_NAMES.map((name) => (
                <MenuItem key={name} value={name}>
                  {t(`users.presets.${name}`)}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              id="invite-company"
              select
              label={t('invites.company')}
              required={needsCompany}
              value={companyId}
              onChange={(e) => setCompanyId(e.target.value)}
              error={Boolean(errorOf('companyId')) || companies.isError}
              helperText={
                errorOf('companyId') ??
                (companies.isError
                  ? errorText(companies.error)
                  : companies.data?.length === 0
                    ? t('invites.noCompanies')
                    : needsCompany
                      ? t('invites.companyRequired')
                      : t('invites.optional'))
              }
            >
              <MenuItem value="">
                <em>{t('invites.none')}</em>
              </MenuItem>
              {(companies.data ?? []).map((company) => (
                <MenuItem key={company.id} value={company.id}>
                  {company.name}
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
          <Button onClick={onClose} disabled={create.isPending}>
            {t('invites.close')}
          </Button>
          <Button type="submit" variant="contained" disabled={create.isPending}>
            {t('invites.send')}
          </Button>
        </DialogActions>
      </form>
      <Divider />
      <PendingInvites />
    </>
  );
}

function PendingInvites() {
  const invites = useOpenInvites(true);
  const { t } = useTranslation('admin');
  const format = useFormat();
  const revoke = useRevokeInvite();
  const notify = useNotify();
  const presetName = (preset: string) => {
    const known = PERMISSION_PRESET_NAMES.find((name) => name === preset);
    return known ? t(`users.presets.${known}`) : preset;
  };
  const [confirming, setConfirming] = useState<TOpenInvite | null>(null);

  return (
    <DialogContent>
      <Typography variant="subtitle1" component="h3" gutterBottom>
        {t('invites.pending')}
      </Typography>
      {invites.isPending ? (
        <CircularProgress size={24} aria-label={t('invites.loading')} />
      ) : invites.isError ? (
        <Alert severity="error">{errorText(invites.error)}</Alert>
      ) : invites.data.length === 0 ? (
        <Typography color="text.secondary" variant="body2">
          {t('invites.nonePending')}
        </Typography>
      ) : (
        <List dense aria-label={t('invites.pending')} disablePadding>
          {invites.data.map((invite) => (
            <ListItem
              key={invite.id}
              disableGutters
              secondaryAction={
                <Button
                  size="small"
                  color="error"
                  onClick={() => setConfirming(invite)}
                  aria-label={t('invites.revokeOf', { email: invite.email })}
                >
                  {t('invites.revoke')}
                </Button>
              }
              sx={{ pr: 10 }}
            >
              <ListItemText
                sx={{ overflowWrap: 'anywhere' }}
                primary={invite.email}
                secondary={[
                  presetName(invite.preset),
                  invite.companyName,
                  invite.expired
                    ? t('invites.expired')
                    : t('invites.expires', { date: format.date(new Date(invite.expiresAt)) }),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              />
            </ListItem>
          ))}
        </List>
      )}
      <ConfirmDialog
        open={confirming !== null}
        title={t('invites.revokeTitle')}
        message={t('invites.revokeMessage', { email: confirming?.email ?? '' })}
        okText={t('invites.revoke')}
        isPending={revoke.isPending}
        onClose={() => setConfirming(null)}
        onConfirm={() =>
          confirming &&
          revoke.mutate(
            { id: confirming.id },
            {
              onSuccess: () => {
                notify.success(t('invites.revoked'));
                setConfirming(null);
              },
              onError: (error) => notify.error(error),
            },
          )
        }
      />
    </DialogContent>
  );
}
