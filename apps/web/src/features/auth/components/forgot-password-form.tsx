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
import { MESSAGES } from '@craftwork/domain/accounts/messages';
import { paths } from '../../../config/paths';
import { Link } from '../../../components/ui/link';
import { htmlInputLimit } from '../../../lib/field-limits';
import { useNotify } from '../../../lib/notify';
import { useSystemConfig } from '../../../lib/session';
import { useSendPasswordResetLink } from '../api/send-password-reset-link';

export function ForgotPasswordForm() {
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
          notify.success(MESSAGES.passwordResetSent);
          void navigate(paths.login);
        },
        onError: (error) => notify.error(error),
      },
    ),
  );

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label="Forgot password">
      <Typography color="text.secondary">
        Enter your e-mail address to receive a password reset link.
      </Typography>
      {/* helperText ' ' keeps a line for the error, so an error appearing when the field
          loses focus does not move the links below it out from under a click. */}
      <TextField
        {...register('email')}
        id="forgot-email"
        label="Email"
        type="email"
        autoComplete="email"
        autoFocus
        error={!!errors.email}
        helperText={errors.email?.message ?? ' '}
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
        Submit
      </Button>
      <Box sx={{ mt: 2 }}>
        <Link to={paths.login}>Back to Login</Link>
      </Box>
    </Box>
  );
}
