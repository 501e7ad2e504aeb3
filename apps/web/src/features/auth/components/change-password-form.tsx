import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  ZChangePasswordInput,
  type TChangePasswordInput,
} from '@craftwork/domain/accounts/schemas';
import { PASSWORD_MIN_LENGTH } from '@craftwork/domain/accounts/limits';
import { MESSAGES } from '@craftwork/domain/accounts/messages';
import { PasswordField } from '../../../components/ui/password-field';
import { AuthError } from '../../../lib/auth-client';
import { htmlInputLimit } from '../../../lib/field-limits';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useNotify } from '../../../lib/notify';
import { useChangePassword } from '../api/change-password';
import { confirmRevalidation } from '../hooks/confirm-revalidation';
import { inUserLanguage } from '../../../lib/form-errors';

const EMPTY: TChangePasswordInput = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Submit is enabled only when all three are non-empty and new equals confirm. */
export function isChangePasswordComplete(values: TChangePasswordInput): boolean {
  return (
    values.currentPassword !== '' &&
    values.newPassword !== '' &&
    values.confirmPassword !== '' &&
    values.newPassword === values.confirmPassword
  );
}

export function ChangePasswordForm() {
  const { t } = useTranslation('profile');
  const notify = useNotify();
  const changePassword = useChangePassword();
  const form = useForm<TChangePasswordInput>({
    resolver: inUserLanguage(zodResolver(ZChangePasswordInput)),
    mode: 'onTouched',
    defaultValues: EMPTY,
  });
  const {
    register,
    handleSubmit,
    watch,
    reset,
    formState: { errors },
  } = form;
  const isComplete = isChangePasswordComplete(watch());

  const onSubmit = handleSubmit(({ currentPassword, newPassword }) =>
    changePassword.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          notify.success(MESSAGES.passwordChanged);
          reset(EMPTY);
        },
        onError: (error) =>
          notify.error(
            error instanceof AuthError && error.code === 'INVALID_PASSWORD'
              ? MESSAGES.currentPasswordIncorrect
              : error,
          ),
      },
    ),
  );

  return (
    <Box
      component="form"
      noValidate
      onSubmit={onSubmit}
      aria-label={t('changePassword.formLabel')}
      sx={{ maxWidth: 480 }}
    >
      <PasswordField
        {...register('currentPassword')}
        id="current-password"
        label={t('changePassword.currentPassword')}
        toggleLabels={{
          show: t('changePassword.showCurrent'),
          hide: t('changePassword.hideCurrent'),
        }}
        autoComplete="current-password"
        required
        error={!!errors.currentPassword}
        helperText={errors.currentPassword?.message}
        slotProps={htmlInputLimit(ZChangePasswordInput.shape.currentPassword)}
      />
      <PasswordField
        {...register('newPassword', confirmRevalidation(form, 'confirmPassword'))}
        id="new-password"
        label={t('changePassword.newPassword')}
        toggleLabels={{
          show: t('changePassword.showNew'),
          hide: t('changePassword.hideNew'),
        }}
        autoComplete="new-password"
        required
        error={!!errors.newPassword}
        helperText={
          errors.newPassword?.message ??
          t('changePassword.minLength', { count: PASSWORD_MIN_LENGTH })
        }
        slotProps={htmlInputLimit(ZChangePasswordInput.shape.newPassword)}
      />
      <PasswordField
        {...register('confirmPassword')}
        id="confirm-password"
        label={t('changePassword.confirmPassword')}
        toggleLabels={{
          show: t('changePassword.showConfirm'),
          hide: t('changePassword.hideConfirm'),
        }}
        autoComplete="new-password"
        required
        error={!!errors.confirmPassword}
        helperText={errors.confirmPassword?.message}
        slotProps={htmlInputLimit(ZChangePasswordInput.shape.newPassword)}
      />
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={!isComplete || changePassword.isPending}
        sx={{ mt: 2 }}
      >
        {t('changePassword.submit')}
      </Button>
    </Box>
  );
}
