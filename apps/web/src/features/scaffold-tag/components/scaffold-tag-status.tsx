import type { ReactNode } from 'react';
import { generatePath } from 'react-router';
import { ORPCError } from '@orpc/client';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import DoNotDisturbOnIcon from '@mui/icons-material/DoNotDisturbOn';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import RefreshIcon from '@mui/icons-material/Refresh';
import WarningIcon from '@mui/icons-material/Warning';
import type { TPublicScaffoldTag, TTagColour } from '@craftwork/domain/compliance/tag';
import { QR_TAG_TEXT } from '@craftwork/domain/records/qr-tag';
import { Link } from '../../../components/ui/link';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { paths } from '../../../config/paths';
import { errorText } from '../../../lib/i18n/error-text';
import { useDomainText } from '../../../lib/i18n/domain-text';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useFormat } from '../../../lib/i18n/use-format';
import { useScaffoldTag } from '../api/get-scaffold-tag';

/**
 * Solid panels with at least 7:1 contrast, so the state reads in sun glare; each colour also
 * has its own icon and words, never the colour alone.
 */
const PANEL: Record<TTagColour, { bg: string; fg: string; icon: ReactNode }> = {
  green: { bg: '#0b5d1e', fg: '#ffffff', icon: <CheckCircleIcon sx={{ fontSize: 'inherit' }} /> },
  yellow: { bg: '#ffd400', fg: '#000000', icon: <WarningIcon sx={{ fontSize: 'inherit' }} /> },
  red: {
    bg: '#a50e0e',
    fg: '#ffffff',
    icon: <DoNotDisturbOnIcon sx={{ fontSize: 'inherit' }} />,
  },
};

function Page({ children }: { children: ReactNode }) {
  const { t } = useTranslation('taskWork');
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        bgcolor: 'background.default',
        px: { xs: 1.5, sm: 3 },
        py: { xs: 2, sm: 4 },
      }}
    >
      <Stack spacing={3} sx={{ maxWidth: 560, mx: 'auto' }}>
        {children}
        <Typography variant="caption" color="text.secondary" sx={{ textAlign: 'center' }}>
          {t('tag.footer')}
        </Typography>
      </Stack>
    </Box>
  );
}

function StatusPanel({
  bg,
  fg,
  icon,
  headline,
  reason,
}: {
  bg: string;
  fg: string;
  icon: ReactNode;
  headline: string;
  reason: string | null;
}) {
  const { t } = useTranslation('taskWork');
  return (
    <Box
      role="status"
      aria-label={t('tag.status')}
      sx={{
        bgcolor: bg,
        color: fg,
        borderRadius: 2,
        border: '4px solid #000',
        p: { xs: 2.5, sm: 4 },
        textAlign: 'center',
      }}
    >
      <Box aria-hidden="true" sx={{ fontSize: { xs: 80, sm: 104 }, lineHeight: 1 }}>
        {icon}
      </Box>
      <Typography
        component="h1"
        sx={{ fontSize: { xs: '2.5rem', sm: '3.25rem' }, fontWeight: 900, lineHeight: 1.1, mt: 1 }}
      >
        {headline}
      </Typography>
      {reason && (
        <Typography sx={{ fontSize: { xs: '1.25rem', sm: '1.5rem' }, fontWeight: 700, mt: 1.5 }}>
          {reason}
        </Typography>
      )}
    </Box>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ py: 1.25, borderBottom: 1, borderColor: 'divider' }}>
      <Typography component="dt" sx={{ fontSize: '1rem', color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography
        component="dd"
        sx={{ m: 0, fontSize: '1.375rem', fontWeight: 700, overflowWrap: 'anywhere' }}
      >
        {children}
      </Typography>
    </Box>
  );
}

function TagFacts({ tag, tagNumber }: { tag: TPublicScaffoldTag; tagNumber: string }) {
  const { t } = useTranslation('taskWork');
  const format = useFormat();
  return (
    <Box component="dl" sx={{ m: 0 }}>
      <Fact label={t('tag.tagNumber')}>{tagNumber}</Fact>
      <Fact label={t('tag.scaffold')}>{tag.title}</Fact>
      <Fact label={t('tag.location')}>{tag.locationTitle ?? t('tag.noLocation')}</Fact>
      <Fact label={t('tag.lastInspection')}>
        {tag.lastInspectionDay
          ? format.date(new Date(`${tag.lastInspectionDay}T00:00:00Z`), 'UTC')
          : t('tag.neverInspected')}
      </Fact>
    </Box>
  );
}

/**
 * /tag/{token}: what a worker reads after scanning the printed tag, signed in or not. A big
 * status panel (Safe to use, Use with care, Do not use and why), the tag number, location and
 * last inspection; a signed-in member who may open the record gets a link to it.
 */
export function ScaffoldTagStatus({ token }: { token: string }) {
  const { t } = useTranslation('taskWork');
  const { t: tCommon } = useTranslation('common');
  // The state and a refusal are the domain's English (a signed-out caller gets no other).
  const domainText = useDomainText();
  const format = useFormat();
  const query = useScaffoldTag(token);
  if (query.isPending) {
    return (
      <Page>
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
          <CircularProgress aria-label={t('tag.loading')} />
        </Box>
      </Page>
    );
  }
  if (query.isError) {
    const error = query.error;
    const isInvalid = error instanceof ORPCError && error.code === 'NOT_FOUND';
    return (
      <Page>
        <title>{t('tag.invalidTitle')}</title>
        {isInvalid ? (
          <StatusPanel
            bg="#212121"
            fg="#ffffff"
            icon={<LinkOffIcon sx={{ fontSize: 'inherit' }} />}
            headline={t('tag.invalid')}
            reason={null}
          />
        ) : (
          <RetryAlert onRetry={() => void query.refetch()} retryLabel={tCommon('retry')}>
            {errorText(error)}
          </RetryAlert>
        )}
      </Page>
    );
  }
  const tag = query.data;
  const panel = PANEL[tag.colour];
  const headline = domainText(tag.headline);
  // A record without a tag number comes as the domain's [N/A].
  const tagNumber = tag.tagNumber === QR_TAG_TEXT.noTag ? t('tag.noTag') : tag.tagNumber;
  return (
    <Page>
      <title>{t('tag.pageTitle', { headline, tag: tagNumber })}</title>
      <StatusPanel
        {...panel}
        headline={headline}
        reason={tag.reason === null ? null : domainText(tag.reason)}
      />
      <TagFacts tag={tag} tagNumber={tagNumber} />
      <Typography variant="body2" color="text.secondary">
        {t('tag.checkedAt', {
          time: format.time(new Date(query.dataUpdatedAt)),
        })}
      </Typography>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { xs: 'stretch', sm: 'center' }, justifyContent: 'space-between' }}
      >
        <Button
          variant="outlined"
          size="large"
          startIcon={<RefreshIcon />}
          onClick={() => void query.refetch()}
          loading={query.isFetching}
        >
          {t('tag.checkAgain')}
        </Button>
        {tag.recordId && (
          <Link
            to={generatePath(paths.craftRecord, { id: tag.recordId, taskId: null })}
            sx={{ fontSize: '1.125rem', fontWeight: 700, textAlign: 'center', py: 1 }}
          >
            {t('tag.openRecord')}
          </Link>
        )}
      </Stack>
    </Page>
  );
}
