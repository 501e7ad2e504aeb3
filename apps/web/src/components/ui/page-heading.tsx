import type { ReactNode } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../lib/i18n/i18n';

/** The screen's h1, also used as the document title. */
export function PageHeading({ title, actions }: { title: string; actions?: ReactNode }) {
  const { t } = useTranslation('shell');
  return (
    <Stack
      direction="row"
      alignItems="center"
      justifyContent="space-between"
      spacing={2}
      sx={{ mb: 2 }}
    >
      <title>{t('documentTitle', { title })}</title>
      <Typography variant="h5" component="h1">
        {title}
      </Typography>
      {actions}
    </Stack>
  );
}
