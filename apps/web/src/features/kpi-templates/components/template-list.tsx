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
import { formatListDateTime } from '@craftwork/domain/format/dates';
import { KPI_TIMESCALE_LABELS } from '@craftwork/domain/kpis/keys';
import { KPI_TEMPLATE_TEXTS } from '@craftwork/domain/kpis/templates';
import { QueryStates } from '../../../components/list/query-states';
import { RowActions } from '../../../components/list/row-actions';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Link } from '../../../components/ui/link';
import { PageHeading } from '../../../components/ui/page-heading';
import { paths } from '../../../config/paths';
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

const kpiCount = (n: number) => `${n} KPI${n === 1 ? '' : 's'}`;

type TEditing = { template: TKpiTemplate | null } | null;

/** /report-templates: the site's saved KPI dashboards with New template, Edit, Duplicate, Delete. */
export function TemplateList({ timeZone }: { timeZone: string }) {
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
        onSuccess: (copy) => notify.success(`${KPI_TEMPLATE_TEXTS.duplicated} ${copy.name}`),
        onError: (error) => notify.error(error),
      },
    );

  const handleDelete = () => {
    if (!deleting) return;
    remove.mutate(
      { id: deleting.id },
      {
        onSuccess: () => notify.success(KPI_TEMPLATE_TEXTS.deleted),
        onError: (error) => notify.error(error),
        onSettled: () => setDeleting(null),
      },
    );
  };

  const rows = query.data?.templates ?? [];
  return (
    <>
      <PageHeading
        title={KPI_TEMPLATE_TEXTS.title}
        actions={
          canEdit && (
            <Button
              variant="contained"
              startIcon={<AddIcon aria-hidden="true" />}
              onClick={() => setEditing({ template: null })}
            >
              New template
            </Button>
          )
        }
      />
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Saved KPI dashboards: anyone on the site can open them by their link, and sees the figures
        of their own scope.
      </Typography>
      <QueryStates
        query={query}
        loadingLabel="Loading templates"
        isEmpty={rows.length === 0}
        emptyText={KPI_TEMPLATE_TEXTS.empty}
      >
        <TableContainer component={Paper} variant="outlined">
          <Table size="small" aria-label="KPI templates">
            <TableHead>
              <TableRow>
                <TableCell>Name</TableCell>
                <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>KPIs</TableCell>
                <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>Date range</TableCell>
                <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>Timescale</TableCell>
                <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>
                  Last modified
                </TableCell>
                {canEdit && <TableCell align="right">Actions</TableCell>}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((t) => (
                <TableRow key={t.id} hover>
                  <TableCell>
                    <Link to={templatePath(t.id)} underline="hover" variant="body2">
                      {t.name}
                    </Link>
                    {/* On phones the hidden columns' values show under the name. */}
                    <Typography
                      variant="caption"
                      color="text.secondary"
                      component="p"
                      sx={{ display: { xs: 'block', sm: 'none' } }}
                    >
                      {kpiCount(t.kpiKeys.length)} · {t.rangeText} ·{' '}
                      {KPI_TIMESCALE_LABELS[t.timescale]}
                    </Typography>
                  </TableCell>
                  <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                    {kpiCount(t.kpiKeys.length)}
                  </TableCell>
                  <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                    {t.rangeText}
                  </TableCell>
                  <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>
                    {KPI_TIMESCALE_LABELS[t.timescale]}
                  </TableCell>
                  <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>
                    {formatListDateTime(new Date(t.lastModified), timeZone)}
                    <Typography variant="caption" color="text.secondary" component="p">
                      {t.lastModifiedByName}
                    </Typography>
                  </TableCell>
                  {canEdit && (
                    <RowActions
                      actions={[
                        {
                          label: `Edit ${t.name}`,
                          tooltip: 'Edit',
                          icon: <EditIcon fontSize="small" />,
                          onClick: () => setEditing({ template: t }),
                        },
                        {
                          label: `Duplicate ${t.name}`,
                          tooltip: 'Duplicate',
                          icon: <ContentCopyIcon fontSize="small" />,
                          onClick: () => handleDuplicate(t),
                          disabled: duplicate.isPending,
                        },
                        {
                          label: `Delete ${t.name}`,
                          tooltip: 'Delete',
                          icon: <DeleteIcon fontSize="small" />,
                          onClick: () => setDeleting(t),
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
        title="Delete template"
        message={`Delete ${deleting?.name ?? 'this template'}? Its links stop working.`}
        okText="Delete"
        isPending={remove.isPending}
        onConfirm={handleDelete}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}
