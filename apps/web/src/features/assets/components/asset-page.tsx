import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { Link } from '../../../components/ui/link';
import { PageHeading } from '../../../components/ui/page-heading';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { paths } from '../../../config/paths';
import { errorText } from '../../../lib/i18n/error-text';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useCraftTypeName } from '../../../lib/i18n/use-type-names';
import { useFormat } from '../../../lib/i18n/use-format';
import { useAsset, type TAssetPage } from '../api/list-assets';
import { BackIcon } from '../../../components/ui/direction-icons';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="p">
        {label}
      </Typography>
      <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {value || '—'}
      </Typography>
    </Box>
  );
}

type TRecord = TAssetPage['records'][number];

const recordPath = (id: string) => `/craft-record/${encodeURIComponent(id)}`;

/** /asset/{id}, which the asset's QR code opens: the asset and its craft records. */
export function AssetPage({ assetId, timeZone }: { assetId: string; timeZone: string }) {
  const { t } = useTranslation('inventory');
  const query = useAsset(assetId);
  return (
    <>
      <Link
        to={paths.assetList}
        underline="hover"
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 1 }}
      >
        <BackIcon fontSize="small" aria-hidden="true" />
        {t('asset.back')}
      </Link>
      {query.isPending ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
          <CircularProgress aria-label={t('asset.loading')} />
        </Box>
      ) : query.isError ? (
        <>
          <PageHeading title={t('asset.title')} />
          <RetryAlert onRetry={() => void query.refetch()}>{errorText(query.error)}</RetryAlert>
        </>
      ) : (
        <>
          <PageHeading title={query.data.title} />
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} alignItems="flex-start">
            <Card variant="outlined" sx={{ width: { xs: '100%', md: 360 }, flexShrink: 0 }}>
              <CardContent>
                <Stack spacing={2}>
                  {query.data.photo ? (
                    <Box
                      component="img"
                      src={query.data.photo.reduced}
                      alt={t('assets.photoOf', { asset: query.data.title })}
                      sx={{
                        width: '100%',
                        maxWidth: 320,
                        aspectRatio: '1',
                        objectFit: 'cover',
                        borderRadius: 1,
                        bgcolor: 'action.hover',
                      }}
                    />
                  ) : null}
                  <Fact label={t('asset.name')} value={query.data.title} />
                  <Fact label={t('asset.customId')} value={query.data.customId} />
                  <Fact label={t('asset.description')} value={query.data.description} />
                  <Fact label={t('asset.location')} value={query.data.locationTitle ?? ''} />
                </Stack>
              </CardContent>
            </Card>
            <Card variant="outlined" sx={{ flexGrow: 1, width: { xs: '100%', md: 'auto' } }}>
              <CardHeader
                title={t('asset.craftRecords')}
                slotProps={{ title: { component: 'h2', variant: 'h6' } }}
              />
              <Divider />
              {query.data.records.length === 0 ? (
                <Typography color="text.secondary" sx={{ p: 2 }}>
                  {t('asset.noRecords')}
                </Typography>
              ) : (
                <List aria-label={t('asset.recordsLabel')} dense>
                  {query.data.records.map((record) => (
                    <RecordItem key={record.id} record={record} timeZone={timeZone} />
                  ))}
                </List>
              )}
            </Card>
          </Stack>
        </>
      )}
    </>
  );
}

function RecordItem({ record, timeZone }: { record: TRecord; timeZone: string }) {
  const { t } = useTranslation('inventory');
  const craftTypeName = useCraftTypeName();
  const format = useFormat();
  const secondary = [
    craftTypeName(record.craftType),
    record.tagNumber ? t('asset.tag', { tag: record.tagNumber }) : null,
    record.createdAt ? format.date(record.createdAt, timeZone) : null,
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <ListItem disablePadding>
      <ListItemButton component={RouterLink} to={recordPath(record.id)}>
        <ListItemText primary={record.title} secondary={secondary} />
        <Chip
          size="small"
          label={record.open ? t('asset.open') : t('asset.closed')}
          color={record.open ? 'primary' : 'default'}
          variant="outlined"
        />
      </ListItemButton>
    </ListItem>
  );
}
