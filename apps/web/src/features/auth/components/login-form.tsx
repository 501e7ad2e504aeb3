import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { useLocation } from 'react-router';
import {
  normalizeSignIn,
  SIGN_IN_MAX,
  signInProblems,
  type TSignInFields,
} from '@craftwork/domain/accounts/sign-in';
import { paths } from '../../../config/paths';
import { Link } from '../../../components/ui/link';
import { useSignedOutText } from '../../../lib/i18n/signed-out';
import { PasswordField } from '../../../components/ui/password-field';
import { TextInput } from '../../../components/ui/text-input';
import { loadAuthClient, useSignIn } from '../api/sign-in';
import { useSsoProvider, useStartSsoSignIn } from '../api/sso-sign-in';
import { readLoginState } from '../hooks/login-state';

type TField = keyof TSignInFields;

/**
 * E-mail and password sign-in; on success the route guard takes the user on. A field's problem
 * shows once the field was left (or the form sent) and follows every change after that. The
 * form checks the domain's sign-in rule by hand, without a form or schema library, so that the
 * sign-in page stays light (issue 11 #30).
 */
export function LoginForm() {
  const { t, known } = useSignedOutText();
  const signIn = useSignIn();
  const location = useLocation();
  const handedOver = readLoginState(location.state);
  // A company sign-in the provider or Craftwork refused comes back here with its reason.
  const ssoError = new URLSearchParams(location.search).get('error_description');
  const [fields, setFields] = useState<TSignInFields>({
    email: handedOver?.email ?? '',
    password: '',
  });
  const [checked, setChecked] = useState<Partial<Record<TField, boolean>>>({});
  const inputs = useRef<Partial<Record<TField, HTMLInputElement | null>>>({});
  const problems = signInProblems(fields);
  const errorOf = (field: TField) => {
    const problem = checked[field] ? problems[field] : undefined;
    return problem === undefined ? undefined : known(problem);
  };
  const isFilled = fields.email.trim() !== '' && fields.password !== '';
  const ssoProvider = useSsoProvider(fields.email).data;
  const startSso = useStartSsoSignIn();

  // The first field to fill takes the focus in the frame after the first render, not as the
  // render commits (autoFocus): a focus there makes the browser lay the page out inside the
  // render's own task, the longest task the sign-in page runs on a phone (issue 36).
  const firstField: TField = handedOver ? 'password' : 'email';
  useEffect(() => {
    const frame = requestAnimationFrame(() => inputs.current[firstField]?.focus());
    return () => cancelAnimationFrame(frame);
  }, [firstField]);

  const fieldProps = (field: TField) => ({
    name: field,
    value: fields[field],
    ref: (input: HTMLInputElement | null) => {
      inputs.current[field] = input;
    },
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      // The client that sends the form, fetched while the user types.
      void loadAuthClient();
      setFields((current) => ({ ...current, [field]: event.target.value }));
    },
    onBlur: () => setChecked((current) => ({ ...current, [field]: true })),
    error: !!errorOf(field),
    // ' ' keeps a line for the error, so an error appearing when the field loses focus does
    // not move the links below it out from under a click.
    helperText: errorOf(field) ?? ' ',
    slotProps: { htmlInput: { maxLength: SIGN_IN_MAX[field] } },
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setChecked({ email: true, password: true });
    const firstProblem = (['email', 'password'] as const).find((field) => problems[field]);
    if (firstProblem) {
      inputs.current[firstProblem]?.focus();
      return;
    }
    signIn.mutate(normalizeSignIn(fields));
  };

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={t('login.heading')}>
      {ssoError && !startSso.isError && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {t('login.ssoFailed', { reason: ssoError })}
        </Alert>
      )}
      {startSso.isError && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {known(startSso.error.message)}
        </Alert>
      )}
      {signIn.isError ? (
        <Alert severity="error" sx={{ mb: 1 }}>
          {known(signIn.error.message)}
        </Alert>
      ) : (
        handedOver && (
          <Alert severity="info" sx={{ mb: 1 }}>
            {known(handedOver.notice)}
          </Alert>
        )
      )}
      <TextInput
        {...fieldProps('email')}
        id="login-email"
        label={t('common.email')}
        type="email"
        autoComplete="username"
      />
      <PasswordField
        {...fieldProps('password')}
        id="login-password"
        label={t('common.password')}
        toggleLabels={{ show: t('common.showPassword'), hide: t('common.hidePassword') }}
        autoComplete="current-password"
      />
      <Button
        type="submit"
        variant="contained"
        size="large"
        fullWidth
        disabled={!isFilled || signIn.isPending}
        sx={{ mt: 2 }}
        startIcon={
          signIn.isPending ? (
            <CircularProgress size={18} color="inherit" aria-hidden="true" />
          ) : undefined
        }
      >
        {t('login.submit')}
      </Button>
      {ssoProvider && (
        <Button
          variant="outlined"
          size="large"
          fullWidth
          disabled={startSso.isPending}
          // The provider's name as the company writes it ("Okta", not "OKTA").
          sx={{ mt: 1, textTransform: 'none' }}
          onClick={() =>
            startSso.mutate({ providerId: ssoProvider.providerId, email: fields.email.trim() })
          }
        >
          {t('login.continueWith', { provider: ssoProvider.providerName })}
        </Button>
      )}
      <Stack direction="row" justifyContent="space-between" sx={{ mt: 2 }}>
        <Link to={paths.forgotPassword}>{t('login.forgotPassword')}</Link>
        <Link to={paths.createUser}>{t('login.createAccount')}</Link>
      </Stack>
    </Box>
  );
}
