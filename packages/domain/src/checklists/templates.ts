import { z } from 'zod';
import { multiLineText, oneLineText, TEXT_LIMITS } from '../text/text.ts';

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

export const MAX_CHECKLIST_ITEMS = 100;

/** One item of a template. Number items may carry limits. */
export const ZChecklistItem = z.object({
  id: z.string().trim().min(1).max(TEXT_LIMITS.id),
  kind: z.enum(CHECKLIST_ITEM_KINDS),
  label: oneLineText(TEXT_LIMITS.reference),
  required: z.boolean(),
  min: z.number().finite().nullable().optional(),
  max: z.number().finite().nullable().optional(),
  unit: oneLineText(40).optional(),
});
export type TChecklistItem = z.output<typeof ZChecklistItem>;

/** An answer to one item: by item id. Photos and signatures are stored file keys. */
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
