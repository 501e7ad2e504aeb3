import { useEffect, useId, useReducer, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import InputLabel from '@mui/material/InputLabel';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import {
  PERMISSION_LABELS,
  PERMISSION_PRESET_NAMES,
  isLabelOn,
  type TPermissionPreset,
} from '@craftwork/domain/access/permissions';
import { InlineLoader } from '../../../components/ui/full-screen-loader';
import { TruncatedText } from '../../../components/ui/truncated-text';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../lib/i18n/i18n';
import { errorText } from '../../../lib/i18n/error-text';
import { useNotify } from '../../../lib/notify';
import {
  useCompanies,
  useSiteUser,
  useUpdateUser,
  type TSiteCompany,
  type TSiteUserDetail,
} from '../api/users';
import {
  CUSTOM_PRESET,
  companyMissing,
  formOf,
  permissionFormReducer,
  selectedPreset,
} from '../hooks/permission-form';
import { CompetentPersonSwitch } from './competent-person-switch';
import { UserAvatar } from './user-avatar';
import { BackIcon } from '../../../components/ui/direction-icons';

type TLocation = { id: string; title: string };

const NONE = '';

type TLabelKey = 'add' | 'delete' | 'edit' | 'notified' | 'contractor' | 'plant' | 'route';
/** The catalogue key of each of the domain's permission switches (by its English label). */
const LABEL_KEYS: Readonly<Record<string, TLabelKey>> = {
  'Add New Requests': 'add',
  'Delete Requests (created by others)': 'delete',
  'Edit Requests (created by others)': 'edit',
  'Notified For Awaiting Requests': 'notified',
  'Contractor Employee': 'contractor',
  'Plant Employee': 'plant',
  'Route Awaiting': 'route',
};
const MENU_PROPS = { slotProps: { paper: { sx: { maxWidth: 'min(360px, 90vw)' } } } } as const;

function BackLink() {
  const { t } = useTranslation('admin');
  return (
    <Link
      component={RouterLink}
      to={paths.userManagement}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 2 }}
    >
      <BackIcon fontSize="small" aria-hidden="true" />
      {t('users.permissions.back')}
    </Link>
  );
}

/** User Roles & Permissions (spec part 3, section 2.8) for one member of the site. */
export function UserPermissions({
  userId,
  locations,
}: {
  userId: string;
  locations: readonly TLocation[];
}) {
  const { t } = useTranslation('admin');
  const user = useSiteUser(userId);
  const companies = useCompanies();
  if (user.isPending) return <InlineLoader label={t('users.permissions.loading')} />;
  if (user.isError)
    return (
      <>
        <BackLink />
        <Alert severity="error">{errorText(user.error)}</Alert>
      </>
    );
  return (
    <>
      <BackLink />
      <PermissionsForm user={user.data} companies={companies.data ?? []} locations={locations} />
    </>
  );
}

function PermissionsForm({
  user,
  companies,
  locations,
}: {
  user: TSiteUserDetail;
  companies: readonly TSiteCompany[];
  locations: readonly TLocation[];
}) {
  const id = useId();
  const { t } = useTranslation('admin');
  const notify = useNotify();
  const labelText = (label: string) => {
    const key = LABEL_KEYS[label];
    return key ? t(`users.permissions.labels.${key}`) : label;
  };
  const update = useUpdateUser();
  const stored = formOf(user);
  const [form, dispatch] = useReducer(permissionFormReducer, stored);
  const [refusal, setRefusal] = useState<string | null>(null);
  const storedKey = JSON.stringify(stored);
  // Someone else saved (live refetch): start again from what is stored now.
  useEffect(() => {
    dispatch({ type: 'reset', form: JSON.parse(storedKey) as typeof stored });
  }, [storedKey]);

  const preset = selectedPreset(form);
  const missingCompany = companyMissing(form);
  const dirty = JSON.stringify(form) !== storedKey;
  const name = user.name || user.email;

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (missingCompany) return;
    setRefusal(null);
    update.mutate(
      { userId: user.userId, ...form },
      {
        onSuccess: () => notify.success(t('users.permissions.saved')),
        onError: (error) => setRefusal(errorText(error)),
      },
    );
  };

  return (
    <Card variant="outlined" component="form" onSubmit={handleSubmit} noValidate>
      <CardContent>
        <Stack spacing={3}>
          <Stack direction="row" spacing={2} alignItems="center" sx={{ minWidth: 0 }}>
            <UserAvatar user={user} size={56} />
            <Stack sx={{ minWidth: 0, flex: 1 }}>
              <Typography variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
                {name}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {user.email}
              </Typography>
            </Stack>
            <Chip
              size="small"
              label={
                user.approved ? t('users.permissions.approved') : t('users.permissions.pending')
              }
              color={user.approved ? 'success' : 'warning'}
              variant="outlined"
            />
          </Stack>

          {/* In a Box: the Stack's spacing would undo the label's negative margin. */}
          <Box>
            <FormControlLabel
              control={
                <Switch
                  checked={form.approved}
                  onChange={(event) => dispatch({ type: 'approved', on: event.target.checked })}
                />
              }
              label={t('users.permissions.siteKeyApproval')}
            />
          </Box>

          <CompetentPersonSwitch userId={user.userId} competentPerson={user.competentPerson} />

          <FormControl size="small" sx={{ maxWidth: 320 }}>
            <InputLabel id={`${id}-preset`}>{t('users.permissions.role')}</InputLabel>
            <Select
              labelId={`${id}-preset`}
              label={t('users.permissions.role')}
              value={preset}
              onChange={(event) => {
                const value = event.target.value;
                if (value !== CUSTOM_PRESET)
                  dispatch({ type: 'preset', preset: value as TPermissionPreset });
              }}
            >
              {PERMISSION_PRESET_NAMES.map((p) => (
                <MenuItem key={p} value={p}>
                  {t(`users.presets.${p}`)}
                </MenuItem>
              ))}
              <MenuItem value={CUSTOM_PRESET} disabled>
                {t('users.permissions.custom')}
              </MenuItem>
            </Select>
            <FormHelperText>
              {form.flags.isSiteAdmin
                ? t('users.permissions.siteAdminHelp')
                : t('users.permissions.roleHelp')}
            </FormHelperText>
          </FormControl>

          <FormControl component="fieldset" variant="standard">
            <FormLabel component="legend" sx={{ mb: 1 }}>
              {t('users.permissions.permissions')}
            </FormLabel>
            <FormGroup>
              {PERMISSION_LABELS.map((l) => (
                <FormControlLabel
                  key={l.label}
                  control={
                    <Switch
                      checked={isLabelOn(form.flags, l)}
                      onChange={(event) =>
                        dispatch({ type: 'label', label: l, on: event.target.checked })
                      }
                    />
                  }
                  label={labelText(l.label)}
                />
              ))}
            </FormGroup>
          </FormControl>

          <Divider />

          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <FormControl size="small" sx={{ flex: 1, minWidth: 0 }} error={missingCompany}>
              <InputLabel id={`${id}-company`} shrink>
                {t('users.permissions.company')}
              </InputLabel>
              <Select
                labelId={`${id}-company`}
                label={t('users.permissions.company')}
                notched
                displayEmpty
                value={form.companyId ?? NONE}
                onChange={(event) =>
                  dispatch({ type: 'company', companyId: event.target.value || null })
                }
                MenuProps={MENU_PROPS}
                renderValue={(value) =>
                  value === NONE ? (
                    <em>{t('users.permissions.noCompany')}</em>
                  ) : (
                    <TruncatedText
                      text={companies.find((c) => c.id === value)?.name ?? ''}
                      variant="inherit"
                    />
                  )
                }
              >
                <MenuItem value={NONE}>
                  <em>{t('users.permissions.noCompany')}</em>
                </MenuItem>
                {companies.map((c) => (
                  <MenuItem key={c.id} value={c.id}>
                    <TruncatedText text={c.name} variant="inherit" />
                  </MenuItem>
                ))}
              </Select>
              <FormHelperText>
                {missingCompany
                  ? t('users.pending.companyRequired')
                  : t('users.permissions.companyHelp')}
              </FormHelperText>
            </FormControl>
            <FormControl size="small" sx={{ flex: 1, minWidth: 0 }}>
              <InputLabel id={`${id}-location`} shrink>
                {t('users.permissions.defaultLocation')}
              </InputLabel>
              <Select
                labelId={`${id}-location`}
                label={t('users.permissions.defaultLocation')}
                notched
                displayEmpty
                value={form.defaultLocationId ?? NONE}
                onChange={(event) =>
                  dispatch({ type: 'defaultLocation', locationId: event.target.value || null })
                }
                MenuProps={MENU_PROPS}
                renderValue={(value) =>
                  value === NONE ? (
                    <em>{t('users.permissions.none')}</em>
                  ) : (
                    <TruncatedText
                      text={locations.find((l) => l.id === value)?.title ?? ''}
                      variant="inherit"
                    />
                  )
                }
              >
                <MenuItem value={NONE}>
                  <em>{t('users.permissions.none')}</em>
                </MenuItem>
                {locations.map((l) => (
                  <MenuItem key={l.id} value={l.id}>
                    <TruncatedText text={l.title} variant="inherit" />
                  </MenuItem>
                ))}
              </Select>
            </FormControl>
          </Stack>

          {refusal && (
            <Alert severity="error" role="alert">
              {refusal}
            </Alert>
          )}

          <Stack direction="row" spacing={1} justifyContent="flex-end">
            <Button
              type="button"
              disabled={!dirty || update.isPending}
              onClick={() => {
                setRefusal(null);
                dispatch({ type: 'reset', form: stored });
              }}
            >
              {t('users.permissions.cancel')}
            </Button>
            <Button
              type="submit"
              variant="contained"
              disabled={!dirty || missingCompany || update.isPending}
            >
              {t('users.permissions.save')}
            </Button>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
