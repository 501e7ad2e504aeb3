import { describe, expect, it } from 'vitest';
import { addDays, dueDateFor, isOverdue } from './overdue.ts';
import type { TInvoiceStatus } from './transitions.ts';

describe('isOverdue', () => {
  const today = '2026-03-15';
  it.each([
    ['draft', '2026-01-01', false, 'a draft is never overdue'],
    ['draft', null, false, 'a draft without a due date'],
    ['sent', '2026-03-14', true, 'sent, due yesterday'],
    ['sent', '2025-12-31', true, 'sent, due last year'],
    ['sent', '2026-03-15', false, 'sent, due today'],
    ['sent', '2026-03-16', false, 'sent, due tomorrow'],
    ['sent', null, false, 'sent without a due date'],
    ['partially_paid', '2026-03-14', true, 'partially paid, due yesterday: a balance is due'],
    ['partially_paid', '2026-03-15', false, 'partially paid, due today'],
    ['paid', '2026-01-01', false, 'paid'],
    ['void', '2026-01-01', false, 'void'],
  ] as const)('%s due %s → %s (%s)', (status, dueDate, expected, _why) => {
    expect(isOverdue({ status: status as TInvoiceStatus, dueDate }, today)).toBe(expected);
  });
});

describe('dueDateFor', () => {
  it('defaults to net 30: an invoice issued with no terms is due 30 days later', () => {
    expect(dueDateFor('2026-03-01')).toBe('2026-03-31');
  });

  it.each([
    ['2026-01-15', 30, '2026-02-14', 'within a year'],
    ['2026-01-31', 30, '2026-03-02', 'across February of a common year'],
    ['2028-01-31', 30, '2028-03-01', 'across February of a leap year'],
    ['2028-02-28', 1, '2028-02-29', 'onto a leap day'],
    ['2028-02-29', 1, '2028-03-01', 'off a leap day'],
    ['2027-02-28', 1, '2027-03-01', 'no leap day in 2027'],
    ['2100-02-28', 1, '2100-03-01', '2100 is not a leap year'],
    ['2000-02-28', 1, '2000-02-29', '2000 is a leap year'],
    ['2026-12-15', 30, '2027-01-14', 'across the new year'],
    ['2026-12-31', 1, '2027-01-01', 'new year'],
    ['2026-03-08', 1, '2026-03-09', 'US daylight saving start has no effect'],
    ['2026-11-01', 1, '2026-11-02', 'US daylight saving end has no effect'],
    ['2026-05-10', 0, '2026-05-10', 'net 0 is due the same day'],
    ['2026-01-01', 365, '2027-01-01', 'net 365'],
    ['2028-01-01', 365, '2028-12-31', 'net 365 in a leap year'],
    ['2026-04-30', 31, '2026-05-31', 'net 31'],
  ] as const)('%s net %i → %s (%s)', (issue, net, due, _why) => {
    expect(dueDateFor(issue, net)).toBe(due);
  });

  it('addDays goes back with negative days', () => {
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
  });
});
