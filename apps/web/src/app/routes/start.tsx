import { useEffect } from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { useNavigate } from 'react-router';
import { AuthLayout } from '../../components/layouts/auth-layout';
import { Link } from '../../components/ui/link';
import { paths } from '../../config/paths';
import { useSignedOutText } from '../../lib/i18n/signed-out';

export const START_PAGE_DELAY_MS = 5000;

/** The start page: the login look with the logo; after 5 seconds it moves to /login. */
export function StartPage() {
  const { t } = useSignedOutText();
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(
      () => void navigate(paths.login, { replace: true }),
      START_PAGE_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [navigate]);
  return (
    <>
      <title>{t('brand')}</title>
      <AuthLayout hasCard={false}>
        <Box sx={{ width: 240, textAlign: 'center' }}>
          <LinearProgress color="secondary" aria-label={t('start.loading')} sx={{ mb: 2 }} />
          <Link to={paths.login}>{t('common.goToLogin')}</Link>
        </Box>
      </AuthLayout>
    </>
  );
}
