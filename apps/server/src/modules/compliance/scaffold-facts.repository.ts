import { TASK_STATUS } from '@craftwork/domain/catalogues/task-statuses';
import { TASK_TYPE } from '@craftwork/domain/catalogues/task-types';
import { SCAFFOLD_INSPECTION_TASK_TYPES } from '@craftwork/domain/compliance/scaffold-state';
import { sql } from 'drizzle-orm';
import { craftRecords } from '../../db/schema.ts';

const inspectionTypes = sql.raw(SCAFFOLD_INSPECTION_TASK_TYPES.join(', '));
/**
 * The outer row's id, qualified: drizzle prints a column of the only table in a select as a
 * bare "id", which inside these subqueries would name the task's id instead.
 */
export const recordId = sql.raw('"craft_records"."id"');

/**
 * The columns the compliance rules read of a scaffold record, for a select over
 * `craft_records`: the last completed inspection task (with its report's result; one completed
 * before reports were kept counts as safe), the last completed Modification, and whether it is
 * on hold (craftDetails.timestampOnHold, or an open task of the record On Hold).
 */
export const scaffoldFactColumns = {
  recordId: craftRecords.id,
  installed: sql<boolean>`coalesce(${craftRecords.installed}, false)`,
  open: craftRecords.open,
  installedAt: craftRecords.timestampMarkedInstalled,
  onHold: sql<boolean>`(${craftRecords.craftDetails}->>'timestampOnHold' is not null or exists (
      select 1 from tasks h where h.craft_record_id = ${recordId}
        and h.deleted_at is null and h.task_status = ${TASK_STATUS.ON_HOLD}))`,
  lastInspectionAt: sql<Date | null>`(select t.timestamp_task_completed from tasks t
      where t.craft_record_id = ${recordId} and t.deleted_at is null
        and t.task_status = ${TASK_STATUS.COMPLETE} and t.task_type in (${inspectionTypes})
        and t.timestamp_task_completed is not null
      order by t.timestamp_task_completed desc, t.id desc limit 1)`.mapWith(
    (v: string | Date | null) => (v === null ? null : new Date(v)),
  ),
  lastInspectionResult: sql<string | null>`(select coalesce(ir.result, 'safe') from tasks t
      left join inspection_reports ir on ir.task_id = t.id
      where t.craft_record_id = ${recordId} and t.deleted_at is null
        and t.task_status = ${TASK_STATUS.COMPLETE} and t.task_type in (${inspectionTypes})
        and t.timestamp_task_completed is not null
      order by t.timestamp_task_completed desc, t.id desc limit 1)`,
  lastModificationAt: sql<Date | null>`(select max(t.timestamp_task_completed) from tasks t
      where t.craft_record_id = ${recordId} and t.deleted_at is null
        and t.task_status = ${TASK_STATUS.COMPLETE} and t.task_type = ${TASK_TYPE.MODIFICATION})`.mapWith(
    (v: string | Date | null) => (v === null ? null : new Date(v)),
  ),
};
