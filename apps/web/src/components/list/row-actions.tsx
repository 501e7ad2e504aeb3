import type { ReactNode } from 'react';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import Tooltip from '@mui/material/Tooltip';

export type TRowAction = {
  /** The button's accessible name, e.g. "Edit Pump 3". */
  label: string;
  /** A visible tooltip, e.g. "Edit"; none when left out. */
  tooltip?: string;
  icon: ReactNode;
  onClick: () => void;
  disabled?: boolean;
};

/** A table row's icon buttons, right-aligned in their own cell. */
export function RowActions({ actions }: { actions: readonly TRowAction[] }) {
  return (
    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
      <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end' }}>
        {actions.map(({ label, tooltip, icon, onClick, disabled }) => {
          const button = (
            <IconButton key={label} aria-label={label} disabled={disabled} onClick={onClick}>
              {icon}
            </IconButton>
          );
          return tooltip ? (
            <Tooltip key={label} title={tooltip}>
              {button}
            </Tooltip>
          ) : (
            button
          );
        })}
      </Stack>
    </TableCell>
  );
}
