import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router';
import { ZResetPasswordInput, type TResetPasswordInput } from '@craftwork/domain/accounts/schemas';
import { PASSWORD_MIN_LENGTH } from '@craftwork/domain/accounts/limits';
import { MESSAGES } from '@craftwork/domain/accounts/messages';
import { paths } from '../../../config/paths';
import { Link } from '../../../components/ui/link';
import { PasswordField } from '../../../components/ui/password-field';
import { errorMessage } from '../../../lib/errors';
import { htmlInputLimit } from '../../../lib/field-limits';
import { useNotify } from '../../../lib/notify';
import { useAccountPagesText } from '../../../lib/i18n/signed-out-accounts';
import { useResetPassword } from '../api/reset-password';
import { confirmRevalidation } from '../hooks/confirm-revalidation';

/** Sets a new password from an e-mailed reset link (`/reset-password?token=…`). */
export function ResetPasswordForm({ token }: { token: string | null }) {
  const { t, known } = useAccountPagesText();
  const navigate = useNavigate();
  const notify = useNotify();
  const resetPassword = useResetPassword();
  const form = useForm<TResetPasswordInput>({
    resolver: zodResolver(ZResetPasswordInput),
    mode: 'onTouched',
    defaultValues: { token: token ?? '', newPassword: '', confirmPassword: '' },
  });
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = form;
  const [newPassword, confirmPassword] = watch(['newPassword', 'confirmPassword']);
  const isComplete = newPassword !== '' && newPassword === confirmPassword;

  const failure = resetPassword.isError ? errorMessage(resetPassword.error) : null;
  // A spent or expired link cannot be tried again: offer a new one instead of the form.
  if (!token || failure === MESSAGES.resetLinkInvalid) {
    return (
      <>
        <Alert severity="error">{failure ? known(failure) : t('resetPassword.invalidLink')}</Alert>
        <Button
          component={RouterLink}
          to={paths.forgotPassword}
          variant="contained"
          size="large"
          fullWidth
          sx={{ mt: 2 }}
        >
          {t('resetPassword.requestNewLink')}
        </Button>
        <Box sx={{ mt: 2 }}>
          <Link to={paths.login}>{t('common.backToLogin')}</Link>
        </Box>
      </>
    );
  }

  const onSubmit = handleSubmit((values) =>
    resetPassword.mutate(
      { token: values.token, newPassword: values.newPassword },
      {
        onSuccess: () => {
          notify.success(t('message.passwordChanged'));
          void navigate(paths.login, { replace: true });
        },
      },
    ),
  );

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={t('resetPassword.formLabel')}>
      {failure && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {known(failure)}
        </Alert>
      )}
      <PasswordField
        {...register('newPassword', confirmRevalidation(form, 'confirmPassword'))}
        id="reset-new-password"
        label={t('resetPassword.newPassword')}
        toggleLabels={{ show: t('common.showNewPassword'), hide: t('common.hideNewPassword') }}
        autoComplete="new-password"
        autoFocus
        required
        error={!!errors.newPassword}
        helperText={
          errors.newPassword?.message === undefined
            ? t('common.passwordHint', { count: PASSWORD_MIN_LENGTH })
            : known(errors.newPassword.message)
        }
        slotProps={htmlInputLimit(ZResetPasswordInput.shape.newPassword)}
      />
      <PasswordField
        {...register('confirmPassword')}
        id="reset-confirm-password"
        label={t('common.confirmPassword')}
        toggleLabels={{
          show: t('common.showConfirmPassword'),
          hide: t('common.hideConfirmPassword'),
        }}
        autoComplete="new-password"
        required
        error={!!errors.confirmPassword}
        helperText={
          errors.confirmPassword?.message === undefined
            ? undefined
            : known(errors.confirmPassword.message)
        }
        slotProps={htmlInputLimit(ZResetPasswordInput.shape.newPassword)}
      />
      <Button
        type="submit"
        variant="contained"
        size="large"
        fullWidth
        disabled={!isComplete || resetPassword.isPending}
        sx={{ mt: 2 }}
      >
        {t('common.submit')}
      </Button>
      <Box sx={{ mt: 2 }}>
        <Link to={paths.login}>{t('common.backToLogin')}</Link>
      </Box>
    </Box>
  );
}
