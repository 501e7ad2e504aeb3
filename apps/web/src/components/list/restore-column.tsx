import { useLayoutEffect, useRef } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import RestoreIcon from '@mui/icons-material/Restore';
import type { GridColDef, GridRenderCellParams, GridValidRowModel } from '@mui/x-data-grid';
import type { TFunction } from 'i18next';
import { useTranslation } from '../../lib/i18n/i18n';
import { listsT } from './list-messages';

/** A row's Restore button; it takes the keyboard focus when the grid moves focus to its cell. */
function RestoreCell({
  hasFocus,
  tabIndex,
  isRestoring,
  onRestore,
}: Pick<GridRenderCellParams, 'hasFocus' | 'tabIndex'> & {
  isRestoring: boolean;
  onRestore: () => void;
}) {
  const { t } = useTranslation('lists');
  const ref = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    if (hasFocus) ref.current?.focus();
  }, [hasFocus]);
  return (
    <Button
      ref={ref}
      tabIndex={tabIndex}
      size="small"
      variant="outlined"
      startIcon={<RestoreIcon aria-hidden="true" />}
      loading={isRestoring}
      loadingPosition="start"
      onClick={(event) => {
        event.stopPropagation();
        onRestore();
      }}
    >
      {t('restore.button')}
    </Button>
  );
}

/** The deleted lists' first column: a Restore button per row. */
export function restoreColumn<R extends GridValidRowModel & { id: string }>({
  restoringIds,
  onRestore,
  t = listsT(),
}: {
  restoringIds: ReadonlySet<string>;
  onRestore: (row: R) => void;
  /** The lists' texts; the language shown now when left out. */
  t?: TFunction<'lists'>;
}): GridColDef<R> {
  return {
    field: 'restore',
    headerName: t('restore.actions'),
    width: 130,
    sortable: false,
    hideable: false,
    disableColumnMenu: true,
    renderCell: ({ row, hasFocus, tabIndex }) => (
      <RestoreCell
        hasFocus={hasFocus}
        tabIndex={tabIndex}
        isRestoring={restoringIds.has(row.id)}
        onRestore={() => onRestore(row)}
      />
    ),
  };
}

/** Restoring a task whose craft record is also deleted (spec part 1, section 4). */
export function CannotBeRestoredDialog({
  message,
  onClose,
}: {
  /** The server's explanation; the dialog is closed while null. */
  message: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('lists');
  return (
    <Dialog
      open={message !== null}
      onClose={onClose}
      aria-labelledby="cannot-be-restored-title"
      aria-describedby="cannot-be-restored-text"
    >
      <DialogTitle id="cannot-be-restored-title">{t('restore.cannotTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="cannot-be-restored-text">
          {message || t('restore.cannotText')}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained" autoFocus>
          {t('restore.ok')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
