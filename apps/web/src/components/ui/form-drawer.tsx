import { useId, type ComponentType, type FormEventHandler, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useDrawerWidth } from './use-drawer-width';

/**
 * An edit drawer from the left (90% wide under 960 px, else 50%): a dialog named by its form's
 * title.
 * The form mounts only while the drawer is open, so every opening starts from the saved values.
 */
export function FormDrawer({
  open,
  onClose,
  children,
}: {
  open: boolean;
  onClose: () => void;
  /** The form, given the id its title must carry. */
  children: (titleId: string) => ReactNode;
}) {
  const width = useDrawerWidth();
  const id = useId();
  return (
    <Drawer
      anchor="left"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          sx: { width },
          role: 'dialog',
          'aria-modal': true,
          'aria-labelledby': `${id}-title`,
        },
      }}
    >
      {open && children(`${id}-title`)}
    </Drawer>
  );
}

/** What a drawer's form is given: the drawer's props without `open`, and its title's id. */
export type TDrawerFormProps<P> = Omit<P, 'open'> & { titleId: string };

/**
 * An edit drawer from its form: the drawer takes the form's props plus `open`, and mounts the
 * form (given its title's id) while open.
 */
export function formDrawer<P extends { open: boolean; onClose: () => void }>(
  Form: ComponentType<TDrawerFormProps<P>>,
) {
  return function EditDrawer({ open, ...props }: P) {
    return (
      <FormDrawer open={open} onClose={props.onClose}>
        {(titleId) => <Form {...(props as Omit<P, 'open'>)} titleId={titleId} />}
      </FormDrawer>
    );
  };
}

/** The drawer's form: a title bar, the scrolling fields, and Cancel / Save at the bottom. */
export function DrawerForm({
  titleId,
  title,
  subtitle,
  onSubmit,
  onCancel,
  isPending,
  children,
}: {
  titleId: string;
  title: string;
  subtitle?: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onCancel: () => void;
  isPending: boolean;
  children: ReactNode;
}) {
  return (
    <Box
      component="form"
      noValidate
      onSubmit={onSubmit}
      sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}
    >
      <Box sx={{ p: 2, borderBottom: 1, borderColor: 'divider' }}>
        <Typography id={titleId} variant="h6" component="h2">
          {title}
        </Typography>
        {subtitle && (
          <Typography variant="body2" color="text.secondary">
            {subtitle}
          </Typography>
        )}
      </Box>
      <Stack spacing={2} sx={{ p: 2, flex: 1, overflowY: 'auto' }}>
        {children}
      </Stack>
      <Stack
        direction="row"
        spacing={1}
        justifyContent="flex-end"
        sx={{ p: 2, borderTop: 1, borderColor: 'divider' }}
      >
        <Button onClick={onCancel} disabled={isPending}>
          Cancel
        </Button>
        <Button type="submit" variant="contained" disabled={isPending}>
          Save
        </Button>
      </Stack>
    </Box>
  );
}
