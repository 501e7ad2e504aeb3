import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { RELEASE_VERSION } from '@craftwork/domain/site/release';
import { useSignedOutDocument, useSignedOutText } from '../../lib/i18n/signed-out';

type TAuthLayoutProps = { title?: string; children?: ReactNode; width?: number; hasCard?: boolean };

/** The sign-in look: logo, product name and tagline above a card; the version below. */
export function AuthLayout({ title, children, width = 420, hasCard = true }: TAuthLayoutProps) {
  const { t, language } = useSignedOutText();
  useSignedOutDocument(language);
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        px: 2,
        py: 4,
        bgcolor: 'background.default',
      }}
    >
      <Box sx={{ textAlign: 'center', mb: 3 }}>
        <Box
          component="img"
          src="/logo.svg"
          alt={t('layout.logoAlt')}
          sx={{ width: 72, height: 72 }}
        />
        <Typography variant="h4" component="p" sx={{ fontWeight: 700, mt: 1 }}>
          {t('brand')}
        </Typography>
        <Typography variant="subtitle1" color="text.secondary">
          {t('layout.tagline')}
        </Typography>
      </Box>
      {!hasCard && children}
      {hasCard && children && (
        <Paper variant="outlined" sx={{ width: '100%', maxWidth: width, p: { xs: 2.5, sm: 4 } }}>
          {title && (
            <Typography variant="h5" component="h1" gutterBottom>
              {title}
            </Typography>
          )}
          {children}
        </Paper>
      )}
      <Typography variant="caption" color="text.secondary" sx={{ mt: 3 }}>
        {t('layout.version', { version: RELEASE_VERSION })}
      </Typography>
    </Box>
  );
}
