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
  disabled?: boolean;
  /** Busy: a spinner in place of the icon, and not pressable. */
  loading?: boolean;
} & (
  | { onClick: () => void; href?: never }
  /** A file to download: a link with the download attribute instead of a button. */
  | { href: string; onClick?: never }
);

/** A table row's icon buttons, right-aligned in their own cell. */
export function RowActions({ actions }: { actions: readonly TRowAction[] }) {
  return (
    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
      <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end' }}>
        {actions.map(({ label, tooltip, icon, onClick, href, disabled, loading }) => {
          const button = href ? (
            <IconButton key={label} aria-label={label} component="a" href={href} download>
              {icon}
            </IconButton>
          ) : (
            <IconButton
              key={label}
              aria-label={label}
              disabled={disabled}
              loading={loading}
              onClick={onClick}
            >
              {icon}
            </IconButton>
          );
          if (!tooltip) return button;
          // A disabled button gets no pointer events: the tooltip listens on a wrapper.
          return (
            <Tooltip key={label} title={tooltip}>
              {disabled || loading ? <span>{button}</span> : button}
            </Tooltip>
          );
        })}
      </Stack>
    </TableCell>
  );
}
