import Typography from '@mui/material/Typography';

/** The Integrations page's "Import" tab. */
export function CsvImportTab() {
  return <Typography color="text.secondary">Import</Typography>;
}
