import Box from '@mui/material/Box';
import type { GridColDef } from '@mui/x-data-grid';
import type { TFunction } from 'i18next';
import { AUDIT_ACTIONS, AUDIT_AREAS } from '@craftwork/domain/admin/audit';
import {
  AUDIT_NO_VALUE,
  auditActionLabel,
  auditAreaLabel,
  type TAuditChange,
  type TAuditValue,
} from '@craftwork/domain/admin/audit-list';
import { listDateTime } from '../../../components/list/column-model';
import type { TAuditRow } from '../api/audit';

/** An area's name in the language shown; a stored area the catalogue no longer has as written. */
export function auditAreaName(area: string, t: TFunction<'admin'>): string {
  const known = AUDIT_AREAS.find((a) => a === area);
  return known ? t(`audit.areas.${known}`) : auditAreaLabel(area);
}

/** An action's name in the language shown; a stored action the catalogue no longer has as written. */
export function auditActionName(action: string, t: TFunction<'admin'>): string {
  const known = AUDIT_ACTIONS.find((a) => a === action);
  return known ? t(`audit.actions.${known}`) : auditActionLabel(action);
}

/** The keys a change line names by a word (the domain's AUDIT_KEY_LABELS). */
export const AUDIT_LABELLED_KEYS = [
  'approved',
  'preset',
  'companyId',
  'defaultLocationId',
  'locationId',
  'mainPointOfContact',
] as const;
type TAuditKey = (typeof AUDIT_LABELLED_KEYS)[number];
const isLabelledKey = (key: string): key is TAuditKey =>
  (AUDIT_LABELLED_KEYS as readonly string[]).includes(key);

/** An instant as the lists write date-times: the site's time zone, the language shown. */
type TDateTime = (iso: string) => string;

/** A value of a change in the language shown; typed data and names stay as they are. */
function auditValueName(value: TAuditValue, t: TFunction<'admin'>, dateTime: TDateTime): string {
  switch (value.kind) {
    case 'none':
      return AUDIT_NO_VALUE;
    case 'yes':
    case 'no':
    case 'unavailable':
      return t(`audit.values.${value.kind}`);
    case 'text':
      return value.text;
    case 'instant':
      return dateTime(value.iso);
    case 'role':
      return t(`users.presets.${value.preset}`);
    case 'list':
      return value.items.map((v) => auditValueName(v, t, dateTime)).join(t('audit.listSeparator'));
  }
}

/** A change line, "Role: — → Foreman", in the language shown (the server's parts, issue 37). */
export function auditChangeName(
  change: TAuditChange,
  t: TFunction<'admin'>,
  dateTime: TDateTime,
): string {
  return t('audit.changeLine', {
    key: isLabelledKey(change.key) ? t(`audit.keys.${change.key}`) : change.key,
    before: auditValueName(change.before, t, dateTime),
    after: auditValueName(change.after, t, dateTime),
  });
}

/** The audit list's columns (newest first, not sortable): when, who, area, action, target, changes. */
export function auditColumns(
  timeZone: string,
  t: TFunction<'admin'>,
  language: string,
): GridColDef<TAuditRow>[] {
  const dateTime = (iso: string) => listDateTime(iso, timeZone, language);
  const changeName = (change: TAuditChange) => auditChangeName(change, t, dateTime);
  const columns: GridColDef<TAuditRow>[] = [
    {
      field: 'createdAt',
      headerName: t('audit.when'),
      minWidth: 180,
      valueGetter: (_value, row) => listDateTime(row.createdAt, timeZone, language),
    },
    {
      field: 'actorName',
      headerName: t('audit.who'),
      minWidth: 150,
      // A typed name as typed; an operator command or a user no longer there in the language shown.
      valueGetter: (_value, row) =>
        row.actorKind === 'operator'
          ? t('audit.operator')
          : row.actorKind === 'unavailable'
            ? t('audit.values.unavailable')
            : row.actorName,
    },
    {
      field: 'area',
      headerName: t('audit.area'),
      minWidth: 120,
      valueGetter: (_value, row) => auditAreaName(row.area, t),
    },
    {
      field: 'action',
      headerName: t('audit.action'),
      minWidth: 150,
      valueGetter: (_value, row) => auditActionName(row.action, t),
    },
    { field: 'targetLabel', headerName: t('audit.target'), minWidth: 160 },
    {
      field: 'changes',
      headerName: t('audit.change'),
      flex: 1,
      minWidth: 280,
      valueGetter: (_value, row) => row.changeParts.map(changeName).join('\n'),
      renderCell: ({ row }) => (
        <Box sx={{ py: 1, lineHeight: 1.5, whiteSpace: 'normal', overflowWrap: 'anywhere' }}>
          {row.changeParts.map((change, i) => (
            <div key={i}>{changeName(change)}</div>
          ))}
        </Box>
      ),
    },
  ];
  return columns.map((c) => ({ ...c, sortable: false }));
}
