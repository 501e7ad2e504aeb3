import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
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
import BusinessIcon from '@mui/icons-material/Business';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { craftTypeName } from '@craftwork/domain/catalogues/craft-types';
import { QueryStates } from '../../../components/list/query-states';
import { RowActions } from '../../../components/list/row-actions';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { PageHeading } from '../../../components/ui/page-heading';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useCraftTypeName } from '../../../lib/i18n/use-type-names';
import { errorText } from '../../../lib/i18n/error-text';
import { useNotify } from '../../../lib/notify';
import { useDeleteCompany } from '../api/delete-company';
import { useCompanies, type TCompany } from '../api/list-companies';
import { CompanyDialog } from './company-dialog';
import { SearchField } from '../../../components/ui/search-field';

/** The craft types' names, in the user's language when `name` is useCraftTypeName's. */
export const craftTypesText = (
  codes: readonly number[],
  name: (code: number) => string = craftTypeName,
) => codes.map((code) => name(code)).join(', ');

/** Whether every word of the search appears in the company's name, craft types or contact. */
export function companyMatches(
  company: TCompany,
  search: string,
  craftName: (code: number) => string = craftTypeName,
): boolean {
  const haystack = [
    company.name,
    craftTypesText(company.craftTypes, craftName),
    company.mainPointOfContact?.displayName ?? '',
  ]
    .join(' ')
    .toLowerCase();
  return search
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}

type TEditing = { company: TCompany | null } | null;

/** Company Management: the site's companies with search, New, Edit and Delete. */
export function CompanyList({
  siteKey,
  validCraftTypes,
}: {
  siteKey: string;
  validCraftTypes: readonly number[];
}) {
  const { t } = useTranslation('admin');
  const craftName = useCraftTypeName();
  const notify = useNotify();
  const query = useCompanies();
  const remove = useDeleteCompany();
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<TEditing>(null);
  const [deleting, setDeleting] = useState<TCompany | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const rows = useMemo(
    () => (query.data ?? []).filter((c) => companyMatches(c, search, craftName)),
    [query.data, search, craftName],
  );
  // The dialog follows the list, so a change made elsewhere shows while it is open.
  const editingCompany = editing?.company
    ? (query.data?.find((c) => c.id === editing.company?.id) ?? editing.company)
    : null;

  const handleDelete = () => {
    if (!deleting) return;
    remove.mutate(
      { id: deleting.id },
      {
        onSuccess: () => {
          notify.success(t('companies.deleted'));
          setDeleting(null);
        },
        onError: (error) => {
          setRefusal(errorText(error));
          setDeleting(null);
        },
      },
    );
  };

  return (
    <>
      <PageHeading
        title={t('companies.title')}
        actions={
          <Button
            variant="contained"
            startIcon={<AddIcon aria-hidden="true" />}
            onClick={() => setEditing({ company: null })}
          >
            {t('companies.new')}
          </Button>
        }
      />
      <SearchField label={t('companies.search')} value={search} onChange={setSearch} />
      {refusal && (
        <Alert severity="warning" onClose={() => setRefusal(null)} sx={{ mb: 2 }}>
          {refusal}
        </Alert>
      )}
      <QueryStates
        query={query}
        loadingLabel={t('companies.loading')}
        isEmpty={rows.length === 0}
        emptyText={query.data?.length === 0 ? t('companies.empty') : t('companies.noMatch')}
      >
        <TableContainer component={Paper} variant="outlined">
          <Table size="small" aria-label={t('companies.title')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('companies.name')}</TableCell>
                <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>
                  {t('companies.craftTypes')}
                </TableCell>
                <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                  {t('companies.contact')}
                </TableCell>
                <TableCell align="right" sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                  {t('companies.members')}
                </TableCell>
                <TableCell align="right">{t('companies.actions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((company) => (
                <TableRow key={company.id} hover>
                  <TableCell>
                    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
                      <Avatar
                        variant="rounded"
                        src={company.logoUrl ?? undefined}
                        alt=""
                        sx={{ width: 32, height: 32, bgcolor: 'grey.200', color: 'grey.600' }}
                      >
                        <BusinessIcon fontSize="small" aria-hidden="true" />
                      </Avatar>
                      <Box sx={{ minWidth: 0 }}>
                        <Typography variant="body2">{company.name}</Typography>
                        {/* On phones the hidden columns' values show under the name. */}
                        <Typography
                          variant="caption"
                          color="text.secondary"
                          sx={{ display: { xs: 'block', sm: 'none' } }}
                        >
                          {t('companies.memberCount', { count: company.members.length })}
                          {company.mainPointOfContact
                            ? ` · ${company.mainPointOfContact.displayName}`
                            : ''}
                        </Typography>
                      </Box>
                    </Stack>
                  </TableCell>
                  <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>
                    {craftTypesText(company.craftTypes, craftName) || '—'}
                  </TableCell>
                  <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                    {company.mainPointOfContact?.displayName ?? '—'}
                  </TableCell>
                  <TableCell align="right" sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                    {company.members.length}
                  </TableCell>
                  <RowActions
                    actions={[
                      {
                        label: t('companies.edit', { name: company.name }),
                        icon: <EditIcon fontSize="small" />,
                        onClick: () => setEditing({ company }),
                      },
                      {
                        label: t('companies.delete', { name: company.name }),
                        icon: <DeleteIcon fontSize="small" />,
                        onClick: () => {
                          setRefusal(null);
                          setDeleting(company);
                        },
                      },
                    ]}
                  />
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </QueryStates>
      <CompanyDialog
        open={editing !== null}
        company={editingCompany}
        siteKey={siteKey}
        validCraftTypes={validCraftTypes}
        onClose={() => setEditing(null)}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={t('companies.deleteTitle')}
        message={t('companies.deleteMessage', {
          name: deleting?.name ?? t('companies.thisCompany'),
        })}
        okText={t('companies.deleteOk')}
        isPending={remove.isPending}
        onConfirm={handleDelete}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}
