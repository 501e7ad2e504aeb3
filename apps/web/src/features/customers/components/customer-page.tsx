import { useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import RestoreIcon from '@mui/icons-material/RestoreFromTrash';
import { customerDisplayName } from '@craftwork/domain/billing/customers';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Link } from '../../../components/ui/link';
import { BackLink } from '../../../components/ui/back-link';
import { PageHeading } from '../../../components/ui/page-heading';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { paths } from '../../../config/paths';
import { errorText } from '../../../lib/i18n/error-text';
import { useNotify } from '../../../lib/notify';
import { useTranslation } from '../../../lib/i18n/i18n';
import {
  useCustomer,
  useRemoveCustomer,
  useRestoreCustomer,
  type TCustomerDetail,
} from '../api/customers';
import { CustomerDialog } from './customer-dialog';
import { customerPath } from '../utils/paths';
import {
  CustomerEstimates,
  CustomerInvoices,
  CustomerTasks,
  type TDocumentContext,
} from './customer-documents';
import { CustomerLocations } from './customer-locations';
import { Section } from './section';
import type { TPoint } from '../../../components/map/map-point-picker';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="dt">
        {label}
      </Typography>
      <Typography variant="body2" component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

function CustomerDetails({ customer }: { customer: TCustomerDetail }) {
  const { t } = useTranslation('billing');
  const contact = [customer.firstName, customer.lastName].filter(Boolean).join(' ');
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
        gap: 2,
        m: 0,
      }}
    >
      <Detail label={t('customers.columns.contact')}>{contact || '—'}</Detail>
      <Detail label={t('customers.columns.email')}>
        {customer.email ? <a href={`mailto:${customer.email}`}>{customer.email}</a> : '—'}
      </Detail>
      <Detail label={t('customers.columns.phone')}>
        {customer.phone ? <a href={`tel:${customer.phone}`}>{customer.phone}</a> : '—'}
      </Detail>
      <Detail label={t('customers.columns.type')}>{t(`customerType.${customer.type}`)}</Detail>
      <Detail label={t('totals.taxExempt')}>
        {customer.isTaxExempt ? t('lines.yes') : t('lines.no')}
      </Detail>
      <Detail label={t('customers.details.billTo')}>
        {customer.billToCustomerId ? (
          <Link to={customerPath(customer.billToCustomerId)} underline="hover">
            {customer.billToCustomerName ?? t('customers.details.anotherCustomer')}
          </Link>
        ) : (
          t('customers.details.thisCustomer')
        )}
      </Detail>
      <Detail label={t('customers.details.website')}>
        {customer.website ? (
          <a href={customer.website} target="_blank" rel="noopener noreferrer">
            {customer.website}
          </a>
        ) : (
          '—'
        )}
      </Detail>
      <Detail label={t('customers.columns.tags')}>
        {customer.tags.length ? (
          <Box component="span" sx={{ display: 'inline-flex', flexWrap: 'wrap', gap: 0.5 }}>
            {customer.tags.map((tag) => (
              <Chip key={tag} size="small" label={tag} />
            ))}
          </Box>
        ) : (
          '—'
        )}
      </Detail>
      {customer.notes && (
        <Box sx={{ gridColumn: '1 / -1' }}>
          <Detail label={t('invoice.notes')}>
            <Box component="span" sx={{ whiteSpace: 'pre-wrap' }}>
              {customer.notes}
            </Box>
          </Detail>
        </Box>
      )}
    </Box>
  );
}

/**
 * /customers/{id}: the customer's details with Edit and Delete (Restore once deleted), its
 * locations, estimates, invoices and the tasks of its Jobs.
 */
export function CustomerPage({
  customerId,
  siteCenter,
  context,
}: {
  customerId: string;
  siteCenter: TPoint;
  context: TDocumentContext;
}) {
  const { t } = useTranslation('billing');
  const notify = useNotify();
  const query = useCustomer(customerId);
  const remove = useRemoveCustomer();
  const restore = useRestoreCustomer();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);

  const back = (
    <Box sx={{ mb: 1 }}>
      <BackLink to={paths.customers}>{t('customers.title')}</BackLink>
    </Box>
  );

  if (query.isPending) {
    return (
      <>
        {back}
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
          <CircularProgress aria-label={t('customers.loading')} />
        </Box>
      </>
    );
  }
  if (query.isError) {
    return (
      <>
        {back}
        <RetryAlert onRetry={() => void query.refetch()}>{errorText(query.error)}</RetryAlert>
      </>
    );
  }

  const customer = query.data;
  const name = customerDisplayName(customer);

  const handleDelete = () =>
    remove.mutate(
      { id: customer.id },
      {
        onSuccess: () => notify.success(t('customers.deletedDone', { name })),
        onError: (error) => notify.error(error),
        onSettled: () => setDeleting(false),
      },
    );
  const handleRestore = () =>
    restore.mutate(
      { id: customer.id },
      {
        onSuccess: () => notify.success(t('customers.restored', { name })),
        onError: (error) => notify.error(error),
      },
    );

  return (
    <>
      {back}
      <PageHeading
        title={name}
        actions={
          customer.deleted ? undefined : (
            <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
              <Button startIcon={<EditIcon aria-hidden="true" />} onClick={() => setEditing(true)}>
                {t('customers.edit')}
              </Button>
              <Button
                color="error"
                startIcon={<DeleteIcon aria-hidden="true" />}
                onClick={() => setDeleting(true)}
              >
                {t('customers.delete')}
              </Button>
            </Stack>
          )
        }
      />
      {customer.deleted && (
        <Alert
          severity="warning"
          sx={{ mb: 2 }}
          action={
            <Button
              color="inherit"
              size="small"
              startIcon={<RestoreIcon aria-hidden="true" />}
              loading={restore.isPending}
              onClick={handleRestore}
            >
              {t('customers.restore')}
            </Button>
          }
        >
          {t('customers.isDeleted')}
        </Alert>
      )}
      <Section title={t('customers.details.title')}>
        <CustomerDetails customer={customer} />
      </Section>
      <CustomerLocations customer={customer} siteCenter={siteCenter} />
      <CustomerEstimates customer={customer} context={context} />
      <CustomerInvoices customer={customer} context={context} />
      <CustomerTasks customer={customer} context={context} />
      <CustomerDialog open={editing} customer={customer} onClose={() => setEditing(false)} />
      <ConfirmDialog
        open={deleting}
        title={t('customers.deleteTitle')}
        message={t('customers.deleteMessage', { name })}
        okText={t('customers.delete')}
        isPending={remove.isPending}
        onConfirm={handleDelete}
        onClose={() => setDeleting(false)}
      />
    </>
  );
}
