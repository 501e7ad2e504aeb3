import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import {
  ESTIMATE_MESSAGES,
  ZApproveEstimateInput,
  ZRequestChangesInput,
  type TPublicEstimate,
} from '@craftwork/domain/billing/estimates';
import { TEXT_LIMITS } from '@craftwork/domain/text/rules';
import { useBillingFormat } from '../../../components/billing/use-billing-format';
import { errorText } from '../../../lib/i18n/error-text';
import { useDomainText } from '../../../lib/i18n/domain-text';
import { useTranslation } from '../../../lib/i18n/i18n';
import {
  publicEstimatePdfUrl,
  useApproveEstimate,
  usePublicEstimate,
  useRequestEstimateChanges,
} from '../api/estimate-approval';
import { PublicEstimateLines } from './public-estimate-lines';
import { SignatureField } from './signature-field';

/**
 * /estimate-approval/{token}: the customer reads the estimate and its terms, then approves it
 * (typed name, drawn signature, terms accepted) or asks for changes. Once answered, the page
 * shows the answer and no buttons. The server's refusals and the form's rules are the domain's
 * English (the customer is signed out), written in the page's language here.
 */
export function EstimateApproval({ token }: { token: string }) {
  const query = usePublicEstimate(token);
  const { t } = useTranslation('billing');
  const { day } = useBillingFormat();
  if (query.isPending) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
        <CircularProgress aria-label={t('estimateApproval.loading')} />
      </Box>
    );
  }
  if (query.isError) {
    return <Alert severity="error">{errorText(query.error)}</Alert>;
  }
  const estimate = query.data;
  return (
    <Stack spacing={3}>
      <title>
        {t('estimateApproval.pageTitle', { number: estimate.number, site: estimate.siteName })}
      </title>
      <Box>
        <Typography variant="overline" color="text.secondary" component="p">
          {estimate.siteName}
        </Typography>
        <Typography variant="h5" component="h1">
          {t('estimateApproval.heading', { number: estimate.number })}
        </Typography>
        {estimate.title && <Typography variant="subtitle1">{estimate.title}</Typography>}
      </Box>
      <Box component="dl" sx={{ m: 0, '& dt': { color: 'text.secondary', typography: 'body2' } }}>
        <dt>{t('estimateApproval.estimateDate')}</dt>
        <Box component="dd" sx={{ m: 0, mb: 1 }}>
          {day(estimate.estimateDate)}
        </Box>
        {estimate.validUntil && (
          <>
            <dt>{t('estimateApproval.validUntil')}</dt>
            <Box component="dd" sx={{ m: 0, mb: 1 }}>
              {day(estimate.validUntil)}
            </Box>
          </>
        )}
        <dt>{t('estimateApproval.customer')}</dt>
        <Box component="dd" sx={{ m: 0, mb: 1 }}>
          {estimate.customerName}
        </Box>
        {estimate.address && (
          <>
            <dt>{t('estimateApproval.address')}</dt>
            <Box component="dd" sx={{ m: 0 }}>
              {estimate.address}
            </Box>
          </>
        )}
      </Box>
      {estimate.notes && <Typography sx={{ whiteSpace: 'pre-wrap' }}>{estimate.notes}</Typography>}
      <PublicEstimateLines estimate={estimate} />
      <Box>
        <Typography variant="h6" component="h2" gutterBottom>
          {t('estimateApproval.terms')}
        </Typography>
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
          {estimate.terms}
        </Typography>
      </Box>
      <Link
        href={publicEstimatePdfUrl(token)}
        download
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, alignSelf: 'flex-start' }}
      >
        <DownloadIcon fontSize="small" aria-hidden="true" />
        {t('estimateApproval.downloadPdf')}
      </Link>
      <Divider />
      <EstimateAnswer token={token} estimate={estimate} />
    </Stack>
  );
}

function EstimateAnswer({ token, estimate }: { token: string; estimate: TPublicEstimate }) {
  const { t } = useTranslation('billing');
  const domainText = useDomainText();
  if (estimate.status === 'approved') {
    return (
      <Alert severity="success">
        {estimate.approvedByName
          ? t('estimateApproval.approvedBy', { name: estimate.approvedByName })
          : t('estimateApproval.approvedByCustomer')}
      </Alert>
    );
  }
  if (estimate.changeComment !== null || estimate.status === 'rejected') {
    return (
      <Alert severity="info">
        {estimate.changeComment
          ? t('estimateApproval.changesRequestedWith', { comment: estimate.changeComment })
          : t('estimateApproval.changesRequested')}
      </Alert>
    );
  }
  if (estimate.status !== 'sent') {
    return <Alert severity="info">{domainText(ESTIMATE_MESSAGES.linkInvalid)}</Alert>;
  }
  return (
    <Stack spacing={4}>
      <ApproveForm token={token} />
      <ChangesForm token={token} />
    </Stack>
  );
}

function ApproveForm({ token }: { token: string }) {
  const approve = useApproveEstimate(token);
  const { t } = useTranslation('billing');
  const domainText = useDomainText();
  const [name, setName] = useState('');
  const [signature, setSignature] = useState<string | null>(null);
  const [accepted, setAccepted] = useState(false);
  const [errors, setErrors] = useState<{ name?: string; signature?: string; terms?: string }>({});
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const next = {
      name: name.trim() ? undefined : ESTIMATE_MESSAGES.nameRequired,
      signature: signature ? undefined : ESTIMATE_MESSAGES.signatureRequired,
      terms: accepted ? undefined : t('estimateApproval.termsRequired'),
    };
    setErrors(next);
    if (next.name || next.signature || next.terms) return;
    const input = ZApproveEstimateInput.safeParse({
      token,
      name,
      signature,
      acceptTerms: accepted,
    });
    if (!input.success) {
      setErrors({ name: input.error.issues[0]?.message });
      return;
    }
    approve.mutate(input.data);
  };
  return (
    <Box component="form" noValidate onSubmit={handleSubmit} aria-labelledby="approve-heading">
      <Typography id="approve-heading" variant="h6" component="h2" gutterBottom>
        {t('estimateApproval.approve')}
      </Typography>
      <Stack spacing={2}>
        <TextField
          label={t('estimateApproval.fullName')}
          required
          value={name}
          autoComplete="name"
          disabled={approve.isPending}
          onChange={(event) => setName(event.target.value)}
          error={Boolean(errors.name)}
          helperText={errors.name && domainText(errors.name)}
          slotProps={{ htmlInput: { maxLength: TEXT_LIMITS.personName } }}
        />
        <SignatureField
          onChange={setSignature}
          disabled={approve.isPending}
          error={errors.signature && domainText(errors.signature)}
        />
        <Box>
          <FormControlLabel
            control={
              <Checkbox
                checked={accepted}
                disabled={approve.isPending}
                onChange={(event) => setAccepted(event.target.checked)}
              />
            }
            label={t('estimateApproval.acceptTerms')}
          />
          {errors.terms && <FormHelperText error>{errors.terms}</FormHelperText>}
        </Box>
        {approve.isError && <Alert severity="error">{errorText(approve.error)}</Alert>}
        <Button
          type="submit"
          variant="contained"
          loading={approve.isPending}
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('estimateApproval.approve')}
        </Button>
      </Stack>
    </Box>
  );
}

function ChangesForm({ token }: { token: string }) {
  const requestChanges = useRequestEstimateChanges(token);
  const { t } = useTranslation('billing');
  const domainText = useDomainText();
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const input = ZRequestChangesInput.safeParse({ token, comment });
    if (!input.success) {
      setError(input.error.issues[0]?.message ?? ESTIMATE_MESSAGES.commentRequired);
      return;
    }
    setError(null);
    requestChanges.mutate(input.data);
  };
  return (
    <Box component="form" noValidate onSubmit={handleSubmit} aria-labelledby="changes-heading">
      <Typography id="changes-heading" variant="h6" component="h2" gutterBottom>
        {t('estimateApproval.askForChanges')}
      </Typography>
      <Stack spacing={2}>
        <TextField
          label={t('estimateApproval.whatChanged')}
          required
          multiline
          minRows={3}
          value={comment}
          disabled={requestChanges.isPending}
          onChange={(event) => setComment(event.target.value)}
          error={Boolean(error)}
          helperText={error && domainText(error)}
          slotProps={{ htmlInput: { maxLength: 2000 } }}
        />
        {requestChanges.isError && (
          <Alert severity="error">{errorText(requestChanges.error)}</Alert>
        )}
        <Button
          type="submit"
          variant="outlined"
          loading={requestChanges.isPending}
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('estimateApproval.askForChanges')}
        </Button>
      </Stack>
    </Box>
  );
}
