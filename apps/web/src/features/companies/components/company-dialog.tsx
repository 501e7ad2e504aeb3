import { ERROR_REASONS } from '@craftwork/domain/errors/errors';
import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Trans } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import {
  allowedCompanyCraftTypes,
  COMPANY_LIMITS,
  ZCompanyFields,
} from '@craftwork/domain/admin/companies';
import { usePickableUsers } from '../../../components/details/use-site-users';
import { FormDialog } from '../../../components/ui/form-dialog';
import { UserPickerField } from '../../../components/ui/select-user-dialog';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useCraftTypeName } from '../../../lib/i18n/use-type-names';
import { errorText } from '../../../lib/i18n/error-text';
import { isRefusal } from '../../../lib/error-reason';
import { useNotify } from '../../../lib/notify';
import { useCreateCompany } from '../api/create-company';
import type { TCompany } from '../api/list-companies';
import { useRemoveCompanyLogo } from '../api/remove-company-logo';
import { useSetCompanyLogo } from '../api/set-company-logo';
import { useUpdateCompany } from '../api/update-company';
import { CompanyLogoField, type TLogoChange } from './company-logo-field';

type TCompanyDialogProps = {
  open: boolean;
  /** The company to edit; a new one when null. */
  company: TCompany | null;
  siteKey: string;
  /** The craft types the site uses (the checkboxes offered). */
  validCraftTypes: readonly number[];
  onClose: () => void;
};

/**
 * New Company and Edit Company: name, craft types, logo and main point of contact. Members are
 * shown, not edited: they are the site users whose company this is (set on each user's roles
 * page; decision 125).
 */
export function CompanyDialog(props: TCompanyDialogProps) {
  return (
    <FormDialog open={props.open} onClose={props.onClose} maxWidth={520}>
      {(titleId) => <CompanyForm {...props} titleId={titleId} />}
    </FormDialog>
  );
}

function CompanyForm({
  company,
  siteKey,
  validCraftTypes,
  onClose,
  titleId,
}: TCompanyDialogProps & { titleId: string }) {
  const { t } = useTranslation('admin');
  const craftTypeName = useCraftTypeName();
  const notify = useNotify();
  const create = useCreateCompany();
  const update = useUpdateCompany();
  const setLogo = useSetCompanyLogo();
  const removeLogo = useRemoveCompanyLogo();
  const users = usePickableUsers(siteKey, true);
  const [name, setName] = useState(company?.name ?? '');
  const [craftTypes, setCraftTypes] = useState<number[]>(company?.craftTypes ?? []);
  const [contact, setContact] = useState(company?.mainPointOfContact?.id ?? '');
  const [logo, setLogoChange] = useState<TLogoChange>({ kind: 'keep' });
  const [nameError, setNameError] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const offered = allowedCompanyCraftTypes(validCraftTypes, company?.craftTypes ?? []);

  const toggleCraft = (code: number) =>
    setCraftTypes((current) =>
      current.includes(code) ? current.filter((c) => c !== code) : [...current, code],
    );

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZCompanyFields.safeParse({
      name,
      craftTypes,
      mainPointOfContact: contact || null,
    });
    if (!parsed.success) {
      setNameError(parsed.error.issues[0]?.message ?? t('companies.required'));
      return;
    }
    setIsSaving(true);
    try {
      const id = company
        ? (await update.mutateAsync({ id: company.id, ...parsed.data }), company.id)
        : (await create.mutateAsync(parsed.data)).id;
      if (logo.kind === 'upload') await setLogo.mutateAsync({ id, file: logo.file });
      if (logo.kind === 'remove') await removeLogo.mutateAsync({ id });
      notify.success(company ? t('companies.updated') : t('companies.added'));
      onClose();
    } catch (error) {
      if (isRefusal(error, ERROR_REASONS.nameTaken)) setNameError(errorText(error));
      notify.error(error);
    } finally {
      setIsSaving(false);
    }
  };

  return (
    <form onSubmit={(event) => void handleSubmit(event)} noValidate>
      <DialogTitle id={titleId}>
        {company ? t('companies.editTitle') : t('companies.newTitle')}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2.5} sx={{ pt: 1 }}>
          <TextField
            label={t('companies.name')}
            required
            autoFocus
            fullWidth
            value={name}
            onChange={(event) => {
              setName(event.target.value);
              setNameError(null);
            }}
            error={Boolean(nameError)}
            helperText={nameError ?? undefined}
            slotProps={{ htmlInput: { maxLength: COMPANY_LIMITS.name } }}
          />
          <FormControl component="fieldset" variant="standard">
            <FormLabel component="legend">{t('companies.craftTypes')}</FormLabel>
            {offered.length === 0 ? (
              <FormHelperText>{t('companies.noCraftTypes')}</FormHelperText>
            ) : (
              <FormGroup row>
                {offered.map((code) => (
                  <FormControlLabel
                    key={code}
                    sx={{ minWidth: 180 }}
                    control={
                      <Checkbox
                        checked={craftTypes.includes(code)}
                        onChange={() => toggleCraft(code)}
                      />
                    }
                    label={craftTypeName(code)}
                  />
                ))}
              </FormGroup>
            )}
          </FormControl>
          <CompanyLogoField
            currentUrl={company?.logoUrl ?? null}
            change={logo}
            onChange={setLogoChange}
            disabled={isSaving}
          />
          <UserPickerField
            id="company-main-point-of-contact"
            label={t('companies.contact')}
            multiple={false}
            value={contact}
            required={false}
            users={users}
            onChange={(value) => setContact(typeof value === 'string' ? value : '')}
          />
          {company && <Members company={company} />}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={isSaving}>
          {t('companies.cancel')}
        </Button>
        <Button type="submit" variant="contained" disabled={isSaving}>
          {t('companies.save')}
        </Button>
      </DialogActions>
    </form>
  );
}

function Members({ company }: { company: TCompany }) {
  const { t } = useTranslation('admin');
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle2" component="h3">
        {t('companies.membersHeading', { count: company.members.length })}
      </Typography>
      {company.members.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('companies.noMembers')}
        </Typography>
      ) : (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {company.members.map((member) => (
            <Chip
              key={member.id}
              size="small"
              variant={member.approved ? 'filled' : 'outlined'}
              label={
                member.approved
                  ? member.displayName
                  : t('companies.pendingMember', { name: member.displayName })
              }
              component={RouterLink}
              to={`${paths.userPermissions}?uid=${encodeURIComponent(member.id)}`}
              clickable
            />
          ))}
        </Stack>
      )}
      <Typography variant="caption" color="text.secondary">
        <Trans
          t={t}
          i18nKey="companies.companyNote"
          components={{ link: <Link component={RouterLink} to={paths.userManagement} /> }}
        />
      </Typography>
    </Stack>
  );
}
