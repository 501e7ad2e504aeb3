import { describe, expect, it } from 'vitest';
import {
  FEEDBACK_MESSAGE_MAX,
  FEEDBACK_MESSAGES,
  feedbackSubjectExcerpt,
  ZSendFeedbackInput,
  ZSetFeedbackHandledInput,
} from './feedback.ts';

describe('ZSendFeedbackInput', () => {
  it.each([
    [{ category: 'Bug', message: 'The map is blank' }, true],
    [{ category: 'Idea', message: 'line one\nline two\ttabbed' }, true],
    [{ category: 'Question', message: 'x'.repeat(FEEDBACK_MESSAGE_MAX) }, true],
    [{ category: 'Other', message: '  padded  ' }, true],
    [{ category: 'Praise', message: 'Nice' }, false],
    [{ category: '', message: 'Nice' }, false],
    [{ message: 'Nice' }, false],
    [{ category: 'Bug', message: '' }, false],
    [{ category: 'Bug', message: '   ' }, false],
    [{ category: 'Bug', message: 'x'.repeat(FEEDBACK_MESSAGE_MAX + 1) }, false],
    [{ category: 'Bug', message: 'bell\u0007' }, false],
  ])('%j → valid %s', (input, valid) => {
    expect(ZSendFeedbackInput.safeParse(input).success).toBe(valid);
  });

  it('trims the message and says what is missing', () => {
    expect(ZSendFeedbackInput.parse({ category: 'Bug', message: '  hi  ' }).message).toBe('hi');
    const empty = ZSendFeedbackInput.safeParse({ category: 'Bug', message: ' ' });
    expect(empty.error?.issues[0]?.message).toBe(FEEDBACK_MESSAGES.messageRequired);
    const noCategory = ZSendFeedbackInput.safeParse({ category: 'x', message: 'hi' });
    expect(noCategory.error?.issues[0]?.message).toBe(FEEDBACK_MESSAGES.categoryRequired);
  });
});

describe('ZSetFeedbackHandledInput', () => {
  it.each([
    [{ id: 'f1', handled: true }, true],
    [{ id: 'f1', handled: false }, true],
    [{ id: '', handled: true }, false],
    [{ id: 'x'.repeat(129), handled: true }, false],
    [{ id: 'f1', handled: 'yes' }, false],
  ])('%j → valid %s', (input, valid) => {
    expect(ZSetFeedbackHandledInput.safeParse(input).success).toBe(valid);
  });
});

describe('feedbackSubjectExcerpt', () => {
  it.each([
    ['Short', 'Short'],
    ['First line\nsecond line', 'First line'],
    ['First line\r\nsecond line', 'First line'],
    ['y'.repeat(60), 'y'.repeat(60)],
    ['y'.repeat(80), `${'y'.repeat(59)}…`],
  ])('quotes %j as %j', (message, excerpt) => {
    expect(feedbackSubjectExcerpt(message)).toBe(excerpt);
  });
});
