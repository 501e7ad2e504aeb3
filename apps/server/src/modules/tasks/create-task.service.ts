import { randomUUID } from 'node:crypto';
import { CUSTOMER_MESSAGES } from '@craftwork/domain/billing/customers';
import { EVENT_TYPE } from '@craftwork/domain/catalogues/event-types';
import { TASK_STATUS } from '@craftwork/domain/catalogues/task-statuses';
import { validTaskTypesFor } from '@craftwork/domain/catalogues/task-types';
import { mayUseScreen } from '@craftwork/domain/access/screens';
import { canAssignCompany } from '@craftwork/domain/access/company-assignment';
import { validateDetailsUpdate } from '@craftwork/domain/details/keys';
import { craftRecordPersistence } from '@craftwork/domain/records/persistence';
import { craftDetailFields, taskSpecificDetailFields } from '@craftwork/domain/site/customizations';
import { initialStatus } from '@craftwork/domain/tasks/initial-status';
import { TASK_MESSAGES } from '@craftwork/domain/tasks/messages';
import { applyScheduleChoice } from '@craftwork/domain/tasks/scheduling';
import type { TCreateTaskInput } from '@craftwork/domain/tasks/schemas';
import { defaultTaskTitle } from '@craftwork/domain/tasks/wizard';
import type { Scope } from '../../access/scope.ts';
import type { Database, DbOrTx } from '../../db/client.ts';
import { AppError, NOT_AVAILABLE_MESSAGE, PERMISSION_ERROR_MESSAGE } from '../../errors.ts';
import { notifyChange } from '../../live/notify.ts';
import { recountCraftRecord } from '../records/index.ts';
import { requireCraftRecord } from '../records/index.ts';
import type { SiteSource } from '../../site-config/site-config.ts';
import { findSiteAsset } from '../sites/index.ts';
import { writeRecordEvent, writeTaskEvent } from '../events/index.ts';
import { linkEstimateToTask } from '../estimates/index.ts';
import { findLiveCustomer, isLiveLocationOf } from '../customers/index.ts';
import {
  findCompanyCraftTypes,
  findSiteLocation,
  insertCraftRecord,
} from './create-task.repository.ts';
import { requireSchedulePick } from './task-write.ts';
import { insertTask, subscribe, updateCraftRecord } from './task-writes.repository.ts';

/**
 * A Job's customer and location as given (/create-customer-task): a live customer of the site,
 * and a live location of that customer. Refused as not available otherwise.
 */
async function requireCustomer(
  tx: DbOrTx,
  siteKey: string,
  customerId: string | undefined,
  customerLocationId: string | undefined,
): Promise<{ customerId: string | null; customerLocationId: string | null }> {
  if (customerId === undefined) return { customerId: null, customerLocationId: null };
  if (!(await findLiveCustomer(tx, siteKey, customerId)))
    throw new AppError('BAD_REQUEST', CUSTOMER_MESSAGES.notFound);
  if (customerLocationId === undefined) return { customerId, customerLocationId: null };
  if (!(await isLiveLocationOf(tx, siteKey, customerId, customerLocationId)))
    throw new AppError('BAD_REQUEST', CUSTOMER_MESSAGES.locationNotFound);
  return { customerId, customerLocationId };
}

/**
 * The Create New Task wizard's save: the craft record (when new) and the task in one
 * transaction with their events (20, 30), the creator subscribed, the task's details saved.
 * Photos of a new record are added afterwards through craftRecords.addPhotos.
 */
export async function createTask(
  db: Database,
  scope: Scope,
  loadSite: SiteSource,
  input: TCreateTaskInput,
  now = new Date(),
) {
  if (!scope.permissions.canCreateTasks) throw new AppError('FORBIDDEN', PERMISSION_ERROR_MESSAGE);
  if (input.newRecord && !scope.permissions.canCreateCraftRecords)
    throw new AppError('FORBIDDEN', PERMISSION_ERROR_MESSAGE);
  const site = await loadSite();
  // Only who sees the site's money may make a task from one of its estimates.
  const seesMoney = mayUseScreen('invoices', {
    permissions: scope.permissions,
    companyId: scope.companyId,
    managingCompanyId: site.managingCompanyId,
  });
  if (input.estimateId && !seesMoney) throw new AppError('FORBIDDEN', PERMISSION_ERROR_MESSAGE);
  return db.transaction(async (tx) => {
    if (!site.validCraftTypes.includes(input.craftType))
      throw new AppError('BAD_REQUEST', TASK_MESSAGES.required);
    if (
      !(validTaskTypesFor(input.craftType, site.validTaskTypes) as number[]).includes(
        input.taskType,
      )
    ) {
      throw new AppError('BAD_REQUEST', TASK_MESSAGES.selectTaskType);
    }
    if (!canAssignCompany(scope, input.assignedCompanyId)) {
      throw new AppError('FORBIDDEN', PERMISSION_ERROR_MESSAGE);
    }
    const company = await findCompanyCraftTypes(tx, scope.siteKey, input.assignedCompanyId);
    if (!company || !company.craftTypes.includes(input.craftType)) {
      throw new AppError('BAD_REQUEST', TASK_MESSAGES.assignedCompanyRequired);
    }
    const optionsContext = {
      validTaskStatusCodes: site.validTaskStatusCodes,
      customizations: site.config,
      craftType: input.craftType,
      taskType: input.taskType,
    };
    const scheduledAt = input.schedule.scheduledAt ? new Date(input.schedule.scheduledAt) : null;
    requireSchedulePick(site, input.schedule.choice, scheduledAt, optionsContext, now);
    let customer = await requireCustomer(
      tx,
      scope.siteKey,
      input.customerId,
      input.customerLocationId,
    );

    let recordId = input.craftRecordId;
    let recordTitle: string;
    let locationId: string | null;
    if (input.newRecord) {
      if (input.newRecord.locationId) {
        const location = await findSiteLocation(tx, scope.siteKey, input.newRecord.locationId);
        if (!location) throw new AppError('BAD_REQUEST', NOT_AVAILABLE_MESSAGE);
      }
      if (
        input.newRecord.assetId &&
        !(await findSiteAsset(tx, scope.siteKey, input.newRecord.assetId))
      ) {
        throw new AppError('BAD_REQUEST', NOT_AVAILABLE_MESSAGE);
      }
      const details = validateDetailsUpdate(
        craftDetailFields(site.config, input.craftType),
        {},
        input.newRecord.craftDetails,
        { creating: true },
      );
      if (!details.success) throw new AppError('BAD_REQUEST', details.message);
      recordId = randomUUID();
      recordTitle = input.newRecord.title;
      locationId = input.newRecord.locationId;
      await insertCraftRecord(tx, {
        id: recordId,
        siteKey: scope.siteKey,
        title: input.newRecord.title,
        description: input.newRecord.description,
        craftType: input.craftType,
        locationId,
        assetId: input.newRecord.assetId,
        craftDetails: details.details,
        customerId: customer.customerId,
        customerLocationId: customer.customerLocationId,
        authorizedCompanies: [input.assignedCompanyId],
        createdBy: scope.userId,
        lastModifiedBy: scope.userId,
        timestampRecordCreated: now,
        timestampLastModified: now,
      });
      await writeRecordEvent(tx, {
        siteKey: scope.siteKey,
        eventType: EVENT_TYPE.CRAFT_RECORD_CREATED,
        craftRecordId: recordId,
        title: recordTitle,
        createdBy: scope.userId,
      });
    } else {
      const record = await requireCraftRecord(tx, scope, recordId ?? '', true);
      if (record.craftType !== input.craftType)
        throw new AppError('BAD_REQUEST', TASK_MESSAGES.selectCraftRecord);
      recordTitle = record.title;
      locationId = record.locationId;
      // A task on a Job without a customer given is for the Job's customer.
      if (!customer.customerId && record.customerId) {
        customer = {
          customerId: record.customerId,
          customerLocationId: record.customerLocationId,
        };
      }
      if (!record.open)
        await updateCraftRecord(tx, record.id, { open: true, timestampRecordClosed: null });
    }
    if (!recordId) throw new AppError('BAD_REQUEST', TASK_MESSAGES.selectCraftRecord);

    const status = initialStatus({
      isPlantPersonnel: scope.isPlantPersonnel,
      site: { validTaskStatusCodes: site.validTaskStatusCodes, customizations: site.config },
      craftType: input.craftType,
      taskType: input.taskType,
      estimateRequested: input.estimateRequested,
      currentStatus: null,
      choice: input.schedule.choice,
      scheduledAt,
      now,
      timeZone: site.timezone,
    });
    // Details tied to other statuses are not required yet.
    const detailsResult = validateDetailsUpdate(
      taskSpecificDetailFields(site.config, input.craftType, input.taskType),
      {},
      input.taskSpecificDetails,
      { status, creating: true },
    );
    if (!detailsResult.success) throw new AppError('BAD_REQUEST', detailsResult.message);
    const schedule = applyScheduleChoice(input.schedule.choice, scheduledAt, now);
    const taskId = randomUUID();
    const task = {
      id: taskId,
      siteKey: scope.siteKey,
      craftRecordId: recordId,
      title: input.title || defaultTaskTitle(input.taskType, recordTitle),
      description: input.description,
      taskStatus: status,
      taskType: input.taskType,
      craftType: input.craftType,
      locationId,
      assignedCompanyId: input.assignedCompanyId,
      workOrder: input.workOrder || null,
      craftRecordPersistence: craftRecordPersistence(input.craftType, input.taskType),
      crewCount: 0,
      notifyCompanyOnCreation: true,
      taskSpecificDetails: detailsResult.details,
      customerId: customer.customerId,
      customerLocationId: customer.customerLocationId,
      createdBy: scope.userId,
      lastModifiedBy: scope.userId,
      timestampCreated: now,
      timestampLastModified: now,
      ...schedule,
      timestampAwaitingStart:
        status === TASK_STATUS.AWAITING
          ? (schedule.timestampAwaitingStart ?? now)
          : (schedule.timestampAwaitingStart ?? null),
    };
    await insertTask(tx, task);
    await writeTaskEvent(tx, {
      siteKey: scope.siteKey,
      eventType: EVENT_TYPE.NEW_TASK_ADDED,
      task,
      createdBy: scope.userId,
      at: now,
    });
    // A new task has no subscribers yet: the conflict `subscribe` skips cannot happen here.
    if (input.subscribe) await subscribe(tx, scope, taskId);
    await recountCraftRecord(tx, recordId);
    if (input.estimateId) {
      await linkEstimateToTask(tx, scope, input.estimateId, taskId, recordId);
    }
    await notifyChange(tx, {
      site: scope.siteKey,
      topics: ['tasks', 'craftRecords'],
      ids: [taskId, recordId],
    });
    return { craftRecordId: recordId, taskId, taskStatus: status };
  });
}
