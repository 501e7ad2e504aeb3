import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router';
import { CRAFT_TYPES } from '@craftwork/domain/catalogues/craft-types';
import {
  ZEstimateInput,
  type TEstimateDetail,
  type TEstimateInput,
} from '@craftwork/domain/billing/estimates';
import type { TBillingSettings } from '@craftwork/domain/billing/settings';
import { estimateEditable } from '@craftwork/domain/billing/transitions';
import { customerDisplayName } from '@craftwork/domain/billing/customers';
import { TEXT_LIMITS } from '@craftwork/domain/text/rules';
import { BackLink } from '../../../components/ui/back-link';
import { PageHeading } from '../../../components/ui/page-heading';
import { paths } from '../../../config/paths';
import { errorText } from '../../../lib/i18n/error-text';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useCraftTypeName } from '../../../lib/i18n/use-type-names';
import { useNotify } from '../../../lib/notify';
import type { TRpcOutputs } from '../../../lib/rpc';
import { useCustomer, useSaveEstimate } from '../api/estimates';
import type { TLinesEditor } from '../utils/lines-editor';
import { estimatePath } from '../utils/paths';
import { CustomerPicker, type TCustomerChoice } from './customer-picker';
import { EstimateActions } from './estimate-actions';
import { EstimateStatusChip } from './estimate-status-chip';

type TCustomerDetail = TRpcOutputs['customers']['get'];

/** What the estimate screen needs of the site. */
export type TEstimateSite = {
  timezone: string;
  isCustomerSite: boolean;
  /** The site's craft types (the Craft Type choices). */
  craftTypes: readonly number[];
};

type TEstimateFormProps<D> = {
  /** The saved estimate, or null for a new one. */
  estimate: TEstimateDetail | null;
  /** A new estimate's customer. */
  customer: TCustomerDetail | null;
  defaults: TBillingSettings;
  site: TEstimateSite;
  linesEditor: TLinesEditor<D>;
};

const NONE = 'none';

/**
 * An estimate: its customer and location, title, notes, terms, craft type and lines with the
 * totals; editable while a draft, read-only after, with the actions its status allows.
 */
export function EstimateForm<D>({
  estimate,
  customer: newCustomer,
  defaults,
  site,
  linesEditor,
}: TEstimateFormProps<D>) {
  const { t } = useTranslation('billing');
  const craftTypeName = useCraftTypeName();
  const navigate = useNavigate();
  const notify = useNotify();
  const save = useSaveEstimate();
  const { Editor, fromRows, toInput } = linesEditor;
  const [customer, setCustomer] = useState<TCustomerChoice | null>(
    estimate
      ? { id: estimate.customerId, name: estimate.customerName }
      : newCustomer && { id: newCustomer.id, name: customerDisplayName(newCustomer) },
  );
  const [locationId, setLocationId] = useState<string | null>(
    estimate
      ? estimate.customerLocationId
      : (newCustomer?.locations.find((l) => !l.deleted)?.id ?? null),
  );
  const [title, setTitle] = useState(estimate?.title ?? '');
  const [notes, setNotes] = useState(estimate?.notes ?? '');
  const [terms, setTerms] = useState(estimate?.terms || defaults.estimateTerms);
  const [craftType, setCraftType] = useState<number | null>(estimate?.craftType ?? null);
  const [lines, setLines] = useState<D[]>(() => fromRows(estimate?.lines ?? []));
  const [showErrors, setShowErrors] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const customerDetail = useCustomer(customer?.id ?? null);
  const locations = (customerDetail.data?.locations ?? []).filter(
    (l) => !l.deleted || l.id === locationId,
  );
  const editable = estimate === null || estimateEditable(estimate.status);
  const taxRateBp = estimate?.taxRateBp ?? defaults.taxRateBp;
  const taxExempt =
    customerDetail.data?.isTaxExempt ?? estimate?.taxExempt ?? newCustomer?.isTaxExempt ?? false;

  /** Saves the draft; the saved estimate's id, or null when refused. */
  const handleSave = async (): Promise<string | null> => {
    setProblem(null);
    const lineInputs = toInput(lines);
    if (!lineInputs) {
      setShowErrors(true);
      setProblem(t('estimate.correctLines'));
      return null;
    }
    const input: TEstimateInput = {
      id: estimate?.id ?? null,
      customerId: customer?.id ?? '',
      customerLocationId: locationId,
      title,
      notes,
      terms,
      craftType,
      lines: lineInputs,
    };
    const parsed = ZEstimateInput.safeParse(input);
    if (!parsed.success) {
      setShowErrors(true);
      setProblem(parsed.error.issues[0]?.message ?? t('estimate.checkEstimate'));
      return null;
    }
    try {
      const saved = await save.mutateAsync(parsed.data);
      notify.success(t('estimate.saved', { number: saved.number }));
      if (!estimate) void navigate(estimatePath(saved.id), { replace: true });
      return saved.id;
    } catch (error) {
      setProblem(errorText(error));
      return null;
    }
  };

  const heading = estimate
    ? t('estimate.title', { number: estimate.number })
    : t('estimates.newEstimate');
  return (
    <Stack spacing={2}>
      <BackLink to={paths.estimates}>{t('estimates.title')}</BackLink>
      <PageHeading
        title={heading}
        actions={estimate && <EstimateStatusChip status={estimate.status} />}
      />
      {estimate && <EstimateAnswerNote estimate={estimate} />}
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        {editable ? (
          <Stack spacing={2}>
            <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
              <Box sx={{ flex: 1 }}>
                <CustomerPicker
                  value={customer}
                  onChange={(next) => {
                    setCustomer(next);
                    setLocationId(null);
                  }}
                />
              </Box>
              <Autocomplete
                sx={{ flex: 1 }}
                options={locations}
                value={locations.find((l) => l.id === locationId) ?? null}
                onChange={(_event, next) => setLocationId(next?.id ?? null)}
                getOptionLabel={(l) => l.fullAddress}
                isOptionEqualToValue={(a, b) => a.id === b.id}
                noOptionsText={
                  customer ? t('estimate.noLocations') : t('newInvoice.chooseCustomerFirst')
                }
                renderInput={(params) => <TextField {...params} label={t('estimate.location')} />}
              />
            </Stack>
            <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
              <TextField
                label={t('estimate.titleLabel')}
                value={title}
                onChange={(event) => setTitle(event.target.value)}
                sx={{ flex: 2 }}
                slotProps={{ htmlInput: { maxLength: TEXT_LIMITS.title } }}
              />
              <TextField
                select
                label={t('estimate.craftType')}
                value={craftType === null ? NONE : String(craftType)}
                onChange={(event) =>
                  setCraftType(event.target.value === NONE ? null : Number(event.target.value))
                }
                sx={{ flex: 1 }}
              >
                <MenuItem value={NONE}>{t('estimate.none')}</MenuItem>
                {CRAFT_TYPES.filter(
                  (c) => site.craftTypes.includes(c.code) || c.code === craftType,
                ).map((c) => (
                  <MenuItem key={c.code} value={String(c.code)}>
                    {craftTypeName(c.code)}
                  </MenuItem>
                ))}
              </TextField>
            </Stack>
            <TextField
              label={t('estimate.notes')}
              multiline
              minRows={2}
              value={notes}
              onChange={(event) => setNotes(event.target.value)}
              helperText={t('estimate.notesHelp')}
              slotProps={{ htmlInput: { maxLength: TEXT_LIMITS.longText } }}
            />
            <TextField
              label={t('estimate.terms')}
              multiline
              minRows={2}
              value={terms}
              onChange={(event) => setTerms(event.target.value)}
              helperText={t('estimate.termsHelp')}
              slotProps={{ htmlInput: { maxLength: TEXT_LIMITS.longText } }}
            />
          </Stack>
        ) : (
          estimate && <EstimateFacts estimate={estimate} />
        )}
      </Paper>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h6" component="h2" gutterBottom>
          {t('invoice.lines')}
        </Typography>
        <Editor
          lines={editable ? lines : fromRows(estimate?.lines ?? [])}
          onChange={setLines}
          readOnly={!editable}
          taxRateBp={taxRateBp}
          taxExempt={taxExempt}
          craftType={craftType}
          showErrors={showErrors}
        />
      </Paper>
      {problem && <Alert severity="error">{problem}</Alert>}
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {editable && (
          <Button variant="contained" loading={save.isPending} onClick={() => void handleSave()}>
            {t('invoice.save')}
          </Button>
        )}
        {estimate && (
          <EstimateActions
            estimate={estimate}
            isCustomerSite={site.isCustomerSite}
            onBeforeSend={editable ? handleSave : null}
          />
        )}
      </Stack>
    </Stack>
  );
}

/** The customer's answer: who approved, or the changes they asked for. */
function EstimateAnswerNote({ estimate }: { estimate: TEstimateDetail }) {
  const { t } = useTranslation('billing');
  if (estimate.status === 'approved') {
    return (
      <Alert severity="success">
        {estimate.approvedByName
          ? t('estimate.approvedBy', {
              name: estimate.approvedByName,
              signed: estimate.hasSignature ? 'yes' : 'no',
            })
          : t('estimate.approvedByCustomer', { signed: estimate.hasSignature ? 'yes' : 'no' })}
      </Alert>
    );
  }
  if (estimate.changeComment) {
    return (
      <Alert severity="info" sx={{ whiteSpace: 'pre-wrap' }}>
        {t('estimate.changesAsked', { comment: estimate.changeComment })}
      </Alert>
    );
  }
  return null;
}

/** A sent or answered estimate's fields, read-only. */
function EstimateFacts({ estimate }: { estimate: TEstimateDetail }) {
  const { t } = useTranslation('billing');
  const craftTypeName = useCraftTypeName();
  const facts: [string, string][] = [
    [t('newInvoice.customer'), estimate.customerName],
    [t('estimate.location'), estimate.customerLocationAddress ?? ''],
    [t('estimate.titleLabel'), estimate.title],
    [t('estimate.craftType'), estimate.craftType === null ? '' : craftTypeName(estimate.craftType)],
    [t('estimate.notes'), estimate.notes],
    [t('estimate.terms'), estimate.terms],
  ];
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: '140px 1fr' },
        columnGap: 2,
        rowGap: { xs: 0, sm: 1 },
        '& dt': { color: 'text.secondary' },
        '& dd': { m: 0, mb: { xs: 1, sm: 0 }, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' },
      }}
    >
      {facts
        .filter(([, value]) => value)
        .map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </Box>
        ))}
    </Box>
  );
}
