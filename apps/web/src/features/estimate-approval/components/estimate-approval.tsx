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
import { formatInvoiceDay } from '@craftwork/domain/billing/invoices';
import { TEXT_LIMITS } from '@craftwork/domain/text/rules';
import { errorMessage } from '../../../lib/errors';
import {
  publicEstimatePdfUrl,
  useApproveEstimate,
  usePublicEstimate,
  useRequestEstimateChanges,
} from '../api/estimate-approval';
import { PublicEstimateLines } from './public-estimate-lines';
import { SignatureField } from './signature-field';

const TERMS_REQUIRED = 'Read and accept the terms to approve.';

/**
 * /estimate-approval/{token}: the customer reads the estimate and its terms, then approves it
 * (typed name, drawn signature, terms accepted) or asks for changes. Once answered, the page
 * shows the answer and no buttons.
 */
export function EstimateApproval({ token }: { token: string }) {
  const query = usePublicEstimate(token);
  if (query.isPending) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
        <CircularProgress aria-label="Loading the estimate" />
      </Box>
    );
  }
  if (query.isError) {
    return <Alert severity="error">{errorMessage(query.error)}</Alert>;
  }
  const estimate = query.data;
  return (
    <Stack spacing={3}>
      <title>{`Estimate ${estimate.number} · ${estimate.siteName}`}</title>
      <Box>
        <Typography variant="overline" color="text.secondary" component="p">
          {estimate.siteName}
        </Typography>
        <Typography variant="h5" component="h1">
          Estimate {estimate.number}
        </Typography>
        {estimate.title && <Typography variant="subtitle1">{estimate.title}</Typography>}
      </Box>
      <Box component="dl" sx={{ m: 0, '& dt': { color: 'text.secondary', typography: 'body2' } }}>
        <dt>Estimate date</dt>
        <Box component="dd" sx={{ m: 0, mb: 1 }}>
          {formatInvoiceDay(estimate.estimateDate)}
        </Box>
        {estimate.validUntil && (
          <>
            <dt>Valid until</dt>
            <Box component="dd" sx={{ m: 0, mb: 1 }}>
              {formatInvoiceDay(estimate.validUntil)}
            </Box>
          </>
        )}
        <dt>Customer</dt>
        <Box component="dd" sx={{ m: 0, mb: 1 }}>
          {estimate.customerName}
        </Box>
        {estimate.address && (
          <>
            <dt>Address</dt>
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
          Terms
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
        Download PDF
      </Link>
      <Divider />
      <EstimateAnswer token={token} estimate={estimate} />
    </Stack>
  );
}

function EstimateAnswer({ token, estimate }: { token: string; estimate: TPublicEstimate }) {
  if (estimate.status === 'approved') {
    return (
      <Alert severity="success">
        Approved by {estimate.approvedByName ?? 'the customer'}. Thank you.
      </Alert>
    );
  }
  if (estimate.changeComment !== null || estimate.status === 'rejected') {
    return (
      <Alert severity="info">
        Changes requested
        {estimate.changeComment ? `: “${estimate.changeComment}”` : '.'} We will be in touch.
      </Alert>
    );
  }
  if (estimate.status !== 'sent') {
    return <Alert severity="info">{ESTIMATE_MESSAGES.linkInvalid}</Alert>;
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
  const [name, setName] = useState('');
  const [signature, setSignature] = useState<string | null>(null);
  const [accepted, setAccepted] = useState(false);
  const [errors, setErrors] = useState<{ name?: string; signature?: string; terms?: string }>({});
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const next = {
      name: name.trim() ? undefined : ESTIMATE_MESSAGES.nameRequired,
      signature: signature ? undefined : ESTIMATE_MESSAGES.signatureRequired,
      terms: accepted ? undefined : TERMS_REQUIRED,
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
        Approve
      </Typography>
      <Stack spacing={2}>
        <TextField
          label="Full name"
          required
          value={name}
          autoComplete="name"
          disabled={approve.isPending}
          onChange={(event) => setName(event.target.value)}
          error={Boolean(errors.name)}
          helperText={errors.name}
          slotProps={{ htmlInput: { maxLength: TEXT_LIMITS.personName } }}
        />
        <SignatureField
          onChange={setSignature}
          disabled={approve.isPending}
          error={errors.signature}
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
            label="I have read and accept the terms"
          />
          {errors.terms && <FormHelperText error>{errors.terms}</FormHelperText>}
        </Box>
        {approve.isError && <Alert severity="error">{errorMessage(approve.error)}</Alert>}
        <Button
          type="submit"
          variant="contained"
          loading={approve.isPending}
          sx={{ alignSelf: 'flex-start' }}
        >
          Approve
        </Button>
      </Stack>
    </Box>
  );
}

function ChangesForm({ token }: { token: string }) {
  const requestChanges = useRequestEstimateChanges(token);
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
        Ask for changes
      </Typography>
      <Stack spacing={2}>
        <TextField
          label="What would you like changed?"
          required
          multiline
          minRows={3}
          value={comment}
          disabled={requestChanges.isPending}
          onChange={(event) => setComment(event.target.value)}
          error={Boolean(error)}
          helperText={error}
          slotProps={{ htmlInput: { maxLength: 2000 } }}
        />
        {requestChanges.isError && (
          <Alert severity="error">{errorMessage(requestChanges.error)}</Alert>
        )}
        <Button
          type="submit"
          variant="outlined"
          loading={requestChanges.isPending}
          sx={{ alignSelf: 'flex-start' }}
        >
          Ask for changes
        </Button>
      </Stack>
    </Box>
  );
}
