import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Trans } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { PASSWORD_MIN_LENGTH } from '@craftwork/domain/accounts/limits';
import { ZAcceptInviteNewInput } from '@craftwork/domain/admin/invites';
import { TEXT_LIMITS } from '@craftwork/domain/text/text';
import { paths } from '../../../config/paths';
import { Link } from '../../../components/ui/link';
import { PasswordField } from '../../../components/ui/password-field';
import { TextInput } from '../../../components/ui/text-input';
import { useDomainText } from '../../../lib/i18n/domain-text';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useRoleName } from '../../../lib/i18n/use-role-name';
import { errorText } from '../../../lib/i18n/error-text';
import { useMe } from '../../../lib/me';
import { useNotify } from '../../../lib/notify';
import { useAcceptInvite, useAcceptInviteNew, useInvite } from '../api/invites';

type TInvite = NonNullable<ReturnType<typeof useInvite>['data']>;

// The server's refusals and the form's rules are the domain's English: a signed-out caller
// gets no other, so they are written in the page's language here.

function Invalid({ message }: { message: string }) {
  const { t } = useTranslation('admin');
  const domainText = useDomainText();
  return (
    <Stack spacing={2}>
      <Alert severity="error">{domainText(message)}</Alert>
      <Link to={paths.login}>{t('invites.accept.goToLogin')}</Link>
    </Stack>
  );
}

function Summary({ invite }: { invite: TInvite }) {
  const { t } = useTranslation('admin');
  const role = useRoleName()(invite.role);
  return (
    <Typography sx={{ mb: 2 }}>
      <Trans
        t={t}
        i18nKey={invite.companyName ? 'invites.accept.summaryOf' : 'invites.accept.summary'}
        values={{ site: invite.siteName, role, company: invite.companyName ?? '' }}
        components={{ strong: <strong /> }}
      />
    </Typography>
  );
}

/** /invite?token=…: accept an invitation, creating the account first when there is none. */
export function InviteAcceptance({ token }: { token: string }) {
  const { t } = useTranslation('admin');
  const invite = useInvite(token);
  const me = useMe();
  const navigate = useNavigate();
  const notify = useNotify();
  // Once joined, the spent link reads as invalid: keep showing progress while the app moves on.
  const [joined, setJoined] = useState(false);
  const onJoined = () => {
    setJoined(true);
    notify.success(t('invites.accept.accepted'));
    void navigate(paths.home, { replace: true });
  };
  if (!token) return <Invalid message={t('invites.accept.invalid')} />;
  if (joined || invite.isPending || me.isPending)
    return (
      <Stack alignItems="center" sx={{ py: 3 }}>
        <CircularProgress aria-label={t('invites.accept.loading')} />
      </Stack>
    );
  if (invite.isError) return <Invalid message={errorText(invite.error)} />;
  const data = invite.data;
  const signedIn = Boolean(me.data);
  return (
    <>
      <Summary invite={data} />
      {signedIn ? (
        data.isInvitee ? (
          <AcceptButton token={token} onJoined={onJoined} />
        ) : (
          <Alert severity="warning">{t('invites.accept.otherAccount')}</Alert>
        )
      ) : data.hasAccount ? (
        <Stack spacing={2}>
          <Alert severity="info">{t('invites.accept.accountExists')}</Alert>
          <Typography variant="body2" color="text.secondary">
            {t('invites.accept.afterSignIn')}
          </Typography>
          <Button component={RouterLink} to={paths.login} variant="contained">
            {t('invites.accept.goToLogin')}
          </Button>
        </Stack>
      ) : (
        <NewAccountForm token={token} email={data.email} onJoined={onJoined} />
      )}
    </>
  );
}

function AcceptButton({ token, onJoined }: { token: string; onJoined: () => void }) {
  const { t } = useTranslation('admin');
  const accept = useAcceptInvite();
  return (
    <Stack spacing={2}>
      {accept.isError && <Alert severity="error">{errorText(accept.error)}</Alert>}
      <Button
        variant="contained"
        size="large"
        disabled={accept.isPending}
        onClick={() => accept.mutateAsync({ token }).then(onJoined, () => undefined)}
      >
        {t('invites.accept.acceptButton')}
      </Button>
    </Stack>
  );
}

function NewAccountForm({
  token,
  email,
  onJoined,
}: {
  token: string;
  email: string;
  onJoined: () => void;
}) {
  const { t } = useTranslation('admin');
  const domainText = useDomainText();
  const acceptNew = useAcceptInviteNew();
  const [displayName, setDisplayName] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const parsed = ZAcceptInviteNewInput.safeParse({ token, displayName, password });
  const errorOf = (field: string) => {
    const message =
      submitted && !parsed.success
        ? parsed.error.issues.find((i) => i.path[0] === field)?.message
        : undefined;
    return message === undefined ? undefined : domainText(message);
  };
  const mismatch = confirmPassword !== '' && confirmPassword !== password;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!parsed.success || mismatch || confirmPassword === '') return;
    acceptNew.mutateAsync(parsed.data).then(onJoined, () => undefined);
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      aria-label={t('invites.accept.createAccount')}
    >
      {acceptNew.isError && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {errorText(acceptNew.error)}
        </Alert>
      )}
      <TextInput
        id="invite-account-email"
        label={t('invites.accept.email')}
        value={email}
        disabled
        helperText={t('invites.accept.emailHelp')}
      />
      <TextInput
        id="invite-account-name"
        label={t('invites.accept.displayName')}
        autoComplete="name"
        autoFocus
        required
        value={displayName}
        onChange={(e) => setDisplayName(e.target.value)}
        error={Boolean(errorOf('displayName'))}
        helperText={errorOf('displayName')}
        slotProps={{ htmlInput: { maxLength: TEXT_LIMITS.personName } }}
      />
      <PasswordField
        id="invite-account-password"
        label={t('invites.accept.password')}
        toggleLabels={{
          show: t('invites.accept.showPassword'),
          hide: t('invites.accept.hidePassword'),
        }}
        autoComplete="new-password"
        required
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={Boolean(errorOf('password'))}
        helperText={
          errorOf('password') ?? t('invites.accept.passwordHelp', { min: PASSWORD_MIN_LENGTH })
        }
        slotProps={{ htmlInput: { maxLength: TEXT_LIMITS.password } }}
      />
      <PasswordField
        id="invite-account-confirm-password"
        label={t('invites.accept.confirmPassword')}
        toggleLabels={{
          show: t('invites.accept.showConfirmPassword'),
          hide: t('invites.accept.hideConfirmPassword'),
        }}
        autoComplete="new-password"
        required
        value={confirmPassword}
        onChange={(e) => setConfirmPassword(e.target.value)}
        error={mismatch || (submitted && confirmPassword === '')}
        helperText={
          mismatch
            ? t('invites.accept.mismatch')
            : submitted && confirmPassword === ''
              ? t('invites.accept.required')
              : undefined
        }
        slotProps={{ htmlInput: { maxLength: TEXT_LIMITS.password } }}
      />
      <Button
        type="submit"
        variant="contained"
        size="large"
        fullWidth
        disabled={acceptNew.isPending}
        sx={{ mt: 2 }}
      >
        {t('invites.accept.createAndJoin')}
      </Button>
    </Box>
  );
}
