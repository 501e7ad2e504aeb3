import { taskStatusName } from '@craftwork/domain/catalogues/task-statuses';
import { taskTypeName } from '@craftwork/domain/catalogues/task-types';
import type {
  TOutboxDraft,
  TQueuedCreateForm,
  TQueuedEditInput,
  TQueuedStatusInput,
} from './outbox-types';

type TTaskFacts = {
  id: string;
  craftRecordId: string;
  title: string;
  detailFields: readonly { key: string; title: string }[];
};

/** 'Title: value' for every detail typed, by the field's title. */
function detailLines(task: TTaskFacts, details: Record<string, unknown> | undefined): string[] {
  return Object.entries(details ?? {}).flatMap(([key, value]) => {
    if (value === null || value === undefined || value === '') return [];
    const title = task.detailFields.find((field) => field.key === key)?.title ?? key;
    const text = typeof value === 'string' ? value : JSON.stringify(value);
    return [`${title}: ${text}`];
  });
}

/** A status change for the outbox: 'Set Complete on …' and what the dialog held. */
export function statusDraft(task: TTaskFacts, input: TQueuedStatusInput): TOutboxDraft {
  const lines = [
    `Status: ${taskStatusName(input.status)}`,
    ...detailLines(task, input.details),
    ...(input.nextTask?.create ? ['Next task: create'] : []),
    ...(input.nextTask?.notes ? [`Notes: ${input.nextTask.notes}`] : []),
    ...(input.persistenceChoice ? [`Record: ${input.persistenceChoice}`] : []),
    ...(input.materialPickup ? [`Material pickup: ${input.materialPickup}`] : []),
    ...(input.inspection ? ['Inspection report'] : []),
    ...(input.checklistAnswers ? ['Checklist answers'] : []),
  ];
  return {
    kind: 'status',
    input,
    taskId: task.id,
    craftRecordId: task.craftRecordId,
    summary: `Set ${taskStatusName(input.status)} on ${task.title}`,
    lines,
  };
}

/** A task edit for the outbox: the notes and the details typed. */
export function editDraft(task: TTaskFacts, input: TQueuedEditInput): TOutboxDraft {
  return {
    kind: 'edit',
    input,
    taskId: task.id,
    craftRecordId: task.craftRecordId,
    summary: `Edit ${task.title}`,
    lines: [
      ...(input.additionalNotes ? [`Additional notes: ${input.additionalNotes}`] : []),
      ...detailLines(task, input.taskSpecificDetails),
    ],
  };
}

/** Photos for a record. */
export function photosDraft(craftRecordId: string, files: readonly File[]): TOutboxDraft {
  return {
    kind: 'photos',
    input: { craftRecordId, files: [...files] },
    taskId: null,
    craftRecordId,
    summary: files.length === 1 ? '1 photo' : `${files.length} photos`,
    lines: files.map((file) => file.name),
  };
}

const SUMMARY_TEXT_MAX = 60;

function shortText(text: string): string {
  const line = text.trim().replace(/\s+/g, ' ');
  return line.length > SUMMARY_TEXT_MAX ? `${line.slice(0, SUMMARY_TEXT_MAX - 1)}…` : line;
}

/**
 * A new task from the wizard, with its record's images: 'New task: {title} on {record}'. A
 * blank title says the description, else the task type; a new record says so with its title.
 */
export function createTaskDraft(
  form: TQueuedCreateForm,
  images: readonly File[],
  recordTitle: string | null,
): TOutboxDraft {
  const what =
    shortText(form.title ?? '') || shortText(form.description ?? '') || taskTypeName(form.taskType);
  const on = form.newRecord
    ? `new record ${shortText(form.newRecord.title)}`
    : (recordTitle ?? 'its record');
  return {
    kind: 'createTask',
    input: { form, images: [...images] },
    taskId: null,
    craftRecordId: form.craftRecordId ?? null,
    summary: `New task: ${what} on ${on}`,
    lines: [
      ...(form.title ? [`Title: ${form.title}`] : []),
      ...(form.description ? [`Description: ${form.description}`] : []),
      ...(form.workOrder ? [`Work order: ${form.workOrder}`] : []),
      ...(form.newRecord?.description ? [`Record description: ${form.newRecord.description}`] : []),
      ...images.map((file) => `Image: ${file.name}`),
    ],
  };
}
