import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { pageLanguage, useSignedOutText } from '../../lib/i18n/signed-out';
import { Link } from '../ui/link';

/** The 404 page (spec part 1, section 2); `isInline` inside the frame, else the whole page. */
export function NotFound({ homePath, isInline = false }: { homePath: string; isInline?: boolean }) {
  // Inside the signed-in frame, in the frame's language; on its own, the browser's.
  const { t } = useSignedOutText(isInline ? pageLanguage() : undefined);
  return (
    <Box
      component={isInline ? 'section' : 'main'}
      sx={{
        minHeight: isInline ? '50vh' : '100vh',
        display: 'grid',
        placeItems: 'center',
        p: 3,
        textAlign: 'center',
      }}
    >
      <div>
        <Typography variant="h3" component="h1" gutterBottom>
          {t('notFound.heading')}
        </Typography>
        <Typography variant="h6" component="p" color="text.secondary" gutterBottom>
          {t('notFound.message')}
        </Typography>
        <Link to={homePath}>{t('notFound.home')}</Link>
      </div>
    </Box>
  );
}
