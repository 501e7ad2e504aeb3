import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import {
  PERMISSION_PRESET_LABELS,
  PERMISSION_PRESET_NAMES,
  type TPermissionPreset,
} from '@craftwork/domain/access/permissions';
import { InlineLoader } from '../../../components/ui/full-screen-loader';
import { TruncatedText } from '../../../components/ui/truncated-text';
import { errorMessage } from '../../../lib/errors';
import { useNotify } from '../../../lib/notify';
import type { TRpcOutputs } from '../../../lib/rpc';
import { useApproveUser } from '../api/approve-user';
import { useSiteCompanies } from '../api/list-companies';
import { usePendingUsers } from '../api/list-pending-users';

type TPendingUser = TRpcOutputs['sites']['listPendingUsers'][number];
type TCompany = TRpcOutputs['sites']['listCompanies'][number];

const NONE = '';

/** The selects keep their width whatever the names in them; long names are cut (with a tooltip). */
const SELECT_SX = { minWidth: 180, maxWidth: { md: 240 } } as const;
const MENU_PROPS = { slotProps: { paper: { sx: { maxWidth: 'min(360px, 90vw)' } } } } as const;

/** Site admins approve the users waiting for access; the list follows live changes. */
export function PendingUsersList() {
  const pendingUsers = usePendingUsers();
  const companies = useSiteCompanies();

  if (pendingUsers.isPending) return <InlineLoader label="Loading pending users" />;
  if (pendingUsers.isError)
    return <Alert severity="error">{errorMessage(pendingUsers.error)}</Alert>;
  if (pendingUsers.data.length === 0) {
    return <Typography color="text.secondary">No users are waiting for approval.</Typography>;
  }
  return (
    <Stack
      component="ul"
      spacing={2}
      sx={{ listStyle: 'none', p: 0, m: 0 }}
      aria-label="Users waiting for approval"
    >
      {pendingUsers.data.map((user) => (
        <li key={user.userId}>
          <PendingUserCard user={user} companies={companies.data ?? []} />
        </li>
      ))}
    </Stack>
  );
}

function PendingUserCard({ user, companies }: { user: TPendingUser; companies: TCompany[] }) {
  const notify = useNotify();
  const approve = useApproveUser();
  const [preset, setPreset] = useState<TPermissionPreset | typeof NONE>(NONE);
  const [companyId, setCompanyId] = useState<string>(NONE);
  const presetLabelId = `preset-label-${user.userId}`;
  const companyLabelId = `company-label-${user.userId}`;

  const handleApprove = () =>
    approve.mutate(
      {
        userId: user.userId,
        preset: preset === NONE ? null : preset,
        companyId: companyId === NONE ? null : companyId,
      },
      {
        onSuccess: () => notify.success(`${user.displayName || user.email} approved.`),
        onError: (error) => notify.error(error),
      },
    );

  return (
    <Card variant="outlined">
      <CardContent>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} alignItems={{ md: 'center' }}>
          <Stack sx={{ flex: 1, minWidth: 0 }}>
            <Typography
              variant="subtitle1"
              component="h2"
              sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
            >
              {user.displayName || user.email}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {user.email}
              {user.companyName ? ` · ${user.companyName}` : ''}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              Applied {dayjs(user.appliedAt).format('MM/DD/YYYY hh:mm A')}
            </Typography>
          </Stack>
          <FormControl size="small" sx={{ ...SELECT_SX, minWidth: 160 }}>
            <InputLabel id={presetLabelId} shrink>
              Role
            </InputLabel>
            <Select
              labelId={presetLabelId}
              label="Role"
              notched
              displayEmpty
              value={preset}
              onChange={(event) => setPreset(event.target.value as TPermissionPreset | typeof NONE)}
            >
              <MenuItem value={NONE}>
                <em>No permissions</em>
              </MenuItem>
              {PERMISSION_PRESET_NAMES.map((name) => (
                <MenuItem key={name} value={name}>
                  {PERMISSION_PRESET_LABELS[name]}
                </MenuItem>
              ))}
            </Select>
          </FormControl>
          <FormControl size="small" sx={SELECT_SX}>
            <InputLabel id={companyLabelId} shrink>
              Company
            </InputLabel>
            <Select
              labelId={companyLabelId}
              label="Company"
              notched
              displayEmpty
              value={companyId}
              onChange={(event) => setCompanyId(event.target.value)}
              MenuProps={MENU_PROPS}
              renderValue={(value) =>
                value === NONE ? (
                  <em>No company</em>
                ) : (
                  <TruncatedText
                    text={companies.find((c) => c.id === value)?.name ?? ''}
                    variant="inherit"
                  />
                )
              }
            >
              <MenuItem value={NONE}>
                <em>No company</em>
              </MenuItem>
              {companies.map((company) => (
                <MenuItem key={company.id} value={company.id}>
                  <TruncatedText text={company.name} variant="inherit" />
                </MenuItem>
              ))}
            </Select>
          </FormControl>
          <Button
            variant="contained"
            onClick={handleApprove}
            disabled={approve.isPending}
            aria-label={`Approve ${user.displayName || user.email}`}
          >
            Approve
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
