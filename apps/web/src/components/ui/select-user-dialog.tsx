import { useMemo, useState } from 'react';
import IconButton from '@mui/material/IconButton';
import ClearIcon from '@mui/icons-material/Clear';
import PersonSearchIcon from '@mui/icons-material/PersonSearch';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import InputAdornment from '@mui/material/InputAdornment';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';
import { useTranslation } from '../../lib/i18n/i18n';
import { FormDialog } from './form-dialog';

export type TPickableUser = {
  id: string;
  displayName: string;
  companyName: string | null;
  userPhotoUrl?: string | null;
};

type TSelectUserDialogProps = {
  open: boolean;
  users: readonly TPickableUser[];
  /** Several users with Cancel and Save; otherwise one, picked by a click, with Close. */
  multiple: boolean;
  selected: readonly string[];
  onSave: (userIds: string[]) => void;
  onClose: () => void;
};

/** The user picker (max width 350): a search box and the site's users with photo and company. */
export function SelectUserDialog(props: TSelectUserDialogProps) {
  return (
    <FormDialog open={props.open} onClose={props.onClose} maxWidth={350}>
      {(titleId) => <SelectUserForm {...props} titleId={titleId} />}
    </FormDialog>
  );
}

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');
}

/** Whether every word of the search appears in the user's name or company. */
export function userMatches(user: TPickableUser, search: string): boolean {
  const text = `${user.displayName} ${user.companyName ?? ''}`.toLowerCase();
  return search
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => text.includes(word));
}

function SelectUserForm({
  titleId,
  users,
  multiple,
  selected,
  onSave,
  onClose,
}: TSelectUserDialogProps & { titleId: string }) {
  const { t } = useTranslation('common');
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState<string[]>(() => [...selected]);
  const shown = useMemo(() => users.filter((u) => userMatches(u, search)), [users, search]);

  const toggle = (userId: string) =>
    setPicked((current) =>
      current.includes(userId) ? current.filter((x) => x !== userId) : [...current, userId],
    );

  return (
    <>
      <DialogTitle id={titleId}>{t('selectUser.title')}</DialogTitle>
      <DialogContent dividers sx={{ px: 0, pt: 1 }}>
        <TextField
          autoFocus
          fullWidth
          size="small"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder={t('selectUser.search')}
          sx={{ px: 2, pb: 1 }}
          slotProps={{
            htmlInput: { 'aria-label': t('selectUser.search'), type: 'search' },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
        {shown.length === 0 ? (
          <Typography color="text.secondary" sx={{ px: 2, py: 1 }}>
            {t('selectUser.noMatch')}
          </Typography>
        ) : (
          <List dense aria-label={t('selectUser.users')} sx={{ maxHeight: 360, overflowY: 'auto' }}>
            {shown.map((user) => {
              const labelId = `${titleId}-${user.id}`;
              const isPicked = picked.includes(user.id);
              return (
                <ListItem key={user.id} disablePadding>
                  <ListItemButton
                    selected={!multiple && isPicked}
                    onClick={() => (multiple ? toggle(user.id) : onSave([user.id]))}
                    aria-labelledby={multiple ? undefined : labelId}
                  >
                    {multiple && (
                      <Checkbox
                        edge="start"
                        checked={isPicked}
                        tabIndex={-1}
                        disableRipple
                        slotProps={{ input: { 'aria-labelledby': labelId } }}
                      />
                    )}
                    <ListItemAvatar>
                      <Avatar src={user.userPhotoUrl ?? undefined} alt="">
                        {initials(user.displayName)}
                      </Avatar>
                    </ListItemAvatar>
                    <ListItemText
                      id={labelId}
                      primary={user.displayName}
                      secondary={user.companyName ?? undefined}
                    />
                  </ListItemButton>
                </ListItem>
              );
            })}
          </List>
        )}
      </DialogContent>
      <DialogActions>
        {multiple ? (
          <>
            <Button onClick={onClose}>{t('actions.cancel')}</Button>
            <Button variant="contained" onClick={() => onSave(picked)}>
              {t('actions.save')}
            </Button>
          </>
        ) : (
          <Button onClick={onClose}>{t('actions.close')}</Button>
        )}
      </DialogActions>
    </>
  );
}

/** The user ids a uid ('' or an id) or multiple-uid (a list) value holds. */
export function pickedUserIds(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === 'string');
  return typeof value === 'string' && value !== '' ? [value] : [];
}

/**
 * A uid or multiple-uid field: the chosen names in a read-only box that opens the Select User
 * picker (also from its Choose button), with a Clear button once something is chosen. Gives ''
 * or an id for one user, a list for several.
 */
export function UserPickerField({
  id,
  label,
  multiple,
  value,
  required,
  disabled,
  error,
  users,
  onChange,
}: {
  id: string;
  label: string;
  multiple: boolean;
  value: unknown;
  required: boolean;
  disabled?: boolean;
  error?: string;
  /** undefined while the site's users load. */
  users: readonly TPickableUser[] | undefined;
  onChange: (value: string | string[]) => void;
}) {
  const { t } = useTranslation('common');
  const [open, setOpen] = useState(false);
  const ids = pickedUserIds(value);
  const byId = useMemo(() => new Map((users ?? []).map((u) => [u.id, u])), [users]);
  const text = users
    ? ids.map((userId) => byId.get(userId)?.displayName ?? t('selectUser.unavailable')).join(', ')
    : '';
  return (
    <>
      <TextField
        id={id}
        label={label}
        required={required}
        disabled={disabled}
        fullWidth
        error={Boolean(error)}
        helperText={error}
        value={text}
        onClick={() => !disabled && setOpen(true)}
        slotProps={{
          inputLabel: { shrink: ids.length > 0 || undefined },
          htmlInput: { readOnly: true },
          input: {
            endAdornment: (
              <InputAdornment position="end">
                {ids.length > 0 && (
                  <IconButton
                    aria-label={t('selectUser.clear', { label })}
                    disabled={disabled}
                    onClick={(event) => {
                      event.stopPropagation();
                      onChange(multiple ? [] : '');
                    }}
                    edge="end"
                  >
                    <ClearIcon fontSize="small" />
                  </IconButton>
                )}
                <IconButton
                  aria-label={t('selectUser.choose', { label })}
                  disabled={disabled}
                  onClick={(event) => {
                    event.stopPropagation();
                    setOpen(true);
                  }}
                  edge="end"
                >
                  <PersonSearchIcon fontSize="small" />
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
      <SelectUserDialog
        open={open}
        users={users ?? []}
        multiple={multiple}
        selected={ids}
        onClose={() => setOpen(false)}
        onSave={(picked) => {
          onChange(multiple ? picked : (picked[0] ?? ''));
          setOpen(false);
        }}
      />
    </>
  );
}
