import { taskStatusName } from '@craftwork/domain/catalogues/task-statuses';
import type { TOutboxDraft, TQueuedEditInput, TQueuedStatusInput } from './outbox-types';

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
