import { useId, useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import {
  PERMISSION_PRESETS,
  PERMISSION_PRESET_LABELS,
  PERMISSION_PRESET_NAMES,
  type TPermissionPreset,
} from '@craftwork/domain/access/permissions';
import { USER_MESSAGES, needsCompany } from '@craftwork/domain/admin/users';
import { FormDialog } from '../../../components/ui/form-dialog';
import { TruncatedText } from '../../../components/ui/truncated-text';
import { useNotify } from '../../../lib/notify';
import { useApproveUser, type TSiteCompany, type TSiteUser } from '../api/users';

const NONE = '';

/** Approve an applicant: choose the role (a preset) and the company, then Approve. */
export function ApproveUserDialog({
  user,
  companies,
  onClose,
}: {
  user: TSiteUser | null;
  companies: readonly TSiteCompany[];
  onClose: () => void;
}) {
  const approve = useApproveUser();
  return (
    <FormDialog open={user !== null} onClose={onClose} isPending={approve.isPending} maxWidth={440}>
      {(titleId) =>
        user && (
          <ApproveForm
            user={user}
            companies={companies}
            titleId={titleId}
            approve={approve}
            onClose={onClose}
          />
        )
      }
    </FormDialog>
  );
}

function ApproveForm({
  user,
  companies,
  titleId,
  approve,
  onClose,
}: {
  user: TSiteUser;
  companies: readonly TSiteCompany[];
  titleId: string;
  approve: ReturnType<typeof useApproveUser>;
  onClose: () => void;
}) {
  const id = useId();
  const notify = useNotify();
  const [preset, setPreset] = useState<TPermissionPreset>('foreman');
  const [companyId, setCompanyId] = useState<string>(user.companyId ?? NONE);
  const missingCompany = needsCompany(PERMISSION_PRESETS[preset], companyId || null);
  const name = user.name || user.email;

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (missingCompany) return;
    approve.mutate(
      { userId: user.userId, preset, companyId: companyId || null },
      {
        onSuccess: () => {
          notify.success(USER_MESSAGES.approved(name));
          onClose();
        },
        onError: (error) => notify.error(error),
      },
    );
  };

  return (
    <form onSubmit={handleSubmit} noValidate>
      <DialogTitle id={titleId}>Approve user</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <DialogContentText sx={{ overflowWrap: 'anywhere' }}>
            Approve {name} ({user.email}) for this site.
          </DialogContentText>
          <FormControl size="small" fullWidth>
            <InputLabel id={`${id}-role`}>Role</InputLabel>
            <Select
              labelId={`${id}-role`}
              label="Role"
              value={preset}
              onChange={(event) => setPreset(event.target.value as TPermissionPreset)}
            >
              {PERMISSION_PRESET_NAMES.map((p) => (
                <MenuItem key={p} value={p}>
                  {PERMISSION_PRESET_LABELS[p]}
                </MenuItem>
              ))}
            </Select>
          </FormControl>
          <FormControl size="small" fullWidth error={missingCompany}>
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
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={approve.isPending}>
          Cancel
        </Button>
        <Button type="submit" variant="contained" disabled={missingCompany || approve.isPending}>
          Approve
        </Button>
      </DialogActions>
    </form>
  );
}
