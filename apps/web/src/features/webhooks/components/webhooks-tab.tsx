import Typography from '@mui/material/Typography';

/** The Integrations page's "Webhooks" tab. */
export function WebhooksTab() {
  return <Typography color="text.secondary">Webhooks</Typography>;
}
