import { useMemo, useState } from 'react';
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
import { FormDialog } from '../../../components/ui/form-dialog';

export type TPickableUser = {
  id: string;
  displayName: string;
  companyName: string | null;
  userPhotoUrl: string | null;
};

export const SELECT_USER_TEXT = {
  title: 'Select User',
  search: 'Search User...',
  noMatch: 'No users found',
} as const;

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
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState<string[]>(() => [...selected]);
  const shown = useMemo(() => users.filter((u) => userMatches(u, search)), [users, search]);

  const toggle = (userId: string) =>
    setPicked((current) =>
      current.includes(userId) ? current.filter((x) => x !== userId) : [...current, userId],
    );

  return (
    <>
      <DialogTitle id={titleId}>{SELECT_USER_TEXT.title}</DialogTitle>
      <DialogContent dividers sx={{ px: 0, pt: 1 }}>
        <TextField
          autoFocus
          fullWidth
          size="small"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder={SELECT_USER_TEXT.search}
          sx={{ px: 2, pb: 1 }}
          slotProps={{
            htmlInput: { 'aria-label': SELECT_USER_TEXT.search, type: 'search' },
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
            {SELECT_USER_TEXT.noMatch}
          </Typography>
        ) : (
          <List dense aria-label="Users" sx={{ maxHeight: 360, overflowY: 'auto' }}>
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
            <Button onClick={onClose}>Cancel</Button>
            <Button variant="contained" onClick={() => onSave(picked)}>
              Save
            </Button>
          </>
        ) : (
          <Button onClick={onClose}>Close</Button>
        )}
      </DialogActions>
    </>
  );
}
