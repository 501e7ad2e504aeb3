import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Link } from '../ui/link';

/** The 404 page (spec part 1, section 2); `isInline` inside the frame, else the whole page. */
export function NotFound({ homePath, isInline = false }: { homePath: string; isInline?: boolean }) {
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
          404 Error
        </Typography>
        <Typography variant="h6" component="p" color="text.secondary" gutterBottom>
          The resource could not be found
        </Typography>
        <Link to={homePath}>Go to the home page</Link>
      </div>
    </Box>
  );
}
