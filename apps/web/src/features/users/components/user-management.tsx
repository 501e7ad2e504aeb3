import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';
import { Link as RouterLink } from 'react-router';
import { formatListDateTime } from '@craftwork/domain/format/dates';
import {
  APPROVAL_LABELS,
  USER_MANAGEMENT_FILTERS,
  USER_MANAGEMENT_FILTER_LABELS,
  USER_MESSAGES,
  memberMatches,
  type TUserManagementFilter,
} from '@craftwork/domain/admin/users';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { InlineLoader } from '../../../components/ui/full-screen-loader';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/errors';
import { useNotify } from '../../../lib/notify';
import {
  useCompanies,
  useRejectUser,
  useRemoveUser,
  useSiteUsers,
  type TSiteUser,
} from '../api/users';
import { ApproveUserDialog } from './approve-user-dialog';
import { UserAvatar } from './user-avatar';

type TConfirm = { kind: 'reject' | 'remove'; user: TSiteUser };

const nameOf = (u: TSiteUser) => u.name || u.email;

/**
 * User Management: every member of the site with company, role, approval and last app opened;
 * search and Pending / Approved filters; approve, reject, remove (each confirmed) and a link to
 * each user's roles page. Follows live changes (topic siteUsers): new applicants appear.
 */
export function UserManagement({ timeZone }: { timeZone: string }) {
  const users = useSiteUsers();
  const companies = useCompanies();
  const notify = useNotify();
  const reject = useRejectUser();
  const remove = useRemoveUser();
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<TUserManagementFilter>('all');
  const [approving, setApproving] = useState<TSiteUser | null>(null);
  const [confirm, setConfirm] = useState<TConfirm | null>(null);

  const shown = useMemo(
    () => (users.data ?? []).filter((u) => memberMatches(u, search, filter)),
    [users.data, search, filter],
  );
  const pendingCount = (users.data ?? []).filter((u) => !u.approved).length;

  const handleConfirm = () => {
    if (!confirm) return;
    const { kind, user } = confirm;
    const mutation = kind === 'reject' ? reject : remove;
    mutation.mutate(
      { userId: user.userId },
      {
        onSuccess: () => {
          notify.success(
            kind === 'reject'
              ? USER_MESSAGES.rejected(nameOf(user))
              : USER_MESSAGES.removed(nameOf(user)),
          );
          setConfirm(null);
        },
        onError: (error) => {
          notify.error(error);
          setConfirm(null);
        },
      },
    );
  };

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'center' }}>
        <TextField
          size="small"
          label="Search users"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          sx={{ flex: 1, maxWidth: { sm: 360 } }}
          slotProps={{
            htmlInput: { maxLength: 200 },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" aria-hidden="true" />
                </InputAdornment>
              ),
            },
          }}
        />
        <ToggleButtonGroup
          size="small"
          exclusive
          value={filter}
          onChange={(_, value: TUserManagementFilter | null) => value && setFilter(value)}
          aria-label="Show users"
        >
          {USER_MANAGEMENT_FILTERS.map((f) => (
            <ToggleButton key={f} value={f} sx={{ px: 2 }}>
              {USER_MANAGEMENT_FILTER_LABELS[f]}
              {f === 'pending' && pendingCount > 0 ? ` (${pendingCount})` : ''}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Stack>

      {users.isPending ? (
        <InlineLoader label="Loading users" />
      ) : users.isError ? (
        <Alert severity="error">{errorMessage(users.error)}</Alert>
      ) : shown.length === 0 ? (
        <Typography color="text.secondary">
          {users.data.length === 0
            ? 'This site has no users yet.'
            : filter === 'pending' && !search.trim()
              ? 'No users are waiting for approval.'
              : 'No users match.'}
        </Typography>
      ) : (
        <Stack
          component="ul"
          spacing={1.5}
          sx={{ listStyle: 'none', p: 0, m: 0 }}
          aria-label="Users"
        >
          {shown.map((user) => (
            <li key={user.userId}>
              <UserCard
                user={user}
                timeZone={timeZone}
                onApprove={() => setApproving(user)}
                onReject={() => setConfirm({ kind: 'reject', user })}
                onRemove={() => setConfirm({ kind: 'remove', user })}
              />
            </li>
          ))}
        </Stack>
      )}

      <ApproveUserDialog
        user={approving}
        companies={companies.data ?? []}
        onClose={() => setApproving(null)}
      />
      <ConfirmDialog
        open={confirm !== null}
        title={confirm?.kind === 'reject' ? 'Reject application' : 'Remove from site'}
        message={
          confirm
            ? confirm.kind === 'reject'
              ? `Reject ${nameOf(confirm.user)}'s application to this site?`
              : `Remove ${nameOf(confirm.user)} from this site? They lose access at once.`
            : ''
        }
        okText={confirm?.kind === 'reject' ? 'Reject' : 'Remove'}
        isPending={reject.isPending || remove.isPending}
        onConfirm={handleConfirm}
        onClose={() => setConfirm(null)}
      />
    </Stack>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Stack sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
    </Stack>
  );
}

function UserCard({
  user,
  timeZone,
  onApprove,
  onReject,
  onRemove,
}: {
  user: TSiteUser;
  timeZone: string;
  onApprove: () => void;
  onReject: () => void;
  onRemove: () => void;
}) {
  const name = nameOf(user);
  const lastOpened = user.appLastOpenedAt
    ? formatListDateTime(new Date(user.appLastOpenedAt), timeZone)
    : 'Never';
  return (
    <Card variant="outlined" sx={{ p: 2 }} aria-label={name}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} alignItems={{ md: 'center' }}>
        <Stack direction="row" spacing={1.5} alignItems="center" sx={{ flex: 2, minWidth: 0 }}>
          <UserAvatar user={user} />
          <Stack sx={{ minWidth: 0 }}>
            <Typography
              variant="subtitle1"
              component="h2"
              sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
            >
              {name}
              {user.isSelf ? ' (you)' : ''}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {user.email}
            </Typography>
          </Stack>
        </Stack>
        <Stack
          direction="row"
          spacing={2}
          useFlexGap
          sx={{ flex: 3, minWidth: 0, flexWrap: 'wrap', rowGap: 1 }}
        >
          <Stack sx={{ flex: '1 1 120px', minWidth: 0 }}>
            <Fact label="Company" value={user.company || '—'} />
          </Stack>
          <Stack sx={{ flex: '1 1 90px', minWidth: 0 }}>
            <Fact label="Role" value={user.approved ? user.role : '—'} />
          </Stack>
          <Stack sx={{ flex: '1 1 150px', minWidth: 0 }}>
            <Fact label="Last app opened" value={lastOpened} />
          </Stack>
          <Stack justifyContent="center">
            <Chip
              size="small"
              variant="outlined"
              label={user.approved ? APPROVAL_LABELS.approved : APPROVAL_LABELS.pending}
              color={user.approved ? 'success' : 'warning'}
            />
          </Stack>
        </Stack>
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ flexWrap: 'wrap', justifyContent: { md: 'flex-end' }, flexShrink: 0 }}
        >
          {!user.approved && (
            <Button
              size="small"
              variant="contained"
              onClick={onApprove}
              aria-label={`Approve ${name}`}
            >
              Approve
            </Button>
          )}
          <Button
            size="small"
            variant="outlined"
            component={RouterLink}
            to={`${paths.userPermissions}?uid=${encodeURIComponent(user.userId)}`}
            aria-label={`Roles & permissions of ${name}`}
          >
            Roles
          </Button>
          {user.approved ? (
            <Button
              size="small"
              color="error"
              onClick={onRemove}
              aria-label={`Remove ${name} from site`}
            >
              Remove
            </Button>
          ) : (
            <Button size="small" color="error" onClick={onReject} aria-label={`Reject ${name}`}>
              Reject
            </Button>
          )}
        </Stack>
      </Stack>
    </Card>
  );
}
