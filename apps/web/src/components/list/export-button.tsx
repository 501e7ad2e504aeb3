import Button from '@mui/material/Button';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import { useTranslation } from '../../lib/i18n/i18n';

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
  const { t } = useTranslation('lists');
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
      {isExporting ? t('grid.exporting') : t('grid.export')}
    </Button>
  );
}
