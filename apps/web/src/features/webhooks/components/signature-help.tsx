import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Trans } from 'react-i18next';
import {
  SIGNATURE_TOLERANCE_SECONDS,
  WEBHOOK_HEADERS,
} from '@craftwork/domain/integrations/webhooks';
import { useTranslation } from '../../../lib/i18n/i18n';

const code = { fontFamily: 'monospace', overflowWrap: 'anywhere' } as const;
const CODE = { code: <code /> };

/** How a receiver checks a delivery, in the words of the domain's signature rules. */
export function SignatureHelp({ id }: { id?: string }) {
  const { t } = useTranslation('integrations');
  return (
    <Box id={id} sx={{ typography: 'body2', '& code': code }}>
      <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
        {t('webhooks.signature.title')}
      </Typography>
      <Box component="ol" sx={{ m: 0, pl: 2.5, '& li + li': { mt: 0.5 } }}>
        <li>
          <Trans
            t={t}
            i18nKey="webhooks.signature.readHeader"
            values={{ header: WEBHOOK_HEADERS.signature }}
            components={CODE}
          />
        </li>
        <li>
          <Trans
            t={t}
            i18nKey="webhooks.signature.compute"
            values={{ secretPrefix: 'whsec_…' }}
            components={CODE}
          />
        </li>
        <li>
          <Trans
            t={t}
            i18nKey="webhooks.signature.accept"
            values={{ minutes: SIGNATURE_TOLERANCE_SECONDS / 60 }}
            components={CODE}
          />
        </li>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        <Trans
          t={t}
          i18nKey="webhooks.signature.headers"
          values={{ eventHeader: WEBHOOK_HEADERS.event, eventIdHeader: WEBHOOK_HEADERS.eventId }}
          components={CODE}
        />
      </Typography>
    </Box>
  );
}
