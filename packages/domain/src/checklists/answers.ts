import { TASK_TYPE, validTaskTypesFor } from '../catalogues/task-types.ts';
import { CRAFT_TYPE } from '../catalogues/craft-types.ts';
import { TEXT_LIMITS } from '../text/rules.ts';
import {
  CHECKLIST_TEXTS,
  type TChecklistAnswer,
  type TChecklistAnswers,
  type TChecklistItem,
} from './templates.ts';

/** A stored photo or signature: a UUID (a record photo's id, or the signature file's id). */
const FILE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isChecklistFileId(value: unknown): value is string {
  return typeof value === 'string' && FILE_ID.test(value);
}

/** Nothing given: absent, null, or blank text. */
export function isUnanswered(answer: TChecklistAnswer | undefined): boolean {
  return (
    answer === undefined || answer === null || (typeof answer === 'string' && answer.trim() === '')
  );
}

/** What is wrong with one answer for its item, or null when it may be stored. */
export function checkAnswer(
  item: TChecklistItem,
  answer: TChecklistAnswer | undefined,
): string | null {
  if (isUnanswered(answer)) return item.required ? CHECKLIST_TEXTS.required : null;
  switch (item.kind) {
    case 'yesNo':
      return typeof answer === 'boolean' ? null : CHECKLIST_TEXTS.yesNo;
    case 'passFlagFail':
      return answer === 'pass' || answer === 'flag' || answer === 'fail'
        ? null
        : CHECKLIST_TEXTS.passFlagFail;
    case 'number': {
      if (typeof answer !== 'number' || !Number.isFinite(answer)) return CHECKLIST_TEXTS.number;
      if (item.min !== null && item.min !== undefined && answer < item.min)
        return CHECKLIST_TEXTS.belowMin(item.min);
      if (item.max !== null && item.max !== undefined && answer > item.max)
        return CHECKLIST_TEXTS.aboveMax(item.max);
      return null;
    }
    case 'text':
      return typeof answer === 'string' ? null : CHECKLIST_TEXTS.text;
    case 'photo':
      return isChecklistFileId(answer) ? null : CHECKLIST_TEXTS.photo;
    case 'signature':
      return isChecklistFileId(answer) ? null : CHECKLIST_TEXTS.signature;
  }
}

/**
 * The checklist's answers checked against its items: an error per item id that may not be
 * stored as answered (required and missing, of the wrong kind, a number outside its limits).
 * An empty object: the answers may be stored.
 */
export function checkChecklistAnswers(
  items: readonly TChecklistItem[],
  answers: TChecklistAnswers,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const item of items) {
    const error = checkAnswer(item, answers[item.id]);
    if (error) errors[item.id] = error;
  }
  return errors;
}

/** The answers of the items only (others dropped), unanswered ones as null: what is stored. */
export function storedAnswers(
  items: readonly TChecklistItem[],
  answers: TChecklistAnswers,
): TChecklistAnswers {
  const stored: TChecklistAnswers = {};
  for (const item of items) {
    const answer = answers[item.id];
    stored[item.id] = answer === undefined || isUnanswered(answer) ? null : answer;
  }
  return stored;
}

export type TItemOutcome = 'ok' | 'failed' | 'flagged' | 'unanswered';

/**
 * How an answered item came out: No to a yes/no question and Fail are failed, Flag is flagged
 * (items are worded so that Yes is the good answer: "Guardrails in place?").
 */
export function itemOutcome(
  item: TChecklistItem,
  answer: TChecklistAnswer | undefined,
): TItemOutcome {
  if (isUnanswered(answer)) return 'unanswered';
  if (item.kind === 'yesNo' && answer === false) return 'failed';
  if (item.kind === 'passFlagFail' && answer === 'fail') return 'failed';
  if (item.kind === 'passFlagFail' && answer === 'flag') return 'flagged';
  return 'ok';
}

/** The items whose answers failed or were flagged: each may start a corrective task. */
export function failedItems(
  items: readonly TChecklistItem[],
  answers: TChecklistAnswers,
): TChecklistItem[] {
  return items.filter((item) => {
    const outcome = itemOutcome(item, answers[item.id]);
    return outcome === 'failed' || outcome === 'flagged';
  });
}

export const OUTCOME_LABELS: Readonly<Record<TItemOutcome, string>> = {
  ok: '',
  failed: 'Failed',
  flagged: 'Flagged',
  unanswered: 'Not answered',
};

/** An answer as text (the task card, the export). */
export function answerText(item: TChecklistItem, answer: TChecklistAnswer | undefined): string {
  if (isUnanswered(answer)) return 'Not answered';
  switch (item.kind) {
    case 'yesNo':
      return answer === true ? 'Yes' : 'No';
    case 'passFlagFail':
      return answer === 'pass' ? 'Pass' : answer === 'flag' ? 'Flag' : 'Fail';
    case 'number':
      return item.unit ? `${String(answer)} ${item.unit}` : String(answer);
    case 'text':
      return String(answer);
    case 'photo':
      return 'Photo';
    case 'signature':
      return 'Signed';
  }
}

/** The export's Checklist cell: "Label: answer; …" in the template's order. */
export function checklistSummary(
  items: readonly TChecklistItem[],
  answers: TChecklistAnswers,
): string {
  return items
    .map((item) => `${item.label}: ${answerText(item, answers[item.id]).replace(/\s+/g, ' ')}`)
    .join('; ');
}

/**
 * The type of a corrective task for a failed item: Repair where the craft offers it on the
 * site; on a scaffold, a Modification; otherwise the task's own type (another round).
 */
export function correctiveTaskType(
  craftType: number,
  taskType: number,
  siteValidTaskTypes: readonly number[],
): number {
  const offered: readonly number[] = validTaskTypesFor(craftType, siteValidTaskTypes);
  if (offered.includes(TASK_TYPE.REPAIR)) return TASK_TYPE.REPAIR;
  if (craftType === CRAFT_TYPE.SCAFFOLDING && offered.includes(TASK_TYPE.MODIFICATION))
    return TASK_TYPE.MODIFICATION;
  return taskType;
}

/** "Corrective: <item label>", within the title limit. */
export function correctiveTaskTitle(label: string): string {
  return `Corrective: ${label}`.slice(0, TEXT_LIMITS.title);
}

/** The corrective task's description: where it came from and the answer given. */
export function correctiveTaskDescription(
  taskTitle: string,
  templateName: string,
  item: TChecklistItem,
  answer: TChecklistAnswer | undefined,
): string {
  return `From the checklist "${templateName}" of the task "${taskTitle}": ${item.label} — ${answerText(item, answer)}.`.slice(
    0,
    TEXT_LIMITS.longText,
  );
}
