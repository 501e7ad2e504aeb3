import { useState } from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TablePagination from '@mui/material/TablePagination';
import TextField from '@mui/material/TextField';
import { QueryStates } from '../../../components/list/query-states';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useWebhookDeliveries, type TWebhookEndpointRow } from '../api/webhooks';
import { DELIVERY_GRID, deliveryHeadings, DeliveryItem } from './delivery-item';
import { DeliveryDetailsDialog } from './delivery-details-dialog';

/**
 * One endpoint's deliveries, newest first, 20 a page (the server's page): chosen by address,
 * refetched live as tries are made; each opens its details, where it can be replayed.
 */
export function DeliveryLog({
  endpoints,
  endpointId,
  onEndpointChange,
  timeZone,
}: {
  endpoints: readonly TWebhookEndpointRow[];
  endpointId: string | null;
  onEndpointChange: (endpointId: string) => void;
  timeZone: string;
}) {
  const { t } = useTranslation('integrations');
  const [page, setPage] = useState(0);
  const [detailsId, setDetailsId] = useState<string | null>(null);
  const deliveries = useWebhookDeliveries(endpointId, page);
  const items = deliveries.data?.items ?? [];
  return (
    <>
      <TextField
        select
        size="small"
        id="webhook-deliveries-endpoint"
        label={t('webhooks.log.endpoint')}
        value={endpointId ?? ''}
        onChange={(event) => {
          setPage(0);
          onEndpointChange(event.target.value);
        }}
        sx={{ width: { xs: '100%', sm: 420, md: 560 }, maxWidth: '100%', mb: 1.5 }}
        slotProps={{ select: { sx: { fontFamily: 'monospace' } } }}
      >
        {endpoints.map((endpoint) => (
          <MenuItem
            key={endpoint.id}
            value={endpoint.id}
            sx={{ fontFamily: 'monospace', whiteSpace: 'normal', overflowWrap: 'anywhere' }}
          >
            {endpoint.url}
          </MenuItem>
        ))}
      </TextField>
      <QueryStates
        query={deliveries}
        loadingLabel={t('webhooks.log.loading')}
        isEmpty={items.length === 0}
        emptyText={t('webhooks.log.empty')}
      >
        <Box
          aria-hidden
          sx={{
            ...DELIVERY_GRID,
            display: { xs: 'none', md: 'grid' },
            px: 2,
            pb: 0.5,
            typography: 'caption',
            color: 'text.secondary',
          }}
        >
          {deliveryHeadings(t).map((heading) => (
            <span key={heading}>{heading}</span>
          ))}
        </Box>
        <Stack component="ul" aria-label={t('webhooks.log.label')} spacing={1} sx={{ p: 0, m: 0 }}>
          {items.map((delivery) => (
            <DeliveryItem
              key={delivery.id}
              delivery={delivery}
              timeZone={timeZone}
              onDetails={setDetailsId}
            />
          ))}
        </Stack>
        <TablePagination
          component="div"
          count={deliveries.data?.total ?? 0}
          page={page}
          rowsPerPage={deliveries.data?.pageSize ?? 20}
          rowsPerPageOptions={[]}
          labelDisplayedRows={({ from, to, count }) =>
            t('webhooks.log.displayedRows', {
              from: String(from),
              to: String(to),
              count: String(count),
            })
          }
          onPageChange={(_, next) => setPage(next)}
          slotProps={{
            actions: {
              previousButton: { 'aria-label': t('webhooks.log.newer') },
              nextButton: { 'aria-label': t('webhooks.log.older') },
            },
          }}
        />
      </QueryStates>
      <DeliveryDetailsDialog
        deliveryId={detailsId}
        timeZone={timeZone}
        onClose={() => setDetailsId(null)}
      />
    </>
  );
}
