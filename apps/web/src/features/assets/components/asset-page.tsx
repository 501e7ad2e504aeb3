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
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Link as RouterLink } from 'react-router';
import { craftTypeName } from '@craftwork/domain/catalogues/craft-types';
import { formatDate } from '@craftwork/domain/format/dates';
import { Link } from '../../../components/ui/link';
import { PageHeading } from '../../../components/ui/page-heading';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/errors';
import { useAsset, type TAssetPage } from '../api/list-assets';

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
  const query = useAsset(assetId);
  return (
    <>
      <Link
        to={paths.assetList}
        underline="hover"
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 1 }}
      >
        <ArrowBackIcon fontSize="small" aria-hidden="true" />
        Assets
      </Link>
      {query.isPending ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
          <CircularProgress aria-label="Loading asset" />
        </Box>
      ) : query.isError ? (
        <>
          <PageHeading title="Asset" />
          <RetryAlert onRetry={() => void query.refetch()}>{errorMessage(query.error)}</RetryAlert>
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
                      alt={`Photo of ${query.data.title}`}
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
                  <Fact label="Asset Name" value={query.data.title} />
                  <Fact label="Asset ID" value={query.data.customId} />
                  <Fact label="Description" value={query.data.description} />
                  <Fact label="Location" value={query.data.locationTitle ?? ''} />
                </Stack>
              </CardContent>
            </Card>
            <Card variant="outlined" sx={{ flexGrow: 1, width: { xs: '100%', md: 'auto' } }}>
              <CardHeader
                title="Craft Records"
                slotProps={{ title: { component: 'h2', variant: 'h6' } }}
              />
              <Divider />
              {query.data.records.length === 0 ? (
                <Typography color="text.secondary" sx={{ p: 2 }}>
                  No craft records name this asset.
                </Typography>
              ) : (
                <List aria-label="Craft records of this asset" dense>
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
  const secondary = [
    craftTypeName(record.craftType),
    record.tagNumber ? `Tag ${record.tagNumber}` : null,
    formatDate(record.createdAt, timeZone),
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <ListItem disablePadding>
      <ListItemButton component={RouterLink} to={recordPath(record.id)}>
        <ListItemText primary={record.title} secondary={secondary} />
        <Chip
          size="small"
          label={record.open ? 'Open' : 'Closed'}
          color={record.open ? 'primary' : 'default'}
          variant="outlined"
        />
      </ListItemButton>
    </ListItem>
  );
}
