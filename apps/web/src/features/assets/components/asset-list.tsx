import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import QrCodeIcon from '@mui/icons-material/QrCode2';
import { assetPath } from '@craftwork/domain/admin/assets';
import { QueryStates } from '../../../components/list/query-states';
import { RowActions } from '../../../components/list/row-actions';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Link } from '../../../components/ui/link';
import { PageHeading } from '../../../components/ui/page-heading';
import { TruncatedText } from '../../../components/ui/truncated-text';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useNotify } from '../../../lib/notify';
import { useAssets, type TAsset } from '../api/list-assets';
import { useDeleteAsset } from '../api/save-asset';
import { AssetDialog, type TLocationOption } from './asset-dialog';
import { AssetQrDialog } from './asset-qr-dialog';
import { AssetThumb } from './asset-thumb';
import { SearchField } from '../../../components/ui/search-field';
import { BackIcon } from '../../../components/ui/direction-icons';

/** Whether every word of the search appears in the asset's ID, name, description or location. */
export function assetMatches(asset: TAsset, search: string): boolean {
  const haystack = [asset.customId, asset.title, asset.description, asset.locationTitle ?? '']
    .join(' ')
    .toLowerCase();
  return search
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}

type TEditing = { asset: TAsset | null } | null;

/** /asset-list: the site's assets with search, New Asset, Edit, Delete and each QR code. */
export function AssetList({ locations }: { locations: readonly TLocationOption[] }) {
  const { t } = useTranslation('inventory');
  const notify = useNotify();
  const query = useAssets();
  const remove = useDeleteAsset();
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<TEditing>(null);
  const [deleting, setDeleting] = useState<TAsset | null>(null);
  const [qrOf, setQrOf] = useState<string | null>(null);
  const rows = useMemo(
    () => (query.data ?? []).filter((a) => assetMatches(a, search)),
    [query.data, search],
  );

  const handleDelete = () => {
    if (!deleting) return;
    remove.mutate(
      { id: deleting.id },
      {
        onSuccess: () => notify.success(t('assets.deleted')),
        onError: (error) => notify.error(error),
        onSettled: () => setDeleting(null),
      },
    );
  };

  return (
    <>
      <Link
        to={paths.userInfo}
        underline="hover"
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 1 }}
      >
        <BackIcon fontSize="small" aria-hidden="true" />
        {t('assets.back')}
      </Link>
      <PageHeading
        title={t('assets.title')}
        actions={
          <Button
            variant="contained"
            startIcon={<AddIcon aria-hidden="true" />}
            onClick={() => setEditing({ asset: null })}
          >
            {t('assets.new')}
          </Button>
        }
      />
      <SearchField label={t('assets.search')} value={search} onChange={setSearch} />
      <QueryStates
        query={query}
        loadingLabel={t('assets.loading')}
        isEmpty={rows.length === 0}
        emptyText={query.data?.length === 0 ? t('assets.noneYet') : t('assets.noMatch')}
      >
        <TableContainer component={Paper} variant="outlined">
          <Table size="small" aria-label={t('assets.table')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('assets.columns.title')}</TableCell>
                <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                  {t('assets.columns.description')}
                </TableCell>
                <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>
                  {t('assets.columns.location')}
                </TableCell>
                <TableCell align="right">{t('assets.columns.actions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((asset) => (
                <TableRow key={asset.id} hover>
                  <TableCell>
                    <Stack direction="row" spacing={1.5} alignItems="center">
                      <AssetThumb asset={asset} />
                      <Box sx={{ minWidth: 0 }}>
                        <Link to={assetPath(asset.id)} underline="hover" variant="body2">
                          {asset.title}
                        </Link>
                        <Typography variant="caption" color="text.secondary" component="p">
                          {asset.customId}
                          {/* On phones the hidden columns' values show under the name. */}
                          <Box component="span" sx={{ display: { xs: 'inline', md: 'none' } }}>
                            {asset.locationTitle ? ` · ${asset.locationTitle}` : ''}
                          </Box>
                        </Typography>
                      </Box>
                    </Stack>
                  </TableCell>
                  <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' }, maxWidth: 320 }}>
                    <TruncatedText variant="body2" text={asset.description} />
                  </TableCell>
                  <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>
                    {asset.locationTitle ?? ''}
                  </TableCell>
                  <RowActions
                    actions={[
                      {
                        label: t('assets.qrOf', { asset: asset.title }),
                        tooltip: t('assets.qrCode'),
                        icon: <QrCodeIcon fontSize="small" />,
                        onClick: () => setQrOf(asset.id),
                      },
                      {
                        label: t('assets.editOf', { asset: asset.title }),
                        tooltip: t('assets.edit'),
                        icon: <EditIcon fontSize="small" />,
                        onClick: () => setEditing({ asset }),
                      },
                      {
                        label: t('assets.deleteOf', { asset: asset.title }),
                        tooltip: t('assets.delete'),
                        icon: <DeleteIcon fontSize="small" />,
                        onClick: () => setDeleting(asset),
                      },
                    ]}
                  />
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </QueryStates>
      <AssetDialog
        open={editing !== null}
        asset={editing?.asset ?? null}
        locations={locations}
        onClose={() => setEditing(null)}
      />
      <AssetQrDialog assetId={qrOf} onClose={() => setQrOf(null)} />
      <ConfirmDialog
        open={deleting !== null}
        title={t('assets.deleteTitle')}
        message={
          deleting
            ? t('assets.deleteMessage', { asset: deleting.title })
            : t('assets.deleteMessageThis')
        }
        okText={t('assets.deleteOk')}
        isPending={remove.isPending}
        onConfirm={handleDelete}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}
