import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Path } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { ZCreateAccountInput, type TCreateAccountInput } from '@craftwork/domain/accounts/schemas';
import { PASSWORD_MIN_LENGTH } from '@craftwork/domain/accounts/limits';
import { MESSAGES } from '@craftwork/domain/accounts/messages';
import { paths } from '../../../config/paths';
import { Link } from '../../../components/ui/link';
import { PasswordField } from '../../../components/ui/password-field';
import { errorMessage } from '../../../lib/errors';
import { htmlInputLimit } from '../../../lib/field-limits';
import { useNotify } from '../../../lib/notify';
import { useAccountPagesText, type TAccountPagesKey } from '../../../lib/i18n/signed-out-accounts';
import { useCreateAccount } from '../api/create-account';
import { confirmRevalidation } from '../hooks/confirm-revalidation';
import type { TLoginState } from '../hooks/login-state';

type TField = {
  name: Path<TCreateAccountInput>;
  label: TAccountPagesKey;
  autoComplete: string;
  type?: string;
  /** A password field's show and hide toggle names. */
  toggle?: { show: TAccountPagesKey; hide: TAccountPagesKey };
  /** Said under the field until it has an error: the rule, in words. */
  hint?: TAccountPagesKey;
};

const LEFT: TField[] = [
  { name: 'displayName', label: 'createAccount.fullName', autoComplete: 'name' },
  { name: 'email', label: 'common.email', autoComplete: 'email', type: 'email' },
  {
    name: 'password',
    label: 'common.password',
    autoComplete: 'new-password',
    toggle: { show: 'common.showPassword', hide: 'common.hidePassword' },
    hint: 'common.passwordHint',
  },
  {
    name: 'confirmPassword',
    label: 'common.confirmPassword',
    autoComplete: 'new-password',
    toggle: { show: 'common.showConfirmPassword', hide: 'common.hideConfirmPassword' },
  },
];
const RIGHT: TField[] = [
  { name: 'companyName', label: 'createAccount.companyName', autoComplete: 'organization' },
  { name: 'department', label: 'createAccount.department', autoComplete: 'off' },
  { name: 'jobTitle', label: 'createAccount.jobTitle', autoComplete: 'organization-title' },
  { name: 'phone', label: 'createAccount.phone', autoComplete: 'tel', type: 'tel' },
];

const EMPTY: TCreateAccountInput = {
  displayName: '',
  email: '',
  password: '',
  confirmPassword: '',
  companyName: '',
  department: '',
  jobTitle: '',
  phone: '',
};

/** Create is enabled once every field is filled and the two passwords match. */
export function isCreateAccountComplete(values: TCreateAccountInput): boolean {
  return (
    Object.values(values).every((v) => v.trim() !== '') &&
    values.password === values.confirmPassword
  );
}

export function CreateAccountForm() {
  const { t, known } = useAccountPagesText();
  const navigate = useNavigate();
  const notify = useNotify();
  const createAccount = useCreateAccount();
  const form = useForm<TCreateAccountInput>({
    resolver: zodResolver(ZCreateAccountInput),
    mode: 'onTouched',
    defaultValues: EMPTY,
  });
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = form;
  const isComplete = isCreateAccountComplete(watch());

  // The form's own checks run first; what the server still refuses (too many attempts, say)
  // stays on screen above Create rather than in a toast that is gone in 3 seconds.
  const onSubmit = handleSubmit(({ confirmPassword: _confirm, ...fields }) =>
    createAccount.mutate(fields, {
      onSuccess: ({ isSignedIn }) => {
        if (isSignedIn) {
          notify.success(t('message.accountCreated'));
          void navigate(paths.userInfo, { replace: true });
          return;
        }
        // The account exists now: pressing Create again would only say so.
        const state: TLoginState = { notice: MESSAGES.accountCreatedSignIn, email: fields.email };
        void navigate(paths.login, { replace: true, state });
      },
    }),
  );

  const errorText = (message: string | undefined) =>
    message === undefined ? undefined : known(message);
  const hintText = (hint: TAccountPagesKey | undefined) =>
    hint && t(hint, { count: PASSWORD_MIN_LENGTH });

  const renderField = (field: TField) => {
    const props = {
      ...register(
        field.name,
        field.name === 'password' ? confirmRevalidation(form, 'confirmPassword') : undefined,
      ),
      id: `create-${field.name}`,
      label: t(field.label),
      autoComplete: field.autoComplete,
      required: true,
      error: !!errors[field.name],
      helperText: errorText(errors[field.name]?.message) ?? hintText(field.hint),
      slotProps: htmlInputLimit(ZCreateAccountInput.shape[field.name]),
    };
    return field.toggle ? (
      <PasswordField
        key={field.name}
        {...props}
        toggleLabels={{ show: t(field.toggle.show), hide: t(field.toggle.hide) }}
      />
    ) : (
      <TextField key={field.name} {...props} type={field.type ?? 'text'} />
    );
  };

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={t('createAccount.formLabel')}>
      <Grid container columnSpacing={3}>
        <Grid size={{ xs: 12, md: 6 }}>{LEFT.map(renderField)}</Grid>
        <Grid size={{ xs: 12, md: 6 }}>{RIGHT.map(renderField)}</Grid>
      </Grid>
      {createAccount.isError && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {known(errorMessage(createAccount.error))}
        </Alert>
      )}
      <Button
        type="submit"
        variant="contained"
        size="large"
        fullWidth
        disabled={!isComplete || createAccount.isPending}
        sx={{ mt: 2 }}
        startIcon={
          createAccount.isPending ? (
            <CircularProgress size={18} color="inherit" aria-hidden="true" />
          ) : undefined
        }
      >
        {t('createAccount.submit')}
      </Button>
      <Box sx={{ mt: 2 }}>
        <Link to={paths.login}>{t('createAccount.haveAccount')}</Link>
      </Box>
    </Box>
  );
}
