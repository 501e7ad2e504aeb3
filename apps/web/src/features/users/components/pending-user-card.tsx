import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import {
  PERMISSION_PRESETS,
  PERMISSION_PRESET_LABELS,
  PERMISSION_PRESET_NAMES,
  type TPermissionPreset,
} from '@craftwork/domain/access/permissions';
import { USER_MESSAGES, needsCompany } from '@craftwork/domain/admin/users';
import { formatListDateTime } from '@craftwork/domain/format/dates';
import { TruncatedText } from '../../../components/ui/truncated-text';
import { paths } from '../../../config/paths';
import type { TSiteCompany, TSiteUser } from '../api/users';
import { UserAvatar } from './user-avatar';

const NONE = '';

/** The selects keep their width whatever the names in them; long names are cut (with a tooltip). */
const SELECT_SX = { minWidth: 180, maxWidth: { md: 240 } } as const;
const MENU_PROPS = { slotProps: { paper: { sx: { maxWidth: 'min(360px, 90vw)' } } } } as const;

export type TApproval = {
  user: TSiteUser;
  preset: TPermissionPreset;
  companyId: string | null;
  companyName: string | null;
};

/**
 * An applicant waiting for approval: choose the role (a preset) and the company, then Approve
 * (confirmed); or Reject.
 */
export function PendingUserCard({
  user,
  companies,
  timeZone,
  onApprove,
  onReject,
}: {
  user: TSiteUser;
  companies: readonly TSiteCompany[];
  timeZone: string;
  onApprove: (approval: TApproval) => void;
  onReject: () => void;
}) {
  const id = useId();
  const [preset, setPreset] = useState<TPermissionPreset | typeof NONE>(NONE);
  const [companyId, setCompanyId] = useState<string>(user.companyId ?? NONE);
  const name = user.name || user.email;
  const missingCompany =
    preset !== NONE && needsCompany(PERMISSION_PRESETS[preset], companyId || null);

  return (
    <Card variant="outlined" sx={{ p: 2 }}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} alignItems={{ md: 'center' }}>
        <Stack direction="row" spacing={1.5} alignItems="center" sx={{ flex: 1, minWidth: 0 }}>
          <UserAvatar user={user} />
          <Stack sx={{ minWidth: 0 }}>
            <Typography
              variant="subtitle1"
              component="h2"
              sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
            >
              {name}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {user.email}
              {user.company ? ` · ${user.company}` : ''}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              Applied {formatListDateTime(new Date(user.appliedAt), timeZone)}
            </Typography>
          </Stack>
        </Stack>
        <FormControl size="small" sx={{ ...SELECT_SX, minWidth: 160 }}>
          <InputLabel id={`${id}-role`} shrink>
            Role
          </InputLabel>
          <Select
            labelId={`${id}-role`}
            label="Role"
            notched
            displayEmpty
            value={preset}
            onChange={(event) => setPreset(event.target.value as TPermissionPreset | typeof NONE)}
          >
            <MenuItem value={NONE} disabled>
              <em>Choose a role</em>
            </MenuItem>
            {PERMISSION_PRESET_NAMES.map((p) => (
              <MenuItem key={p} value={p}>
                {PERMISSION_PRESET_LABELS[p]}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        <FormControl size="small" sx={SELECT_SX} error={missingCompany}>
          <InputLabel id={`${id}-company`} shrink>
            Company
          </InputLabel>
          <Select
            labelId={`${id}-company`}
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
            {companies.map((c) => (
              <MenuItem key={c.id} value={c.id}>
                <TruncatedText text={c.name} variant="inherit" />
              </MenuItem>
            ))}
          </Select>
          {missingCompany && <FormHelperText>{USER_MESSAGES.companyRequired}</FormHelperText>}
        </FormControl>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', flexShrink: 0 }}>
          <Button
            variant="contained"
            disabled={preset === NONE || missingCompany}
            onClick={() =>
              preset !== NONE &&
              onApprove({
                user,
                preset,
                companyId: companyId || null,
                companyName: companies.find((c) => c.id === companyId)?.name ?? null,
              })
            }
            aria-label={`Approve ${name}`}
          >
            Approve
          </Button>
          <Button color="error" onClick={onReject} aria-label={`Reject ${name}`}>
            Reject
          </Button>
          <Button
            component={RouterLink}
            to={`${paths.userPermissions}?uid=${encodeURIComponent(user.userId)}`}
            aria-label={`Roles & permissions of ${name}`}
          >
            Roles
          </Button>
        </Stack>
      </Stack>
    </Card>
  );
}
