import { taskTypeName } from '@craftwork/domain/catalogues/task-types';
import { fieldT, statusNameNow } from './outbox-text';
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

/**
 * A status change for the outbox: 'Set Complete on …' and what the dialog held. The texts are
 * written in the language shown when it is queued (the frame has fetched the field catalogue).
 */
export function statusDraft(task: TTaskFacts, input: TQueuedStatusInput): TOutboxDraft {
  const t = fieldT();
  const status = statusNameNow(input.status);
  const lines = [
    t('outbox.draft.status', { status }),
    ...detailLines(task, input.details),
    ...(input.nextTask?.create ? [t('outbox.draft.nextTaskCreate')] : []),
    ...(input.nextTask?.notes ? [t('outbox.draft.notes', { notes: input.nextTask.notes })] : []),
    ...(input.persistenceChoice
      ? [t('outbox.draft.record', { choice: input.persistenceChoice })]
      : []),
    ...(input.materialPickup
      ? [t('outbox.draft.materialPickup', { choice: input.materialPickup })]
      : []),
    ...(input.inspection ? [t('outbox.draft.inspection')] : []),
    ...(input.checklistAnswers ? [t('outbox.draft.checklist')] : []),
  ];
  return {
    kind: 'status',
    input,
    taskId: task.id,
    craftRecordId: task.craftRecordId,
    summary: t('outbox.draft.statusSummary', { status, title: task.title }),
    lines,
  };
}

/** A task edit for the outbox: the notes and the details typed. */
export function editDraft(task: TTaskFacts, input: TQueuedEditInput): TOutboxDraft {
  const t = fieldT();
  return {
    kind: 'edit',
    input,
    taskId: task.id,
    craftRecordId: task.craftRecordId,
    summary: t('outbox.draft.editSummary', { title: task.title }),
    lines: [
      ...(input.additionalNotes
        ? [t('outbox.draft.additionalNotes', { notes: input.additionalNotes })]
        : []),
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
    summary: fieldT()('outbox.draft.photos', { count: files.length }),
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
  const t = fieldT();
  const what =
    shortText(form.title ?? '') || shortText(form.description ?? '') || taskTypeName(form.taskType);
  const on = form.newRecord
    ? t('outbox.draft.newRecord', { title: shortText(form.newRecord.title) })
    : (recordTitle ?? t('outbox.draft.itsRecord'));
  return {
    kind: 'createTask',
    input: { form, images: [...images] },
    taskId: null,
    craftRecordId: form.craftRecordId ?? null,
    summary: t('outbox.draft.createSummary', { task: what, record: on }),
    lines: [
      ...(form.title ? [t('outbox.draft.title', { value: form.title })] : []),
      ...(form.description ? [t('outbox.draft.description', { value: form.description })] : []),
      ...(form.workOrder ? [t('outbox.draft.workOrder', { value: form.workOrder })] : []),
      ...(form.newRecord?.description
        ? [t('outbox.draft.recordDescription', { value: form.newRecord.description })]
        : []),
      ...images.map((file) => t('outbox.draft.image', { name: file.name })),
    ],
  };
}
