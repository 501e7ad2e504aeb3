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
  PERMISSION_PRESET_NAMES,
  type TPermissionPreset,
} from '@craftwork/domain/access/permissions';
import { needsCompany } from '@craftwork/domain/admin/users';
import { TruncatedText } from '../../../components/ui/truncated-text';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useFormat } from '../../../lib/i18n/use-format';
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
  const { t } = useTranslation('admin');
  const { listDateTime } = useFormat();
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
              {t('users.pending.applied', {
                date: listDateTime(user.appliedAt, timeZone),
              })}
            </Typography>
          </Stack>
        </Stack>
        <FormControl size="small" sx={{ ...SELECT_SX, minWidth: 160 }}>
          <InputLabel id={`${id}-role`} shrink>
            {t('users.pending.role')}
          </InputLabel>
          <Select
            labelId={`${id}-role`}
            label={t('users.pending.role')}
            notched
            displayEmpty
            value={preset}
            onChange={(event) => setPreset(event.target.value as TPermissionPreset | typeof NONE)}
          >
            <MenuItem value={NONE} disabled>
              <em>{t('users.pending.chooseRole')}</em>
            </MenuItem>
            {PERMISSION_PRESET_NAMES.map((p) => (
              <MenuItem key={p} value={p}>
                {t(`users.presets.${p}`)}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        <FormControl size="small" sx={SELECT_SX} error={missingCompany}>
          <InputLabel id={`${id}-company`} shrink>
            {t('users.pending.company')}
          </InputLabel>
          <Select
            labelId={`${id}-company`}
            label={t('users.pending.company')}
            notched
            displayEmpty
            value={companyId}
            onChange={(event) => setCompanyId(event.target.value)}
            MenuProps={MENU_PROPS}
            renderValue={(value) =>
              value === NONE ? (
                <em>{t('users.pending.noCompany')}</em>
              ) : (
                <TruncatedText
                  text={companies.find((c) => c.id === value)?.name ?? ''}
                  variant="inherit"
                />
              )
            }
          >
            <MenuItem value={NONE}>
              <em>{t('users.pending.noCompany')}</em>
            </MenuItem>
            {companies.map((c) => (
              <MenuItem key={c.id} value={c.id}>
                <TruncatedText text={c.name} variant="inherit" />
              </MenuItem>
            ))}
          </Select>
          {missingCompany && <FormHelperText>{t('users.pending.companyRequired')}</FormHelperText>}
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
            aria-label={t('users.pending.approveName', { name })}
          >
            {t('users.pending.approve')}
          </Button>
          <Button
            color="error"
            onClick={onReject}
            aria-label={t('users.pending.rejectName', { name })}
          >
            {t('users.pending.reject')}
          </Button>
          <Button
            component={RouterLink}
            to={`${paths.userPermissions}?uid=${encodeURIComponent(user.userId)}`}
            aria-label={t('users.list.rolesOf', { name })}
          >
            {t('users.list.roles')}
          </Button>
        </Stack>
      </Stack>
    </Card>
  );
}
