import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import {
  ZForgotPasswordInput,
  ZSendPasswordResetLinkInput,
  type TForgotPasswordInput,
} from '@craftwork/domain/accounts/schemas';
import { paths } from '../../../config/paths';
import { Link } from '../../../components/ui/link';
import { htmlInputLimit } from '../../../lib/field-limits';
import { useNotify } from '../../../lib/notify';
import { useAccountPagesText } from '../../../lib/i18n/signed-out-accounts';
import { useSystemConfig } from '../../../lib/session';
import { useSendPasswordResetLink } from '../api/send-password-reset-link';

export function ForgotPasswordForm() {
  const { t, known } = useAccountPagesText();
  const navigate = useNavigate();
  const notify = useNotify();
  const config = useSystemConfig();
  const sendLink = useSendPasswordResetLink();
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<TForgotPasswordInput>({
    resolver: zodResolver(ZForgotPasswordInput),
    mode: 'onTouched',
    defaultValues: { email: '' },
  });
  const isFilled = watch('email').trim() !== '';

  const onSubmit = handleSubmit(({ email }) =>
    sendLink.mutate(
      { email, version: config.data?.brand ?? 'default' },
      {
        onSuccess: () => {
          notify.success(t('message.passwordResetSent'));
          void navigate(paths.login);
        },
        onError: (error) => notify.error(error),
      },
    ),
  );

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={t('forgotPassword.formLabel')}>
      <Typography color="text.secondary">{t('forgotPassword.intro')}</Typography>
      {/* helperText ' ' keeps a line for the error, so an error appearing when the field
          loses focus does not move the links below it out from under a click. */}
      <TextField
        {...register('email')}
        id="forgot-email"
        label={t('common.email')}
        type="email"
        autoComplete="email"
        autoFocus
        error={!!errors.email}
        helperText={errors.email?.message === undefined ? ' ' : known(errors.email.message)}
        slotProps={htmlInputLimit(ZSendPasswordResetLinkInput.shape.email)}
      />
      <Button
        type="submit"
        variant="contained"
        size="large"
        fullWidth
        disabled={!isFilled || sendLink.isPending}
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
