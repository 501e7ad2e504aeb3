import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../lib/i18n/i18n';
import { BackIcon } from '../../../components/ui/direction-icons';

/** The wizard page's heading with its back arrow. */
export function WizardFrame({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('createTask');
  const navigate = useNavigate();
  const location = useLocation();
  // The first page of the tab has no history to go back to: go home instead.
  const handleBack = () => {
    if (location.key === 'default') void navigate(paths.home);
    else void navigate(-1);
  };
  return (
    <Box sx={{ maxWidth: 1100, mx: 'auto' }}>
      {/* eslint-disable-next-line no-restricted-syntax -- the product's name, not a text to translate */}
      <title>{`${title} · Craftwork`}</title>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2 }}>
        <IconButton aria-label={t('backToPrevious')} onClick={handleBack} edge="start">
          <BackIcon />
        </IconButton>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h5" component="h1">
            {title}
          </Typography>
          {subtitle && (
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {subtitle}
            </Typography>
          )}
        </Box>
      </Stack>
      {children}
    </Box>
  );
}
