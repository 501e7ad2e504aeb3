import Button from '@mui/material/Button';
import FileDownloadIcon from '@mui/icons-material/FileDownload';

/** Export to CSV: disabled without rows, shows progress while the file is made. */
export function ExportButton({
  hasRows,
  isExporting,
  onExport,
}: {
  hasRows: boolean;
  isExporting: boolean;
  onExport: () => void;
}) {
  return (
    <Button
      size="small"
      onClick={onExport}
      disabled={!hasRows}
      loading={isExporting}
      loadingPosition="start"
      startIcon={<FileDownloadIcon aria-hidden="true" />}
      aria-busy={isExporting}
    >
      {isExporting ? 'Exporting…' : 'Export'}
    </Button>
  );
}
