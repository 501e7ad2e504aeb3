import { z } from 'zod';
import { TASK_TYPE } from '../catalogues/task-types.ts';
import { multiLineText, oneLineText, TEXT_LIMITS } from '../text/text.ts';
import { fillTemplate } from '../i18n/template.ts';

/** The kinds of checklist item (ordered in a template). */
export const CHECKLIST_ITEM_KINDS = [
  'yesNo',
  'passFlagFail',
  'number',
  'text',
  'photo',
  'signature',
] as const;
export type TChecklistItemKind = (typeof CHECKLIST_ITEM_KINDS)[number];

export const CHECKLIST_ITEM_KIND_LABELS: Readonly<Record<TChecklistItemKind, string>> = {
  yesNo: 'Yes / No',
  passFlagFail: 'Pass / Flag / Fail',
  number: 'Number',
  text: 'Text',
  photo: 'Photo',
  signature: 'Signature',
};

export const MAX_CHECKLIST_ITEMS = 100;
/** Longest template name (shown as a heading and in the status dialog's tab). */
export const CHECKLIST_NAME_MAX = 120;
/** Longest unit of a number item ('bar', '°C', 'psi'). */
export const CHECKLIST_UNIT_MAX = 40;

/**
 * The task types a template may be attached to: Operator Rounds and the inspection types
 * (a scaffold inspection's form, safety, housekeeping and equipment inspections).
 */
export const CHECKLIST_TASK_TYPES = [
  TASK_TYPE.OPERATOR_ROUNDS,
  TASK_TYPE.INSPECTION,
  TASK_TYPE.SAFETY_INSPECTION,
  TASK_TYPE.HOUSEKEEPING_INSPECTION,
  TASK_TYPE.EQUIPMENT_INSPECTION,
] as const;

/** The texts of CHECKLIST_TEXTS that carry values, as templates (fillTemplate). */
export const CHECKLIST_TEMPLATES = {
  taskTypeTaken:
    '{taskType} tasks already ask the checklist "{template}". A task type has one checklist.',
  checkAnswers: 'Please check the checklist answers: {labels}',
  belowMin: 'The value must be at least {min}.',
  aboveMax: 'The value must be at most {max}.',
} as const;

export const CHECKLIST_TEXTS = {
  nameRequired: 'Please enter a name for the checklist.',
  labelRequired: 'Every item needs a label.',
  noItems: 'Add at least one item to the checklist.',
  tooManyItems: `A checklist holds at most ${MAX_CHECKLIST_ITEMS} items.`,
  duplicateItem: 'Two items of the checklist share an id.',
  limits: 'The lowest value must not be above the highest.',
  taskType: 'Checklists can be attached to Operator Rounds and inspection task types only.',
  taskTypeTaken: (taskType: string, template: string) =>
    fillTemplate(CHECKLIST_TEMPLATES.taskTypeTaken, { taskType, template }),
  notFound: 'This checklist is not available.',
  mayNotManage: 'Only site admins and users of a Checklists company may change checklists.',
  answersRequired: 'Please answer the checklist before completing the task.',
  checkAnswers: (labels: string) => fillTemplate(CHECKLIST_TEMPLATES.checkAnswers, { labels }),
  notCompleted: 'This task has no checklist answers yet.',
  notFailed: 'Only a failed or flagged item can start a corrective task.',
  noCompany: 'The task needs an assigned company before a corrective task can be created.',
  photoNotOnRecord: 'The photo was not found on this work record.',
  signatureInvalid: 'Please sign in the box with a finger, stylus or mouse.',
  signatureTooLarge: 'The signature is too large. Clear the box and sign again.',
  required: 'This item is required.',
  yesNo: 'Answer Yes or No.',
  passFlagFail: 'Answer Pass, Flag or Fail.',
  number: 'Enter a number.',
  belowMin: (min: number) => fillTemplate(CHECKLIST_TEMPLATES.belowMin, { min }),
  aboveMax: (max: number) => fillTemplate(CHECKLIST_TEMPLATES.aboveMax, { max }),
  text: 'Enter some text.',
  photo: 'Add a photo.',
  signature: 'Sign in the box.',
} as const;

const ZLimit = z.number().finite().nullable().optional();

/** One item of a template. Number items may carry limits. */
export const ZChecklistItem = z
  .object({
    id: z.string().trim().min(1).max(TEXT_LIMITS.id),
    kind: z.enum(CHECKLIST_ITEM_KINDS),
    label: oneLineText(TEXT_LIMITS.reference, { required: CHECKLIST_TEXTS.labelRequired }),
    required: z.boolean(),
    min: ZLimit,
    max: ZLimit,
    unit: oneLineText(CHECKLIST_UNIT_MAX).optional(),
  })
  .refine(
    (i) =>
      i.min === null ||
      i.min === undefined ||
      i.max === null ||
      i.max === undefined ||
      i.min <= i.max,
    {
      error: CHECKLIST_TEXTS.limits,
      path: ['max'],
    },
  );
export type TChecklistItem = z.output<typeof ZChecklistItem>;

/** An answer to one item: by item id. Photos are record photo ids, signatures stored file ids. */
export const ZChecklistAnswer = z.union([
  z.boolean(),
  z.number().finite(),
  z.enum(['pass', 'flag', 'fail']),
  multiLineText(TEXT_LIMITS.longText),
  z.null(),
]);
export type TChecklistAnswer = z.output<typeof ZChecklistAnswer>;

export const ZChecklistAnswers = z.record(
  z.string().trim().min(1).max(TEXT_LIMITS.id),
  ZChecklistAnswer,
);
export type TChecklistAnswers = z.output<typeof ZChecklistAnswers>;

/** A template as the editor saves it (id null: a new template). */
export const ZChecklistTemplateInput = z.object({
  id: z.string().min(1).max(TEXT_LIMITS.id).nullable().default(null),
  name: oneLineText(CHECKLIST_NAME_MAX, { required: CHECKLIST_TEXTS.nameRequired }),
  description: multiLineText(TEXT_LIMITS.longText).default(''),
  items: z
    .array(ZChecklistItem)
    .min(1, { error: CHECKLIST_TEXTS.noItems })
    .max(MAX_CHECKLIST_ITEMS, { error: CHECKLIST_TEXTS.tooManyItems })
    .refine((items) => new Set(items.map((i) => i.id)).size === items.length, {
      error: CHECKLIST_TEXTS.duplicateItem,
    }),
  taskTypes: z
    .array(
      z
        .number()
        .int()
        .refine((t) => (CHECKLIST_TASK_TYPES as readonly number[]).includes(t), {
          error: CHECKLIST_TEXTS.taskType,
        }),
    )
    .max(CHECKLIST_TASK_TYPES.length)
    .transform((types) => [...new Set(types)].sort((a, b) => a - b)),
});
export type TChecklistTemplateInput = z.input<typeof ZChecklistTemplateInput>;
export type TChecklistTemplateValues = z.output<typeof ZChecklistTemplateInput>;

/** A stored template, as far as the rules need it. */
export type TTemplateRef = { id: string; name: string; taskTypes: readonly number[] };

/** The template a task of this type is asked at completion: the one listing the type, if any. */
export function templateForTaskType<T extends TTemplateRef>(
  templates: readonly T[],
  taskType: number,
): T | null {
  return templates.find((t) => t.taskTypes.includes(taskType)) ?? null;
}

/**
 * One template per task type per site: the first of `taskTypes` another template (not `id`)
 * already lists, with that template; null when none is taken.
 */
export function takenTaskType<T extends TTemplateRef>(
  templates: readonly T[],
  id: string | null,
  taskTypes: readonly number[],
): { taskType: number; template: T } | null {
  for (const taskType of taskTypes) {
    const template = templates.find((t) => t.id !== id && t.taskTypes.includes(taskType));
    if (template) return { taskType, template };
  }
  return null;
}

/** A fresh item of a kind, for the editor's Add item. */
export function newChecklistItem(id: string, kind: TChecklistItemKind = 'yesNo'): TChecklistItem {
  return { id, kind, label: '', required: true, min: null, max: null, unit: '' };
}

/** Moves the item at `index` by `by` places (up −1, down +1); unchanged at the ends. */
export function moveItem<T>(items: readonly T[], index: number, by: -1 | 1): T[] {
  const to = index + by;
  if (index < 0 || index >= items.length || to < 0 || to >= items.length) return [...items];
  const next = [...items];
  const [moved] = next.splice(index, 1);
  next.splice(to, 0, moved as T);
  return next;
}
