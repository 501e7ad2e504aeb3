import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ConstructionIcon from '@mui/icons-material/Construction';
import { useTranslation } from '../../lib/i18n/i18n';

/** Stand-in for screens delivered by later issues: the screen's title inside the frame. */
export function NotAvailable({ title }: { title: string }) {
  const { t } = useTranslation('common');
  const { t: tShell } = useTranslation('shell');
  const documentTitle = tShell('documentTitle', { title });
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 }, textAlign: 'center' }}>
      <title>{documentTitle}</title>
      <Typography variant="h5" component="h1" gutterBottom>
        {title}
      </Typography>
      <ConstructionIcon color="disabled" sx={{ fontSize: 48 }} aria-hidden="true" />
      <Typography color="text.secondary">{t('notAvailable')}</Typography>
    </Paper>
  );
}
