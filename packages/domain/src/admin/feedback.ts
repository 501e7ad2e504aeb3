import { z } from 'zod';
import { multiLineText, TEXT_LIMITS } from '../text/text.ts';

/** The categories of /feedback, in the order the form offers them. */
export const FEEDBACK_CATEGORIES = ['Bug', 'Idea', 'Question', 'Other'] as const;
export type TFeedbackCategory = (typeof FEEDBACK_CATEGORIES)[number];

/** Longest message a member may send. */
export const FEEDBACK_MESSAGE_MAX = TEXT_LIMITS.longText;

/** How often one member may send feedback to one site. */
export const FEEDBACK_RATE_LIMIT = { max: 5, windowSeconds: 10 * 60 } as const;

/** The Feedback screen's texts (issue 13; the spec shows none). */
export const FEEDBACK_MESSAGES = {
  categoryRequired: 'Please choose a category.',
  messageRequired: 'Please enter a message.',
  messageTooLong: `The message needs to be less than ${FEEDBACK_MESSAGE_MAX} characters`,
  sent: 'Thank you. Your feedback has been sent to the site admins.',
  handled: 'Marked as handled.',
  notHandled: 'Marked as not handled.',
} as const;

export const ZFeedbackCategory = z.enum(FEEDBACK_CATEGORIES, {
  error: FEEDBACK_MESSAGES.categoryRequired,
});

/** feedback.send: what the form sends. */
export const ZSendFeedbackInput = z.object({
  category: ZFeedbackCategory,
  message: multiLineText(FEEDBACK_MESSAGE_MAX, {
    required: FEEDBACK_MESSAGES.messageRequired,
    tooLong: FEEDBACK_MESSAGES.messageTooLong,
  }),
});
export type TSendFeedbackInput = z.output<typeof ZSendFeedbackInput>;

/** feedback.setHandled: one row's Handled switch. */
export const ZSetFeedbackHandledInput = z.object({
  id: z.string().min(1).max(TEXT_LIMITS.id),
  handled: z.boolean(),
});
export type TSetFeedbackHandledInput = z.output<typeof ZSetFeedbackHandledInput>;

/** Longest piece of a message quoted in the mail's subject. */
const SUBJECT_EXCERPT = 60;

/** The part of a message the site admins' mail quotes in its subject: its first line, cut. */
export function feedbackSubjectExcerpt(message: string): string {
  const firstLine = message.split(/\r?\n/, 1)[0] ?? '';
  return firstLine.length > SUBJECT_EXCERPT
    ? `${firstLine.slice(0, SUBJECT_EXCERPT - 1)}…`
    : firstLine;
}
