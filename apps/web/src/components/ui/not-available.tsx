import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ConstructionIcon from '@mui/icons-material/Construction';

/** Stand-in for screens delivered by later issues: the screen's title inside the frame. */
export function NotAvailable({ title }: { title: string }) {
  const documentTitle = `${title} · Craftwork`;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 }, textAlign: 'center' }}>
      <title>{documentTitle}</title>
      <Typography variant="h5" component="h1" gutterBottom>
        {title}
      </Typography>
      <ConstructionIcon color="disabled" sx={{ fontSize: 48 }} aria-hidden="true" />
      <Typography color="text.secondary">This screen is not available yet.</Typography>
    </Paper>
  );
}
