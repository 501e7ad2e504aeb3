import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useLocation } from 'react-router';
import { ZSignInInput, type TSignInInput } from '@craftwork/domain/accounts/schemas';
import { paths } from '../../../config/paths';
import { Link } from '../../../components/ui/link';
import { PasswordField } from '../../../components/ui/password-field';
import { htmlInputLimit } from '../../../lib/field-limits';
import { useSignIn } from '../api/sign-in';
import { readLoginState } from '../hooks/login-state';

/** E-mail and password sign-in; on success the route guard takes the user on. */
export function LoginForm() {
  const signIn = useSignIn();
  const handedOver = readLoginState(useLocation().state);
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<TSignInInput>({
    resolver: zodResolver(ZSignInInput),
    mode: 'onTouched',
    defaultValues: { email: handedOver?.email ?? '', password: '' },
  });
  const [email, password] = watch(['email', 'password']);
  const isFilled = email.trim() !== '' && password !== '';

  const onSubmit = handleSubmit((values) => signIn.mutate(values));

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label="Login">
      {signIn.isError ? (
        <Alert severity="error" sx={{ mb: 1 }}>
          {signIn.error.message}
        </Alert>
      ) : (
        handedOver && (
          <Alert severity="info" sx={{ mb: 1 }}>
            {handedOver.notice}
          </Alert>
        )
      )}
      {/* helperText ' ' keeps a line for the error, so an error appearing when the field
          loses focus does not move the links below it out from under a click. */}
      <TextField
        {...register('email')}
        id="login-email"
        label="Email"
        type="email"
        autoComplete="username"
        autoFocus={!handedOver}
        error={!!errors.email}
        helperText={errors.email?.message ?? ' '}
        slotProps={htmlInputLimit(ZSignInInput.shape.email)}
      />
      <PasswordField
        {...register('password')}
        id="login-password"
        label="Password"
        autoComplete="current-password"
        autoFocus={!!handedOver}
        error={!!errors.password}
        helperText={errors.password?.message ?? ' '}
        slotProps={htmlInputLimit(ZSignInInput.shape.password)}
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
        Login
      </Button>
      <Stack direction="row" justifyContent="space-between" sx={{ mt: 2 }}>
        <Link to={paths.forgotPassword}>Forgot password?</Link>
        <Link to={paths.createUser}>Create account</Link>
      </Stack>
    </Box>
  );
}
