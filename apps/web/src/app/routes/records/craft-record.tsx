import 'leaflet/dist/leaflet.css';
import { useEffect, useState } from 'react';
import {
  generatePath,
  Navigate,
  Link as RouterLink,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
import { ORPCError } from '@orpc/client';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import AddIcon from '@mui/icons-material/Add';
import { absentRecordCraftType } from '@craftwork/domain/navigation/absent-record';
import { craftListPath } from '@craftwork/domain/navigation/drawer';
import { craftDetailFields, isCustomerSite } from '@craftwork/domain/site/customizations';
import { siteWording } from '@craftwork/domain/site/wording';
import { InlineLoader } from '../../../components/ui/full-screen-loader';
import { paths } from '../../../config/paths';
import { errorText } from '../../../lib/i18n/error-text';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useNotify } from '../../../lib/notify';
import { siteCustomizations, useSite, type TSiteContext } from '../../../lib/session';
import { useCraftRecord, type TCraftRecord } from '../../../features/records/api/get-craft-record';
import { AttachmentsList } from '../../../features/records/components/attachments-list';
import { CraftRecordHeader } from '../../../features/records/components/craft-record-header';
import {
  EditCraftRecordDrawer,
  type TRenderDetailFields,
} from '../../../features/records/components/edit-craft-record-drawer';
import { PhotoCarousel } from '../../../features/records/components/photo-carousel';
import { RecordMap } from '../../../features/records/components/record-map';
import { RecordSection } from '../../../features/records/components/record-section';
import { DetailFieldsEditor } from '../../../components/details/detail-fields-editor';
import { DetailFieldsView } from '../../../components/details/detail-fields-view';
import { TaskCardList } from '../../../features/tasks/components/task-card-list';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { useCraftTypeFilter } from '../work-type-filter';
import { LastUpdated } from '../../../components/ui/last-updated';
import { keepsSavedData } from '../../../lib/saved-data';

function isNotFound(error: unknown): boolean {
  return error instanceof ORPCError && error.code === 'NOT_FOUND';
}

/** Says 'Data is not available.' once, then goes to the list. */
function NotAvailableRedirect({ to }: { to: string }) {
  const { t } = useTranslation('records');
  const notify = useNotify();
  useEffect(() => {
    notify.error(t('page.dataNotAvailable'));
  }, [notify, t]);
  return <Navigate to={to} replace />;
}

/**
 * /craft-record/{id}/{taskId?} and, for customer sites, /work-record-and-tasks/{id}: the craft
 * record with its photos, craft details and attachments, and its open and closed tasks (the
 * task in the address expanded and highlighted).
 */
export default function CraftRecordPage({ customerRoute = false }: { customerRoute?: boolean }) {
  const { t } = useTranslation('records');
  const site = useSite();
  const { id = '', taskId = null } = useParams();
  const [searchParams] = useSearchParams();
  const query = useCraftRecord(id);
  const workType = useCraftTypeFilter(site?.validCraftTypes ?? []);
  if (!site) return <Navigate to={paths.home} replace />;

  if (isNotFound(query.error)) {
    // A record deleted while shown keeps its last data: its craft type picks the list; an
    // unknown or forbidden link goes to the list of the work type in use, else of type 10.
    const craftType = absentRecordCraftType([
      query.data?.craftType,
      Number(searchParams.get('craftType')),
      workType,
    ]);
    const customerSite = customerRoute || isCustomerSite(siteCustomizations(site));
    return <NotAvailableRedirect to={craftListPath(craftType, customerSite)} />;
  }
  if (query.isPending) return <InlineLoader label={t('page.loading')} />;
  if (query.data === undefined || (query.isError && !keepsSavedData(query))) {
    return <RetryAlert onRetry={() => void query.refetch()}>{errorText(query.error)}</RetryAlert>;
  }
  return (
    <>
      <LastUpdated updatedAt={query.dataUpdatedAt} sx={{ mb: 1 }} />
      <CraftRecordView
        record={query.data}
        site={site}
        highlightedTaskId={customerRoute ? null : taskId}
        customerRoute={customerRoute}
      />
    </>
  );
}

function CraftRecordView({
  record,
  site,
  highlightedTaskId,
  customerRoute,
}: {
  record: TCraftRecord;
  site: TSiteContext;
  highlightedTaskId: string | null;
  customerRoute: boolean;
}) {
  const { t } = useTranslation('records');
  const navigate = useNavigate();
  const [isEditing, setIsEditing] = useState(false);
  // What the user may do comes with the record (its offers): the page decides no permission.
  const { offers } = record;
  const mayUpdateRecord = offers.canEdit;
  const timeZone = site.timezone;
  const customerSite = customerRoute || isCustomerSite(siteCustomizations(site));
  const recordWord = siteWording(customerSite).record;

  const recordPath = (taskId?: string) =>
    customerRoute
      ? generatePath(paths.workRecordAndTasks, { id: record.id })
      : generatePath(paths.craftRecord, { id: record.id, taskId: taskId ?? null });

  // An opened task is put in the address, so it can be linked and shared; closing it takes it out.
  const handleExpandedChange = customerRoute
    ? undefined
    : (taskId: string, isExpanded: boolean) => {
        if (isExpanded) void navigate(recordPath(taskId), { replace: true });
        else if (taskId === highlightedTaskId) void navigate(recordPath(), { replace: true });
      };

  const renderDetailFields: TRenderDetailFields = (props) => (
    <DetailFieldsEditor {...props} timeZone={timeZone} siteKey={site.siteKey} />
  );
  const canDeleteAttachment = (attachment: TCraftRecord['attachments'][number]) =>
    attachment.canDelete;

  return (
    <Stack spacing={2}>
      <title>{t('page.title', { title: record.title, record: recordWord })}</title>
      <CraftRecordHeader
        record={record}
        canEdit={mayUpdateRecord}
        canGenerateQrTag={offers.canGenerateQrTag}
        canDelete={offers.canDelete}
        onEdit={() => setIsEditing(true)}
        recordWord={siteWording(customerSite).wizardRecord}
        onDeleted={() => navigate(craftListPath(record.craftType, customerSite), { replace: true })}
        extraActions={
          offers.canAddTask ? (
            <Button
              component={RouterLink}
              to={generatePath(paths.createTaskFor, {
                craftType: String(record.craftType),
                craftId: record.id,
              })}
              variant="contained"
              startIcon={<AddIcon aria-hidden="true" />}
            >
              {t('page.newTask')}
            </Button>
          ) : null
        }
      />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          alignItems: 'start',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 5fr) minmax(0, 7fr)' },
          gridTemplateAreas: {
            // On phones the open tasks come first, the photos after them.
            xs: '"tasks" "photos" "details" "files" "map"',
            md: '"photos tasks" "details tasks" "files tasks" "map tasks"',
          },
          gridTemplateRows: { md: 'auto auto auto 1fr' },
        }}
      >
        <Stack spacing={3} sx={{ gridArea: 'tasks' }}>
          <TaskCardList
            heading={t('page.openTasks')}
            tasks={record.openTasks}
            emptyText={t('page.noOpenTasks')}
            site={site}
            openTasksOnRecord={record.numOpenTasks}
            highlightedTaskId={highlightedTaskId}
            onNextTask={(nextTaskId) => navigate(recordPath(nextTaskId))}
            onDeleted={(taskId) => {
              if (taskId === highlightedTaskId) navigate(recordPath(), { replace: true });
            }}
            onExpandedChange={handleExpandedChange}
          />
          <TaskCardList
            heading={t('page.closedTasks')}
            tasks={record.closedTasks}
            emptyText={t('page.noClosedTasks')}
            site={site}
            openTasksOnRecord={record.numOpenTasks}
            highlightedTaskId={highlightedTaskId}
            onExpandedChange={handleExpandedChange}
          />
        </Stack>
        <Box sx={{ gridArea: 'photos' }}>
          <RecordSection title={t('page.photos')}>
            <PhotoCarousel
              craftRecordId={record.id}
              photos={record.photos}
              canEdit={mayUpdateRecord}
            />
          </RecordSection>
        </Box>
        <Box sx={{ gridArea: 'details' }}>
          <RecordSection title={t('page.craftDetails')}>
            <DetailFieldsView
              fields={craftDetailFields(siteCustomizations(site), record.craftType)}
              details={record.craftDetails}
              timeZone={timeZone}
              siteKey={site.siteKey}
              emptyText={t('page.noDetailFields')}
              showAll
            />
          </RecordSection>
        </Box>
        <Paper
          variant="outlined"
          component="section"
          aria-label={t('page.attachments')}
          sx={{ gridArea: 'files', p: 2 }}
        >
          <AttachmentsList
            craftRecordId={record.id}
            attachments={record.attachments}
            timeZone={timeZone}
            canDelete={canDeleteAttachment}
            headingLevel="h2"
          />
        </Paper>
        <Box sx={{ gridArea: 'map' }}>
          <RecordSection title={t('page.map')}>
            <RecordMap
              record={record}
              fallback={
                site.latitude !== null && site.longitude !== null
                  ? { lat: site.latitude, lng: site.longitude }
                  : null
              }
              canMove={mayUpdateRecord}
            />
          </RecordSection>
        </Box>
      </Box>
      <EditCraftRecordDrawer
        open={isEditing}
        record={record}
        site={site}
        renderDetailFields={renderDetailFields}
        canDeleteAttachment={canDeleteAttachment}
        onClose={() => setIsEditing(false)}
      />
    </Stack>
  );
}
