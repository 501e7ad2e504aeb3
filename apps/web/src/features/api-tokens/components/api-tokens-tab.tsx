import Typography from '@mui/material/Typography';

/** The Integrations page's "API tokens" tab. */
export function ApiTokensTab() {
  return <Typography color="text.secondary">API tokens</Typography>;
}
