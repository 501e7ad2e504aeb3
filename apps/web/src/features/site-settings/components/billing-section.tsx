import { useState } from 'react';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { MAX_NET_DAYS } from '@craftwork/domain/billing/overdue';
import { REMIT_TO_LIMITS } from '@craftwork/domain/billing/settings';
import { SITE_SETTINGS_MESSAGES, type TSiteSettings } from '@craftwork/domain/site/settings';
import { basisPointsToPercent, percentToBasisPoints } from '@craftwork/domain/site/settings-fields';
import { TEXT_LIMITS } from '@craftwork/domain/text/rules';
import { useSiteCompanies } from '../api/site-settings';
import { useSectionDraft } from '../hooks/use-section-draft';
import { SettingsSection } from './settings-section';

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
      title="Billing"
      description="Estimates and invoices of the site use these values when they are created."
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
          label="Tax rate (%)"
          value={rateText}
          onChange={(event) => {
            setTypedRate(event.target.value);
            const bp = percentToBasisPoints(event.target.value);
            if (bp !== null) draft.set('taxRateBp', bp);
          }}
          error={!!rateError}
          helperText={rateError ?? 'Charged on taxable lines; tax-exempt customers pay none.'}
          slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: 8 } }}
          fullWidth
        />
        <TextField
          id="site-settings-net-days"
          label="Invoice net days"
          type="number"
          value={Number.isFinite(netDays) ? String(netDays) : ''}
          onChange={(event) =>
            draft.set(
              'netDays',
              event.target.value === '' ? Number.NaN : Number(event.target.value),
            )
          }
          error={!!draft.errors.netDays}
          helperText={draft.errors.netDays ?? 'An invoice is due this many days after its issue.'}
          slotProps={{ htmlInput: { min: 0, max: MAX_NET_DAYS, step: 1 } }}
          fullWidth
        />
      </Stack>
      <TextField
        id="site-settings-estimate-terms"
        label="Estimate terms"
        value={draft.value('estimateTerms')}
        onChange={(event) => draft.set('estimateTerms', event.target.value)}
        error={!!draft.errors.estimateTerms}
        helperText={
          draft.errors.estimateTerms ?? 'What the customer reads before approving an estimate.'
        }
        slotProps={{ htmlInput: { maxLength: TEXT_LIMITS.longText } }}
        multiline
        minRows={3}
        fullWidth
      />
      <TextField
        id="site-settings-managing-company"
        select
        label="Managing company"
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
            ? 'The companies could not be loaded.'
            : (draft.errors.managingCompanyId ??
              "Its users see the site's customers, estimates and invoices.")
        }
        disabled={companies.isPending}
        fullWidth
      >
        <MenuItem value={NO_COMPANY}>None</MenuItem>
        {missing && <MenuItem value={managing}>A removed company</MenuItem>}
        {choices.map((company) => (
          <MenuItem key={company.id} value={company.id}>
            {company.name}
          </MenuItem>
        ))}
      </TextField>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          id="site-settings-remit-address"
          label="Remit-to address"
          value={draft.value('remitAddress')}
          onChange={(event) => draft.set('remitAddress', event.target.value)}
          error={!!draft.errors.remitAddress}
          helperText={
            draft.errors.remitAddress ?? "The managing company's address, printed on invoices."
          }
          slotProps={{ htmlInput: { maxLength: REMIT_TO_LIMITS.remitAddress } }}
          multiline
          minRows={3}
          fullWidth
        />
        <TextField
          id="site-settings-payment-details"
          label="Payment details"
          value={draft.value('paymentDetails')}
          onChange={(event) => draft.set('paymentDetails', event.target.value)}
          error={!!draft.errors.paymentDetails}
          helperText={
            draft.errors.paymentDetails ?? 'How customers pay: bank, account, routing number, …'
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
