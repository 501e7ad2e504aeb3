import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import {
  DEFAULT_MATERIAL_PICKUP,
  type TMaterialPickup,
} from '@craftwork/domain/catalogues/inventory';
import { TASK_STATUS } from '@craftwork/domain/catalogues/task-statuses';
import { dialogDefaultMovement, offersInventoryTab } from '@craftwork/domain/inventory/dialog';
import { offersMaterialPickup, type TInventoryLine } from '@craftwork/domain/inventory/movement';
import {
  changedDetails,
  detailFormDefaults,
  detailVisibleOnEdit,
  normalizeDetailValue,
  statusDialogErrors,
  validateDetails,
  type TDetails,
} from '@craftwork/domain/details/fields';
import type { TPersistenceChoice } from '@craftwork/domain/records/persistence';
import { needsPersistencePrompt } from '@craftwork/domain/tasks/status-effects';
import { useTranslation } from '../../../lib/i18n/i18n';
import type { TSiteContext } from '../../../lib/session';
import { useTaskText } from '../utils/task-text';
import { useInventoryDialogObjects, type TDialogObject } from '../hooks/use-status-change';
import { useTaskNotify } from '../hooks/use-task-notify';
import { InventoryTab } from './inventory-tab';
import { useChecklistSection } from './checklist-section';
import { useInspectionSection } from './inspection-section';
import { DetailFieldsEditor } from '../../../components/details/detail-fields-editor';
import { NextTaskSection, nextTaskError, nextTaskPayload } from './next-task-section';
import {
  CancelSaveActions,
  TaskFormDialog,
  useNextTaskState,
  type TTaskFormDialogProps,
} from './task-form-dialog';
import { MaterialPickupPanel } from './material-pickup-panel';
import { PersistenceQuestion } from './persistence-question';

type TDialogTab = 'details' | 'pickup' | 'inventory' | 'inspection' | 'checklist';

type TStatusChangeDialogProps = TTaskFormDialogProps & {
  to: number;
  site: TSiteContext;
  openTasksOnRecord: number;
  forcePersistencePrompt: boolean;
};

/**
 * The status-change dialog (max width 700): the Task Details tab with the detail fields tied to
 * the new status, the Keep Open / Close question when completing the record's last open task
 * whose persistence is prompt, and, when completing, the next-task question; the Material
 * Pickup tab when a scaffolding removal is completed; the Inventory Transactions tab (1000
 * wide) when a task is completed on a site that enables inventory and objects are offered.
 */
export function StatusChangeDialog(props: TStatusChangeDialogProps) {
  const inventory = useInventoryDialogObjects(props.site, props.task.taskStatus);
  const offered = offersInventoryTab({
    taskStatus: props.task.taskStatus,
    to: props.to,
    inventoryEnabled: inventory.enabled,
    objectCount: inventory.objects.length,
  });
  return (
    <TaskFormDialog
      maxWidth={offered ? 1000 : 700}
      props={{ ...props, inventoryObjects: offered ? inventory.objects : [] }}
      Form={StatusChangeForm}
    />
  );
}

function StatusChangeForm({
  titleId,
  task,
  to,
  site,
  openTasksOnRecord,
  forcePersistencePrompt,
  companies,
  isLoadingCompanies,
  isPending,
  onSubmit,
  onClose,
  inventoryObjects,
}: TStatusChangeDialogProps & {
  titleId: string;
  inventoryObjects: readonly TDialogObject[];
}) {
  const { t } = useTranslation('tasks');
  const text = useTaskText();
  const prefix = `status-dialog-${task.id}`;
  const fields = useMemo(
    () => task.detailFields.filter((f) => detailVisibleOnEdit(f, { editMode: false, status: to })),
    [task.detailFields, to],
  );
  const initial = useMemo(
    () => detailFormDefaults(fields, task.taskSpecificDetails),
    [fields, task.taskSpecificDetails],
  );
  const [values, setValues] = useState<TDetails>(initial);
  const [persistence, setPersistence] = useState<TPersistenceChoice | null>(null);
  const isCompleting = to === TASK_STATUS.COMPLETE && task.taskStatus !== TASK_STATUS.COMPLETE;
  const question = isCompleting ? task.offers.nextTaskQuestion : null;
  const [nextTask, setNextTask] = useNextTaskState(task, companies);
  const askPickup = offersMaterialPickup(task, to);
  const [pickup, setPickup] = useState<TMaterialPickup>(DEFAULT_MATERIAL_PICKUP);
  const [tab, setTab] = useState<TDialogTab>('details');
  const notify = useTaskNotify();
  const askInventory = inventoryObjects.length > 0;
  const [inventoryLines, setInventoryLines] = useState<TInventoryLine[]>([]);
  const [showErrors, setShowErrors] = useState(false);
  const sectionOptions = { disabled: isPending, showErrors };
  const sections = [
    {
      tab: 'inspection' as const,
      section: useInspectionSection(task, to, {
        ...sectionOptions,
        idPrefix: `${prefix}-inspection`,
      }),
    },
    {
      tab: 'checklist' as const,
      section: useChecklistSection(task, to, {
        ...sectionOptions,
        idPrefix: `${prefix}-checklist`,
      }),
    },
  ].filter(({ section }) => section.asked);

  const askPersistence =
    forcePersistencePrompt ||
    needsPersistencePrompt(
      { taskStatus: task.taskStatus, craftRecordPersistence: task.craftRecordPersistence },
      to,
      openTasksOnRecord,
    );
  const merged = { ...task.taskSpecificDetails, ...values };
  const fieldErrors = showErrors
    ? (() => {
        const result = validateDetails(fields, merged, { status: to, statusDialog: true });
        return result.success ? {} : result.fieldErrors;
      })()
    : {};

  const saveWarnings = () => {
    const messages = statusDialogErrors(task.detailFields, merged, {
      status: to,
      persistencePrompt: askPersistence,
      persistenceChoice: persistence,
    });
    if (question && nextTaskError(nextTask)) messages.push(t('messages.selectAssignedCompany'));
    return messages;
  };
  // Once Save has been tried, the warnings follow the fields: each goes as its field is fixed.
  const warnings = showErrors ? saveWarnings() : [];

  const handleSave = () => {
    setShowErrors(true);
    const messages = saveWarnings();
    if (messages.length > 0) {
      setTab('details');
      return;
    }
    const incomplete = sections.find(({ section }) => section.warnings().length > 0);
    if (incomplete) {
      setTab(incomplete.tab);
      return;
    }

    const changes = changedDetails(initial, values);
    const details: TDetails = {};
    for (const field of fields) {
      if (field.key in changes)
        details[field.key] = normalizeDetailValue(field, changes[field.key]);
    }
    onSubmit({
      ...(Object.keys(details).length > 0 ? { details } : {}),
      ...(askPersistence && persistence ? { persistenceChoice: persistence } : {}),
      ...(askPickup ? { materialPickup: pickup } : {}),
      ...(question ? nextTaskPayload(nextTask) : {}),
      ...(askInventory && inventoryLines.length > 0 ? { inventoryLines } : {}),
      ...Object.assign({}, ...sections.map(({ section }) => section.payload())),
    });
  };

  return (
    <>
      <DialogTitle id={titleId}>{text.setStatusLabel(task.taskStatus, to)}</DialogTitle>
      <Tabs
        value={tab}
        onChange={(_event, value: TDialogTab) => setTab(value)}
        aria-label={t('statusDialog.tabs')}
        // Three tabs do not fit a phone: they scroll instead of being cut off.
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        sx={{ px: { xs: 0, sm: 3 } }}
      >
        <Tab
          value="details"
          label={t('statusDialog.detailsTab')}
          id={`${prefix}-details-tab`}
          aria-controls={`${prefix}-details-panel`}
        />
        {askPickup && (
          <Tab
            value="pickup"
            label={t('statusDialog.pickupTab')}
            id={`${prefix}-pickup-tab`}
            aria-controls={`${prefix}-pickup-panel`}
          />
        )}
        {askInventory && (
          <Tab
            value="inventory"
            label={t('statusDialog.inventoryTab')}
            id={`${prefix}-inventory-tab`}
            aria-controls={`${prefix}-inventory-panel`}
          />
        )}
        {sections.map(({ tab: value, section }) => (
          <Tab
            key={value}
            value={value}
            label={section.label}
            id={`${prefix}-${value}-tab`}
            aria-controls={`${prefix}-${value}-panel`}
          />
        ))}
      </Tabs>
      <Divider />
      <DialogContent>
        {sections.map(({ tab: value, section }) => (
          // Kept mounted while hidden, so what was typed survives a change of tab.
          <Box
            key={value}
            role="tabpanel"
            id={`${prefix}-${value}-panel`}
            aria-labelledby={`${prefix}-${value}-tab`}
            hidden={tab !== value}
          >
            {section.panel}
            {showErrors && section.warnings().length > 0 && (
              <Alert severity="warning" role="alert" sx={{ mt: 2 }}>
                {section.warnings().map((w) => (
                  <div key={w}>{w}</div>
                ))}
              </Alert>
            )}
          </Box>
        ))}
        {askInventory && (
          // Kept mounted while hidden, so the objects' typed drafts survive a change of tab.
          <Box
            role="tabpanel"
            id={`${prefix}-inventory-panel`}
            aria-labelledby={`${prefix}-inventory-tab`}
            hidden={tab !== 'inventory'}
          >
            <InventoryTab
              idPrefix={`${prefix}-inventory`}
              objects={inventoryObjects}
              lines={inventoryLines}
              onLinesChange={setInventoryLines}
              recommended={dialogDefaultMovement(task, to, askPickup ? pickup : undefined)}
              onWarning={notify.warning}
              disabled={isPending}
            />
          </Box>
        )}
        {askPickup && tab === 'pickup' && (
          <Box
            role="tabpanel"
            id={`${prefix}-pickup-panel`}
            aria-labelledby={`${prefix}-pickup-tab`}
          >
            <MaterialPickupPanel
              idPrefix={`${prefix}-pickup`}
              value={pickup}
              onChange={setPickup}
              disabled={isPending}
            />
          </Box>
        )}
        {tab === 'details' && (
          <Stack
            spacing={3}
            role="tabpanel"
            id={`${prefix}-details-panel`}
            aria-labelledby={`${prefix}-details-tab`}
          >
            <Typography variant="body2" color="text.secondary">
              {t('statusDialog.change', {
                title: task.title,
                from: text.statusName(task.taskStatus),
                to: text.statusName(to),
              })}
            </Typography>
            {fields.length > 0 && (
              <Box>
                <DetailFieldsEditor
                  fields={fields}
                  values={values}
                  errors={fieldErrors}
                  onChange={(key, value) => setValues((v) => ({ ...v, [key]: value }))}
                  status={to}
                  timeZone={site.timezone}
                  siteKey={site.siteKey}
                  idPrefix={`${prefix}-detail`}
                  disabled={isPending}
                />
              </Box>
            )}
            {askPersistence && (
              <PersistenceQuestion
                idPrefix={`${prefix}-persistence`}
                value={persistence}
                onChange={setPersistence}
                showErrors={showErrors}
                disabled={isPending}
              />
            )}
            {question && (
              <NextTaskSection
                question={question}
                value={nextTask}
                onChange={setNextTask}
                companies={companies}
                isLoadingCompanies={isLoadingCompanies}
                showErrors={showErrors}
                idPrefix={`${prefix}-next`}
              />
            )}
            {warnings.length > 0 && (
              <Alert severity="warning" role="alert">
                {warnings.map((w) => (
                  <div key={w}>{w}</div>
                ))}
              </Alert>
            )}
          </Stack>
        )}
      </DialogContent>
      <CancelSaveActions isPending={isPending} onCancel={onClose} onSave={handleSave} />
    </>
  );
}
