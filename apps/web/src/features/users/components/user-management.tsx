import { useMemo, useState, type ReactNode } from 'react';
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
import type { TFunction } from 'i18next';
import {
  USER_MANAGEMENT_FILTERS,
  memberMatches,
  type TUserManagementFilter,
} from '@craftwork/domain/admin/users';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { InlineLoader } from '../../../components/ui/full-screen-loader';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useFormat } from '../../../lib/i18n/use-format';
import { errorText } from '../../../lib/i18n/error-text';
import { useNotify } from '../../../lib/notify';
import {
  useApproveUser,
  useCompanies,
  useRejectUser,
  useRemoveUser,
  useSiteUsers,
  type TSiteUser,
} from '../api/users';
import { useRoleName } from '../../../lib/i18n/use-role-name';
import { PendingUserCard, type TApproval } from './pending-user-card';
import { UserAvatar } from './user-avatar';

type TConfirm =
  | { kind: 'reject' | 'remove'; user: TSiteUser }
  | { kind: 'approve'; user: TSiteUser; approval: TApproval };

const nameOf = (u: TSiteUser) => u.name || u.email;

/** The confirm dialog's texts for each action. */
function confirmTexts(
  c: TConfirm,
  t: TFunction<'admin'>,
): { title: string; message: string; okText: string } {
  const name = nameOf(c.user);
  if (c.kind === 'approve') {
    const { preset, companyName } = c.approval;
    const role = t(`users.presets.${preset}`);
    return {
      title: t('users.confirm.approveTitle'),
      message: companyName
        ? t('users.confirm.approveMessageOf', { name, role, company: companyName })
        : t('users.confirm.approveMessage', { name, role }),
      okText: t('users.confirm.approveOk'),
    };
  }
  if (c.kind === 'reject')
    return {
      title: t('users.confirm.rejectTitle'),
      message: t('users.confirm.rejectMessage', { name }),
      okText: t('users.confirm.rejectOk'),
    };
  return {
    title: t('users.confirm.removeTitle'),
    message: t('users.confirm.removeMessage', { name }),
    okText: t('users.confirm.removeOk'),
  };
}

/**
 * User Management: every member of the site with company, role, approval and last app opened;
 * search and Pending / Approved filters; approve, reject and remove (each confirmed) and a link
 * to each user's roles page. Follows live changes (topic siteUsers): new applicants appear.
 */
export function UserManagement({ timeZone }: { timeZone: string }) {
  const { t } = useTranslation('admin');
  const users = useSiteUsers();
  const companies = useCompanies();
  const notify = useNotify();
  const approve = useApproveUser();
  const reject = useRejectUser();
  const remove = useRemoveUser();
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<TUserManagementFilter>('all');
  const [confirm, setConfirm] = useState<TConfirm | null>(null);

  const shown = useMemo(
    () => (users.data ?? []).filter((u) => memberMatches(u, search, filter)),
    [users.data, search, filter],
  );
  const pending = shown.filter((u) => !u.approved);
  const approved = shown.filter((u) => u.approved);
  const pendingCount = (users.data ?? []).filter((u) => !u.approved).length;

  const handleConfirm = () => {
    if (!confirm) return;
    const name = nameOf(confirm.user);
    const done = {
      onSuccess: () => {
        notify.success(
          confirm.kind === 'approve'
            ? t('users.done.approved', { name })
            : confirm.kind === 'reject'
              ? t('users.done.rejected', { name })
              : t('users.done.removed', { name }),
        );
        setConfirm(null);
      },
      onError: (error: unknown) => {
        notify.error(error);
        setConfirm(null);
      },
    };
    const userId = confirm.user.userId;
    if (confirm.kind === 'approve') {
      const { preset, companyId } = confirm.approval;
      approve.mutate({ userId, preset, companyId }, done);
    } else if (confirm.kind === 'reject') reject.mutate({ userId }, done);
    else remove.mutate({ userId }, done);
  };

  const texts = confirm ? confirmTexts(confirm, t) : null;

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'center' }}>
        <TextField
          size="small"
          label={t('users.list.search')}
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
          aria-label={t('users.filters.label')}
        >
          {USER_MANAGEMENT_FILTERS.map((f) => (
            <ToggleButton key={f} value={f} sx={{ px: 2 }}>
              {f === 'pending' && pendingCount > 0
                ? t('users.filters.pendingCount', { count: pendingCount })
                : t(`users.filters.${f}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Stack>

      {users.isPending ? (
        <InlineLoader label={t('users.list.loading')} />
      ) : users.isError ? (
        <Alert severity="error">{errorText(users.error)}</Alert>
      ) : shown.length === 0 ? (
        <Typography color="text.secondary">
          {filter === 'pending' && !search.trim()
            ? t('users.list.noneWaiting')
            : t('users.list.noneMatch')}
        </Typography>
      ) : (
        <>
          {pending.length > 0 && (
            <Section title={t('users.list.waiting')}>
              <Stack
                component="ul"
                spacing={1.5}
                sx={{ listStyle: 'none', p: 0, m: 0 }}
                aria-label={t('users.list.waitingList')}
              >
                {pending.map((user) => (
                  <li key={user.userId}>
                    <PendingUserCard
                      user={user}
                      companies={companies.data ?? []}
                      timeZone={timeZone}
                      onApprove={(approval) => setConfirm({ kind: 'approve', user, approval })}
                      onReject={() => setConfirm({ kind: 'reject', user })}
                    />
                  </li>
                ))}
              </Stack>
            </Section>
          )}
          {approved.length > 0 && (
            <Section title={t('users.list.siteUsers')}>
              <Stack
                component="ul"
                spacing={1.5}
                sx={{ listStyle: 'none', p: 0, m: 0 }}
                aria-label={t('users.list.siteUsers')}
              >
                {approved.map((user) => (
                  <li key={user.userId}>
                    <UserCard
                      user={user}
                      timeZone={timeZone}
                      onRemove={() => setConfirm({ kind: 'remove', user })}
                    />
                  </li>
                ))}
              </Stack>
            </Section>
          )}
        </>
      )}

      <ConfirmDialog
        open={confirm !== null}
        title={texts?.title ?? ''}
        message={texts?.message ?? ''}
        okText={texts?.okText ?? t('users.confirm.ok')}
        isPending={approve.isPending || reject.isPending || remove.isPending}
        onConfirm={handleConfirm}
        onClose={() => setConfirm(null)}
      />
    </Stack>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack spacing={1} component="section" aria-label={title}>
      <Typography variant="overline" color="text.secondary" component="p">
        {title}
      </Typography>
      {children}
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
  onRemove,
}: {
  user: TSiteUser;
  timeZone: string;
  onRemove: () => void;
}) {
  const { t } = useTranslation('admin');
  const { listDateTime } = useFormat();
  const roleName = useRoleName();
  const name = nameOf(user);
  const lastOpened = user.appLastOpenedAt
    ? listDateTime(user.appLastOpenedAt, timeZone)
    : t('users.list.never');
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
              {user.isSelf ? t('users.list.you', { name }) : name}
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
            <Fact label={t('users.list.company')} value={user.company || '—'} />
          </Stack>
          <Stack sx={{ flex: '1 1 90px', minWidth: 0 }}>
            <Fact label={t('users.list.role')} value={roleName(user.role)} />
          </Stack>
          <Stack sx={{ flex: '1 1 150px', minWidth: 0 }}>
            <Fact label={t('users.list.lastOpened')} value={lastOpened} />
          </Stack>
          <Stack justifyContent="center">
            <Chip
              size="small"
              variant="outlined"
              label={t('users.list.approvedChip')}
              color="success"
            />
          </Stack>
        </Stack>
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ flexWrap: 'wrap', justifyContent: { md: 'flex-end' }, flexShrink: 0 }}
        >
          <Button
            size="small"
            variant="outlined"
            component={RouterLink}
            to={`${paths.userPermissions}?uid=${encodeURIComponent(user.userId)}`}
            aria-label={t('users.list.rolesOf', { name })}
          >
            {t('users.list.roles')}
          </Button>
          <Button
            size="small"
            color="error"
            onClick={onRemove}
            aria-label={t('users.list.removeFromSite', { name })}
          >
            {t('users.list.remove')}
          </Button>
        </Stack>
      </Stack>
    </Card>
  );
}
