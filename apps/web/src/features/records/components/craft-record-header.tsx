import { useState, type ReactNode } from 'react';
import { generatePath, Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import EditIcon from '@mui/icons-material/Edit';
import QrCodeIcon from '@mui/icons-material/QrCode2';
import type { TFunction } from 'i18next';
import { mayUseScreen } from '@craftwork/domain/access/screens';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useFormat } from '../../../lib/i18n/use-format';
import { useCraftTypeName } from '../../../lib/i18n/use-type-names';
import { screenUser, useSite } from '../../../lib/session';
import { useNotify } from '../../../lib/notify';
import { useDeleteParentRecord } from '../api/delete-parent-record';
import type { TCraftRecord } from '../api/get-craft-record';
import { siteWording } from '@craftwork/domain/site/wording';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { QrTagDialog } from './qr-tag-dialog';

/** The tag number of a record's craft details, or [N/A]. */
export function tagNumberText(
  craftDetails: Record<string, unknown>,
  t: TFunction<'records'>,
): string {
  const tag = craftDetails.tagNumber;
  return typeof tag === 'string' && tag.trim() !== '' ? tag : t('empty.noTag');
}

type TCraftRecordHeaderProps = {
  record: TCraftRecord;
  /** Edit Craft Record (update rights, or the record's creator). */
  canEdit: boolean;
  /** canUpdateCraftRecords shows Generate QR Code Tag. */
  canGenerateQrTag: boolean;
  /** canDeleteCraftRecords shows Delete. */
  canDelete: boolean;
  /** Other actions of the page (e.g. a link to create a task). */
  extraActions?: ReactNode;
  onEdit: () => void;
  /** The site's word for a record (Craft Record, or Job on a customer site). */
  recordWord?: string;
  onDeleted: () => void;
};

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Typography component="dt" variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography
        component="dd"
        variant="body2"
        sx={{ m: 0, fontWeight: 500, overflowWrap: 'anywhere' }}
      >
        {value}
      </Typography>
    </Box>
  );
}

/**
 * A Job's customer (customer-classified sites): the name, a link to the customer's page for
 * whoever sees money, and the location's address.
 */
function JobCustomer({ customer }: { customer: NonNullable<TCraftRecord['customer']> }) {
  const { t } = useTranslation('records');
  const site = useSite();
  const seesMoney = !!site && mayUseScreen('customers', screenUser(site));
  return (
    <Box component="section" aria-label={t('header.customer')} sx={{ mt: 1.5 }}>
      <Typography variant="caption" color="text.secondary" component="p">
        {t('header.customer')}
      </Typography>
      <Typography variant="body1" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
        {seesMoney ? (
          <Link
            component={RouterLink}
            to={generatePath(paths.customer, { customerId: customer.id })}
          >
            <bdi>{customer.name}</bdi>
          </Link>
        ) : (
          <bdi>{customer.name}</bdi>
        )}
      </Typography>
      {customer.address && (
        // "450 Clinton Dr" keeps its number in front on a right-to-left page.
        <Typography
          variant="body2"
          color="text.secondary"
          dir="auto"
          sx={{ overflowWrap: 'anywhere' }}
        >
          {customer.address}
        </Typography>
      )}
    </Box>
  );
}

/** The record's title and facts, with Edit, Generate QR Code Tag and Delete. */
export function CraftRecordHeader({
  record,
  canEdit,
  canGenerateQrTag,
  canDelete,
  extraActions,
  onEdit,
  onDeleted,
  recordWord = siteWording(false).wizardRecord,
}: TCraftRecordHeaderProps) {
  const { t } = useTranslation('records');
  const format = useFormat();
  const craftTypeName = useCraftTypeName();
  const notify = useNotify();
  const [isChoosingQrTag, setIsChoosingQrTag] = useState(false);
  const deleteRecord = useDeleteParentRecord();
  const [isConfirmingDelete, setIsConfirmingDelete] = useState(false);

  const handleDelete = () =>
    deleteRecord.mutate(
      { refPath: record.refPath },
      {
        onSuccess: () => {
          notify.success(t('header.deleted', { record: recordWord }));
          setIsConfirmingDelete(false);
          onDeleted();
        },
        onError: (error) => {
          setIsConfirmingDelete(false);
          notify.error(error);
        },
      },
    );

  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        justifyContent="space-between"
        alignItems={{ xs: 'stretch', md: 'flex-start' }}
      >
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Stack
            direction="row"
            spacing={1}
            alignItems="center"
            useFlexGap
            sx={{ flexWrap: 'wrap' }}
          >
            <Typography variant="h5" component="h1" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
              <bdi>{record.title}</bdi>
            </Typography>
            <Chip
              size="small"
              label={record.open ? t('header.open') : t('header.closed')}
              color={record.open ? 'success' : 'default'}
              variant="outlined"
            />
          </Stack>
        </Box>
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ flexWrap: 'wrap', justifyContent: { md: 'flex-end' } }}
        >
          {extraActions}
          {canEdit && (
            <Button variant="outlined" startIcon={<EditIcon aria-hidden="true" />} onClick={onEdit}>
              {t('header.edit')}
            </Button>
          )}
          {canGenerateQrTag && (
            <Button
              variant="outlined"
              startIcon={<QrCodeIcon aria-hidden="true" />}
              aria-haspopup="dialog"
              onClick={() => setIsChoosingQrTag(true)}
            >
              {t('header.generateQrTag')}
            </Button>
          )}
          {canDelete && (
            <Button
              variant="outlined"
              color="error"
              startIcon={<DeleteIcon aria-hidden="true" />}
              onClick={() => setIsConfirmingDelete(true)}
            >
              {t('header.delete')}
            </Button>
          )}
        </Stack>
      </Stack>
      {record.customer && <JobCustomer customer={record.customer} />}
      {record.description && (
        // The description as typed, in its own direction (a Latin sentence on an Arabic page).
        <Typography
          variant="body2"
          color="text.secondary"
          dir="auto"
          sx={{ mt: 0.5, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
        >
          {record.description}
        </Typography>
      )}
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: {
            xs: 'repeat(2, minmax(0, 1fr))',
            sm: `repeat(${record.assetId ? 5 : 4}, auto)`,
          },
          justifyContent: 'start',
          columnGap: 4,
          rowGap: 1,
          m: 0,
          mt: 1.5,
        }}
      >
        <Fact label={t('header.craftType')} value={craftTypeName(record.craftType)} />
        <Fact label={t('header.tagNumber')} value={tagNumberText(record.craftDetails, t)} />
        <Fact label={t('header.location')} value={record.locationTitle ?? t('empty.noLocation')} />
        <Fact label={t('header.standingDays')} value={format.standing(record.standingDays)} />
        {record.assetId && (
          <Fact label={t('header.asset')} value={record.assetName ?? t('empty.unavailable')} />
        )}
      </Box>
      <ConfirmDialog
        open={isConfirmingDelete}
        title={t('header.deleteTitle', { record: recordWord })}
        message={t('header.deleteMessage', { record: recordWord })}
        okText={t('header.deleteOk')}
        isPending={deleteRecord.isPending}
        onConfirm={handleDelete}
        onClose={() => setIsConfirmingDelete(false)}
      />
      {canGenerateQrTag && (
        <QrTagDialog
          open={isChoosingQrTag}
          craftRecordId={record.id}
          onClose={() => setIsChoosingQrTag(false)}
        />
      )}
    </Paper>
  );
}
