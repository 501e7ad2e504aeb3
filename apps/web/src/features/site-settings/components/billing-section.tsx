import { useState } from 'react';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { MAX_NET_DAYS } from '@craftwork/domain/billing/overdue';
import { REMIT_TO_LIMITS } from '@craftwork/domain/billing/settings';
import { SITE_SETTINGS_MESSAGES, type TSiteSettings } from '@craftwork/domain/site/settings';
import { basisPointsToPercent, percentToBasisPoints } from '@craftwork/domain/site/settings-fields';
import { TEXT_LIMITS } from '@craftwork/domain/text/rules';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useSiteCompanies } from '../api/site-settings';
import { useSectionDraft } from '../hooks/use-section-draft';
import { SettingsSection } from './settings-section';
import { domainTextOf } from '../../../lib/i18n/domain-text';

const KEYS = [
  'taxRateBp',
  'netDays',
  'estimateTerms',
  'managingCompanyId',
  'remitAddress',
  'paymentDetails',
] as const;
const NO_COMPANY = '';

/**
 * Billing: the tax rate estimates and invoices charge (typed in percent), the invoices' net
 * days, the terms a customer reads before approving an estimate, the managing company whose
 * users see the site's money, and the remit-to block its invoices print (address, payment).
 */
export function BillingSection({ settings }: { settings: TSiteSettings }) {
  const { t } = useTranslation('admin');
  const draft = useSectionDraft(settings, KEYS);
  const companies = useSiteCompanies();
  // The rate as typed, while typing ("8." stays); the draft takes it once it is a rate.
  const [typedRate, setTypedRate] = useState<string | null>(null);
  const rateText = typedRate ?? basisPointsToPercent(draft.value('taxRateBp'));
  const rateError =
    typedRate !== null && percentToBasisPoints(typedRate) === null
      ? SITE_SETTINGS_MESSAGES.taxRate
      : (draft.errors.taxRateBp ?? null);
  const netDays = draft.value('netDays');
  const managing = draft.value('managingCompanyId');
  const choices = companies.data ?? [];
  // A managing company no longer listed stays shown until another is chosen.
  const missing = managing !== null && !choices.some((c) => c.id === managing);

  return (
    <SettingsSection
      title={t('siteSettings.tabs.billing')}
      description={t('siteSettings.billing.description')}
      draft={{
        ...draft,
        valid: draft.valid && !rateError,
        reset: () => {
          setTypedRate(null);
          draft.reset();
        },
      }}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          id="site-settings-tax-rate"
          label={t('siteSettings.billing.taxRate')}
          value={rateText}
          onChange={(event) => {
            setTypedRate(event.target.value);
            const bp = percentToBasisPoints(event.target.value);
            if (bp !== null) draft.set('taxRateBp', bp);
          }}
          error={!!rateError}
          helperText={rateError ?? t('siteSettings.billing.taxRateHelp')}
          slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: 8 } }}
          fullWidth
        />
        <TextField
          id="site-settings-net-days"
          label={t('siteSettings.billing.netDays')}
          type="number"
          value={Number.isFinite(netDays) ? String(netDays) : ''}
          onChange={(event) =>
            draft.set(
              'netDays',
              event.target.value === '' ? Number.NaN : Number(event.target.value),
            )
          }
          error={!!draft.errors.netDays}
          helperText={domainTextOf(draft.errors.netDays) ?? t('siteSettings.billing.netDaysHelp')}
          slotProps={{ htmlInput: { min: 0, max: MAX_NET_DAYS, step: 1 } }}
          fullWidth
        />
      </Stack>
      <TextField
        id="site-settings-estimate-terms"
        label={t('siteSettings.billing.estimateTerms')}
        value={draft.value('estimateTerms')}
        onChange={(event) => draft.set('estimateTerms', event.target.value)}
        error={!!draft.errors.estimateTerms}
        helperText={
          domainTextOf(draft.errors.estimateTerms) ?? t('siteSettings.billing.estimateTermsHelp')
        }
        slotProps={{ htmlInput: { maxLength: TEXT_LIMITS.longText } }}
        multiline
        minRows={3}
        fullWidth
      />
      <TextField
        id="site-settings-managing-company"
        select
        label={t('siteSettings.billing.managingCompany')}
        value={managing ?? NO_COMPANY}
        onChange={(event) =>
          draft.set(
            'managingCompanyId',
            event.target.value === NO_COMPANY ? null : event.target.value,
          )
        }
        error={!!draft.errors.managingCompanyId || companies.isError}
        helperText={
          companies.isError
            ? t('siteSettings.billing.companiesError')
            : (draft.errors.managingCompanyId ?? t('siteSettings.billing.managingHelp'))
        }
        disabled={companies.isPending}
        fullWidth
      >
        <MenuItem value={NO_COMPANY}>{t('siteSettings.billing.none')}</MenuItem>
        {missing && (
          <MenuItem value={managing}>{t('siteSettings.billing.removedCompany')}</MenuItem>
        )}
        {choices.map((company) => (
          <MenuItem key={company.id} value={company.id}>
            {company.name}
          </MenuItem>
        ))}
      </TextField>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          id="site-settings-remit-address"
          label={t('siteSettings.billing.remitAddress')}
          value={draft.value('remitAddress')}
          onChange={(event) => draft.set('remitAddress', event.target.value)}
          error={!!draft.errors.remitAddress}
          helperText={
            domainTextOf(draft.errors.remitAddress) ?? t('siteSettings.billing.remitAddressHelp')
          }
          slotProps={{ htmlInput: { maxLength: REMIT_TO_LIMITS.remitAddress } }}
          multiline
          minRows={3}
          fullWidth
        />
        <TextField
          id="site-settings-payment-details"
          label={t('siteSettings.billing.paymentDetails')}
          value={draft.value('paymentDetails')}
          onChange={(event) => draft.set('paymentDetails', event.target.value)}
          error={!!draft.errors.paymentDetails}
          helperText={
            domainTextOf(draft.errors.paymentDetails) ??
            t('siteSettings.billing.paymentDetailsHelp')
          }
          slotProps={{ htmlInput: { maxLength: REMIT_TO_LIMITS.paymentDetails } }}
          multiline
          minRows={3}
          fullWidth
        />
      </Stack>
    </SettingsSection>
  );
}
