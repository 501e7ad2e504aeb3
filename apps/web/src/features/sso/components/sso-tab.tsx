import { useEffect, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { SSO_LIMITS, type TSsoJitPreset } from '@craftwork/domain/admin/sso';
import { ZSaveSsoConnectionInput } from '@craftwork/domain/admin/sso-schemas';
import { Trans } from 'react-i18next';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useNotify } from '../../../lib/notify';
import { useSaveSsoConnection, useSsoCompanies, useSsoConnection } from '../api/sso';
import { ScimSection } from './scim-section';

type TForm = {
  providerName: string;
  issuer: string;
  clientId: string;
  clientSecret: string;
  domains: string;
  ssoOnly: boolean;
  jit: '' | TSsoJitPreset;
  jitCompanyId: string;
};

const EMPTY: TForm = {
  providerName: '',
  issuer: '',
  clientId: '',
  clientSecret: '',
  domains: '',
  ssoOnly: false,
  jit: '',
  jitCompanyId: '',
};

export const SSO_SAVED = 'Company sign-in saved.';

/**
 * Admin → Integrations → Company sign-in: the site's OpenID Connect provider (issuer, client id
 * and secret), its e-mail domains, SSO-only and just-in-time provisioning (issue 37). The stored
 * secret is never shown: an empty field keeps it. Once connected, the provider's SCIM provisioning.
 */
export function SsoTab() {
  const { t } = useTranslation('admin');
  const connection = useSsoConnection();
  const save = useSaveSsoConnection();
  const notify = useNotify();
  const [form, setForm] = useState<TForm>(EMPTY);
  const [problem, setProblem] = useState<string | null>(null);
  const companies = useSsoCompanies(form.jit === 'foreman');
  const saved = connection.data;

  useEffect(() => {
    if (!saved) return;
    setForm({
      providerName: saved.providerName,
      issuer: saved.issuer,
      clientId: saved.clientId,
      clientSecret: '',
      domains: saved.domains.join('\n'),
      ssoOnly: saved.ssoOnly,
      jit: saved.jitPreset ?? '',
      jitCompanyId: saved.jitCompanyId ?? '',
    });
  }, [saved]);

  const set = <K extends keyof TForm>(key: K, value: TForm[K]) =>
    setForm((current) => ({ ...current, [key]: value }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZSaveSsoConnectionInput.safeParse({
      providerName: form.providerName,
      issuer: form.issuer,
      clientId: form.clientId,
      clientSecret: form.clientSecret,
      domains: form.domains.split(/[\s,]+/).filter(Boolean),
      ssoOnly: form.ssoOnly,
      jitPreset: form.jit === '' ? null : form.jit,
      jitCompanyId: form.jit === 'foreman' && form.jitCompanyId ? form.jitCompanyId : null,
    });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setProblem(null);
    save.mutate(parsed.data, {
      onSuccess: () => {
        set('clientSecret', '');
        notify.success(t('sso.saved'));
      },
      onError: (error) => notify.error(error),
    });
  };

  if (connection.isPending) return null;
  return (
    <Stack spacing={4} sx={{ maxWidth: 640 }}>
      <Stack
        component="form"
        noValidate
        onSubmit={onSubmit}
        spacing={2}
        aria-label={t('sso.label')}
      >
        <Typography variant="body2">{t('sso.intro')}</Typography>
        {saved && (
          <Alert severity="info" sx={{ '& .MuiAlert-message': { overflowWrap: 'anywhere' } }}>
            <Trans
              t={t}
              i18nKey="sso.redirect"
              values={{ url: saved.redirectUrl }}
              components={{ strong: <strong /> }}
            />
          </Alert>
        )}
        {problem && <Alert severity="error">{problem}</Alert>}
        <TextField
          label={t('sso.providerName')}
          value={form.providerName}
          onChange={(e) => set('providerName', e.target.value)}
          helperText={t('sso.providerNameHelp')}
          slotProps={{ htmlInput: { maxLength: SSO_LIMITS.providerName } }}
          required
        />
        <TextField
          label={t('sso.issuer')}
          value={form.issuer}
          onChange={(e) => set('issuer', e.target.value)}
          slotProps={{ htmlInput: { maxLength: SSO_LIMITS.issuer } }}
          required
        />
        <TextField
          label={t('sso.clientId')}
          value={form.clientId}
          onChange={(e) => set('clientId', e.target.value)}
          slotProps={{ htmlInput: { maxLength: SSO_LIMITS.clientId } }}
          required
        />
        <TextField
          label={t('sso.clientSecret')}
          type="password"
          autoComplete="off"
          value={form.clientSecret}
          onChange={(e) => set('clientSecret', e.target.value)}
          helperText={saved?.hasClientSecret ? t('sso.secretStored') : ' '}
          slotProps={{ htmlInput: { maxLength: SSO_LIMITS.clientSecret } }}
        />
        <TextField
          label={t('sso.domains')}
          value={form.domains}
          onChange={(e) => set('domains', e.target.value)}
          helperText={t('sso.domainsHelp')}
          multiline
          minRows={2}
        />
        <FormControlLabel
          control={
            <Checkbox checked={form.ssoOnly} onChange={(e) => set('ssoOnly', e.target.checked)} />
          }
          label={t('sso.ssoOnly')}
        />
        <TextField
          select
          label={t('sso.newPeople')}
          value={form.jit}
          onChange={(e) => set('jit', e.target.value as TForm['jit'])}
          // Applicants is the empty value: shown, not left blank under the label.
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">{t('sso.applicants')}</MenuItem>
          <MenuItem value="plantUser">{t('sso.plantUser')}</MenuItem>
          <MenuItem value="foreman">{t('sso.foreman')}</MenuItem>
        </TextField>
        {form.jit === 'foreman' && (
          <TextField
            select
            label={t('sso.foremanCompany')}
            value={form.jitCompanyId}
            onChange={(e) => set('jitCompanyId', e.target.value)}
          >
            {(companies.data ?? []).map((c) => (
              <MenuItem key={c.id} value={c.id}>
                {c.name}
              </MenuItem>
            ))}
          </TextField>
        )}
        <div>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {t('sso.save')}
          </Button>
        </div>
      </Stack>
      {saved && <ScimSection scim={saved.scim} />}
    </Stack>
  );
}
