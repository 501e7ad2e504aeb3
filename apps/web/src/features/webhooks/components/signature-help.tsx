import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  SIGNATURE_TOLERANCE_SECONDS,
  WEBHOOK_HEADERS,
} from '@craftwork/domain/integrations/webhooks';

const code = { fontFamily: 'monospace', overflowWrap: 'anywhere' } as const;

/** How a receiver checks a delivery, in the words of the domain's signature rules. */
export function SignatureHelp({ id }: { id?: string }) {
  return (
    <Box id={id} sx={{ typography: 'body2', '& code': code }}>
      <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
        Checking the signature
      </Typography>
      <Box component="ol" sx={{ m: 0, pl: 2.5, '& li + li': { mt: 0.5 } }}>
        <li>
          Read the header <code>{WEBHOOK_HEADERS.signature}</code>:{' '}
          <code>t=&lt;unix seconds&gt;,v1=&lt;signature&gt;</code>.
        </li>
        <li>
          Compute the HMAC-SHA256, in hex, of <code>&lt;t&gt;.&lt;raw request body&gt;</code> with
          the whole secret (<code>whsec_…</code>) as the key.
        </li>
        <li>
          Accept the request only when it equals <code>v1</code> (compare in constant time) and{' '}
          <code>t</code> is within {SIGNATURE_TOLERANCE_SECONDS / 60} minutes of now.
        </li>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        <code>{WEBHOOK_HEADERS.event}</code> names the event and{' '}
        <code>{WEBHOOK_HEADERS.eventId}</code> its id, the same on a replay, so repeats can be
        dropped. A delivery that is not answered with a 2xx code is tried again later.
      </Typography>
    </Box>
  );
}
