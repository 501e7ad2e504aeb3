import Box from '@mui/material/Box';
import type { GridColDef } from '@mui/x-data-grid';
import type { TFunction } from 'i18next';
import { auditActionLabel, auditAreaLabel } from '@craftwork/domain/admin/audit-list';
import { listDateTime } from '../../../components/list/column-model';
import type { TAuditRow } from '../api/audit';

/** The audit list's columns (newest first, not sortable): when, who, area, action, target, changes. */
export function auditColumns(timeZone: string, t: TFunction<'admin'>): GridColDef<TAuditRow>[] {
  const columns: GridColDef<TAuditRow>[] = [
    {
      field: 'createdAt',
      headerName: t('audit.when'),
      minWidth: 180,
      valueGetter: (_value, row) => listDateTime(row.createdAt, timeZone),
    },
    { field: 'actorName', headerName: t('audit.who'), minWidth: 150 },
    {
      field: 'area',
      headerName: t('audit.area'),
      minWidth: 120,
      valueGetter: (_value, row) => auditAreaLabel(row.area),
    },
    {
      field: 'action',
      headerName: t('audit.action'),
      minWidth: 150,
      valueGetter: (_value, row) => auditActionLabel(row.action),
    },
    { field: 'targetLabel', headerName: t('audit.target'), minWidth: 160 },
    {
      field: 'changes',
      headerName: t('audit.change'),
      flex: 1,
      minWidth: 280,
      valueGetter: (_value, row) => row.changes.join('\n'),
      renderCell: ({ row }) => (
        <Box sx={{ py: 1, lineHeight: 1.5, whiteSpace: 'normal', overflowWrap: 'anywhere' }}>
          {row.changes.map((line, i) => (
            <div key={i}>{line}</div>
          ))}
        </Box>
      ),
    },
  ];
  return columns.map((c) => ({ ...c, sortable: false }));
}
