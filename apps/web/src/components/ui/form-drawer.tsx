import { useId, type ComponentType, type FormEventHandler, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslation } from '../../lib/i18n/i18n';
import { CancelSaveButtons } from './cancel-save-buttons';
import { useDrawerWidth } from './use-drawer-width';

/**
 * A drawer holding a form, by default an edit drawer from the left (90% wide under 960 px, else
 * 50%): a dialog named by its form's title.
 * The form mounts only while the drawer is open, so every opening starts from the saved values.
 */
export function FormDrawer({
  open,
  onClose,
  anchor = 'left',
  width,
  children,
}: {
  open: boolean;
  onClose: () => void;
  anchor?: 'left' | 'right';
  /** The paper's width, when not an edit drawer's. */
  width?: string | { xs: string; sm: string };
  /** The form, given the id its title must carry. */
  children: (titleId: string) => ReactNode;
}) {
  const editWidth = useDrawerWidth();
  const id = useId();
  return (
    <Drawer
      anchor={anchor}
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          sx: { width: width ?? editWidth },
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
  onClose,
  isPending,
  canSave = true,
  showsSaving = false,
  children,
}: {
  titleId: string;
  title: string;
  subtitle?: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onCancel: () => void;
  /** Given, the title bar has a Close button. */
  onClose?: () => void;
  isPending: boolean;
  /** False keeps Save off (the fields are not valid yet). */
  canSave?: boolean;
  /** Save shows its progress while pending. */
  showsSaving?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation('common');
  return (
    <Box
      component="form"
      noValidate
      onSubmit={onSubmit}
      sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}
    >
      <Stack
        direction="row"
        alignItems="center"
        spacing={1}
        sx={{ p: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        <Box sx={{ flex: 1 }}>
          <Typography id={titleId} variant="h6" component="h2">
            {title}
          </Typography>
          {subtitle && (
            <Typography variant="body2" color="text.secondary">
              {subtitle}
            </Typography>
          )}
        </Box>
        {onClose && (
          <IconButton aria-label={t('actions.close')} onClick={onClose} disabled={isPending}>
            <CloseIcon />
          </IconButton>
        )}
      </Stack>
      <Stack spacing={2} sx={{ p: 2, flex: 1, overflowY: 'auto' }}>
        {children}
      </Stack>
      <Stack
        direction="row"
        spacing={1}
        justifyContent="flex-end"
        sx={{ p: 2, borderTop: 1, borderColor: 'divider' }}
      >
        <CancelSaveButtons
          onCancel={onCancel}
          isPending={isPending}
          canSave={canSave}
          showsSaving={showsSaving}
        />
      </Stack>
    </Box>
  );
}
