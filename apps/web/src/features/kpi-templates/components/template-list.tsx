import { useState } from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { QueryStates } from '../../../components/list/query-states';
import { RowActions } from '../../../components/list/row-actions';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Link } from '../../../components/ui/link';
import { PageHeading } from '../../../components/ui/page-heading';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useFormat } from '../../../lib/i18n/use-format';
import { useNotify } from '../../../lib/notify';
import {
  useDeleteKpiTemplate,
  useDuplicateKpiTemplate,
  useKpiTemplates,
  type TKpiTemplate,
} from '../api/kpi-templates';
import { TemplateDialog } from './template-dialog';

/** A template's view, /report-templates/{id}. */
export function templatePath(id: string): string {
  return paths.reportTemplate.replace(':templateId', encodeURIComponent(id));
}

type TEditing = { template: TKpiTemplate | null } | null;

/** /report-templates: the site's saved KPI dashboards with New template, Edit, Duplicate, Delete. */
export function TemplateList({ timeZone }: { timeZone: string }) {
  const { t } = useTranslation('kpis');
  const { listDateTime } = useFormat();
  const notify = useNotify();
  const query = useKpiTemplates();
  const duplicate = useDuplicateKpiTemplate();
  const remove = useDeleteKpiTemplate();
  const [editing, setEditing] = useState<TEditing>(null);
  const [deleting, setDeleting] = useState<TKpiTemplate | null>(null);
  const canEdit = query.data?.canEdit === true;

  const handleDuplicate = (template: TKpiTemplate) =>
    duplicate.mutate(
      { id: template.id },
      {
        onSuccess: (copy) => notify.success(t('templates.duplicated', { name: copy.name })),
        onError: (error) => notify.error(error),
      },
    );

  const handleDelete = () => {
    if (!deleting) return;
    remove.mutate(
      { id: deleting.id },
      {
        onSuccess: () => notify.success(t('templates.deleted')),
        onError: (error) => notify.error(error),
        onSettled: () => setDeleting(null),
      },
    );
  };

  const rows = query.data?.templates ?? [];
  return (
    <>
      <PageHeading
        title={t('templates.title')}
        actions={
          canEdit && (
            <Button
              variant="contained"
              startIcon={<AddIcon aria-hidden="true" />}
              onClick={() => setEditing({ template: null })}
            >
              {t('templates.newTemplate')}
            </Button>
          )
        }
      />
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('templates.intro')}
      </Typography>
      <QueryStates
        query={query}
        loadingLabel={t('templates.loading')}
        isEmpty={rows.length === 0}
        emptyText={t('templates.empty')}
      >
        <TableContainer component={Paper} variant="outlined">
          <Table size="small" aria-label={t('templates.tableLabel')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('templates.columns.name')}</TableCell>
                <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                  {t('templates.columns.kpis')}
                </TableCell>
                <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                  {t('templates.columns.dateRange')}
                </TableCell>
                <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>
                  {t('templates.columns.timescale')}
                </TableCell>
                <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>
                  {t('templates.columns.lastModified')}
                </TableCell>
                {canEdit && <TableCell align="right">{t('templates.columns.actions')}</TableCell>}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.id} hover>
                  <TableCell>
                    <Link to={templatePath(row.id)} underline="hover" variant="body2">
                      {row.name}
                    </Link>
                    {/* On phones the hidden columns' values show under the name. */}
                    <Typography
                      variant="caption"
                      color="text.secondary"
                      component="p"
                      sx={{ display: { xs: 'block', sm: 'none' } }}
                    >
                      {t('templates.phoneSummary', {
                        count: row.kpiKeys.length,
                        range: row.rangeText,
                        timescale: t(`dashboard.timescales.${row.timescale}`),
                      })}
                    </Typography>
                  </TableCell>
                  <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                    {t('templates.kpiCount', { count: row.kpiKeys.length })}
                  </TableCell>
                  <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                    {row.rangeText}
                  </TableCell>
                  <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>
                    {t(`dashboard.timescales.${row.timescale}`)}
                  </TableCell>
                  <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>
                    {listDateTime(row.lastModified, timeZone)}
                    <Typography variant="caption" color="text.secondary" component="p">
                      {row.lastModifiedByName}
                    </Typography>
                  </TableCell>
                  {canEdit && (
                    <RowActions
                      actions={[
                        {
                          label: t('templates.edit', { name: row.name }),
                          tooltip: t('templates.editTooltip'),
                          icon: <EditIcon fontSize="small" />,
                          onClick: () => setEditing({ template: row }),
                        },
                        {
                          label: t('templates.duplicate', { name: row.name }),
                          tooltip: t('templates.duplicateTooltip'),
                          icon: <ContentCopyIcon fontSize="small" />,
                          onClick: () => handleDuplicate(row),
                          disabled: duplicate.isPending,
                        },
                        {
                          label: t('templates.delete', { name: row.name }),
                          tooltip: t('templates.deleteTooltip'),
                          icon: <DeleteIcon fontSize="small" />,
                          onClick: () => setDeleting(row),
                        },
                      ]}
                    />
                  )}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </QueryStates>
      {query.data && (
        <TemplateDialog
          open={editing !== null}
          template={editing?.template ?? null}
          cards={query.data.cards}
          timeZone={timeZone}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('templates.deleteTitle')}
        message={t('templates.deleteMessage', {
          name: deleting?.name ?? t('templates.thisTemplate'),
        })}
        okText={t('templates.deleteTooltip')}
        isPending={remove.isPending}
        onConfirm={handleDelete}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}
