import { describe, expect, it } from 'vitest';
import { SCAFFOLD_BLOCK_REASON_TEXTS, type TScaffoldFacts } from './scaffold-state.ts';
import {
  isStartingMove,
  isWaitingForScaffold,
  releasedStatus,
  scheduleChoiceOf,
  waitingReason,
  WAITING_TEXTS,
  ZSetNeedsScaffoldInput,
  type TReleasedTask,
  type TWaitingReason,
} from './waiting.ts';

const CHICAGO = 'America/Chicago';
// 10:00 CDT on Friday 15 March 2024.
const NOW = new Date('2024-03-15T15:00:00.000Z');
const DAY = 86_400_000;
const ago = (days: number) => new Date(NOW.getTime() - days * DAY);

const standing: TScaffoldFacts = {
  installed: true,
  open: true,
  onHold: false,
  installedAt: ago(2),
  lastInspection: { at: ago(1), result: 'safe' },
  lastModificationAt: null,
};

describe('waitingReason (a linked Awaiting task, 7-day interval)', () => {
  it.each<[string, TScaffoldFacts, TWaitingReason | null]>([
    ['a standing, inspected scaffold lets it start', standing, null],
    [
      'not installed yet',
      { ...standing, installed: false, installedAt: null, lastInspection: null },
      'notInstalled',
    ],
    [
      'closed before it was ever installed',
      { ...standing, open: false, installed: false, installedAt: null },
      'notInstalled',
    ],
    ['removed (closed after installation)', { ...standing, open: false }, 'removed'],
    ['on hold', { ...standing, onHold: true }, 'onHold'],
    [
      'failed its last inspection',
      { ...standing, lastInspection: { at: ago(1), result: 'unsafe' } },
      'failedInspection',
    ],
    [
      'restricted is still usable',
      { ...standing, lastInspection: { at: ago(1), result: 'restricted' } },
      null,
    ],
    [
      'an overdue inspection alone does not hold it back',
      { ...standing, lastInspection: { at: ago(30), result: 'safe' } },
      null,
    ],
    [
      'modified since its inspection (due at once) does not either',
      { ...standing, lastModificationAt: ago(0.5) },
      null,
    ],
    [
      'on hold wins over failed inspection',
      { ...standing, onHold: true, lastInspection: { at: ago(1), result: 'unsafe' } },
      'onHold',
    ],
  ])('%s', (_name, scaffold, reason) => {
    const facts = {
      task: { taskStatus: 30, needsScaffoldRecordId: 'scaffold-1' },
      scaffold,
      intervalDays: 7,
      now: NOW,
    };
    expect(waitingReason(facts)).toBe(reason);
    expect(isWaitingForScaffold(facts)).toBe(reason !== null);
  });
});

describe('waitingReason by the task status (scaffold not installed)', () => {
  const notInstalled = { ...standing, installed: false, installedAt: null, lastInspection: null };
  it.each<[string, number, boolean]>([
    ['Awaiting Estimate waits', 5, true],
    ['Awaiting Approval waits', 8, true],
    ['Awaiting Schedule waits', 10, true],
    ['Scheduled waits', 20, true],
    ['Awaiting waits', 30, true],
    ['In Route waits', 35, true],
    ['On Hold waits (resuming is a start)', 50, true],
    ['In Progress is already under way', 40, false],
    ['Awaiting Payment is after the work', 80, false],
    ['Complete does not wait', 90, false],
    ['Canceled does not wait', 99, false],
  ])('%s', (_name, taskStatus, waits) => {
    expect(
      isWaitingForScaffold({
        task: { taskStatus, needsScaffoldRecordId: 'scaffold-1' },
        scaffold: notInstalled,
        intervalDays: 7,
        now: NOW,
      }),
    ).toBe(waits);
  });

  it('a task without a link never waits', () => {
    expect(
      waitingReason({
        task: { taskStatus: 30, needsScaffoldRecordId: null },
        scaffold: notInstalled,
        intervalDays: 7,
        now: NOW,
      }),
    ).toBeNull();
  });
});

describe('isStartingMove', () => {
  it.each<[string, number, number, boolean]>([
    ['Awaiting to In Progress', 30, 40, true],
    ['On Hold to In Progress (resume)', 50, 40, true],
    ['Route Awaiting: Awaiting to Complete', 30, 90, true],
    ['In Route to Complete', 35, 90, true],
    ['In Progress to Complete (already started)', 40, 90, false],
    ['Awaiting Review to Complete', 6, 90, false],
    ['Awaiting to Canceled (removing it)', 30, 99, false],
    ['Awaiting Approval to Awaiting', 8, 30, false],
    ['In Progress to On Hold', 40, 50, false],
  ])('%s', (_name, from, to, starting) => {
    expect(isStartingMove(from, to)).toBe(starting);
  });
});

describe('releasedStatus: the schedule rule on release (America/Chicago, 10:00 CDT)', () => {
  const task = (t: Partial<TReleasedTask>): TReleasedTask => ({
    taskStatus: 30,
    urgent: false,
    nextOpportunity: false,
    timestampScheduled: null,
    ...t,
  });
  it.each<[string, TReleasedTask, number]>([
    [
      'Scheduled for a later day stays Scheduled',
      task({ taskStatus: 20, timestampScheduled: new Date('2024-03-18T15:00:00Z') }),
      20,
    ],
    [
      'Scheduled for today becomes Awaiting',
      task({ taskStatus: 20, timestampScheduled: new Date('2024-03-15T20:00:00Z') }),
      30,
    ],
    [
      'Scheduled for yesterday becomes Awaiting',
      task({ taskStatus: 20, timestampScheduled: ago(1) }),
      30,
    ],
    ['Urgent gives Awaiting', task({ taskStatus: 20, urgent: true }), 30],
    ['Next Opportunity gives Awaiting', task({ nextOpportunity: true }), 30],
    ['Awaiting Schedule stays Awaiting Schedule', task({ taskStatus: 10 }), 10],
    ['Awaiting without a day stays Awaiting', task({}), 30],
    [
      'Awaiting with a later day becomes Scheduled',
      task({ timestampScheduled: new Date('2024-03-20T15:00:00Z') }),
      20,
    ],
    ['Awaiting Estimate is left to the estimate flow', task({ taskStatus: 5 }), 5],
    [
      'Awaiting Approval is left to approval',
      task({ taskStatus: 8, timestampScheduled: ago(1) }),
      8,
    ],
    ['On Hold is left on hold', task({ taskStatus: 50 }), 50],
  ])('%s', (_name, t, status) => {
    expect(releasedStatus(t, NOW, CHICAGO)).toBe(status);
  });

  it('reads the schedule choice from the task fields, urgent first', () => {
    expect(scheduleChoiceOf(task({ urgent: true, nextOpportunity: true }))).toBe('urgent');
    expect(scheduleChoiceOf(task({ taskStatus: 10 }))).toBe('awaitingSchedule');
    expect(scheduleChoiceOf(task({}))).toBeNull();
  });
});

describe('texts and input', () => {
  it('names the reason in the refusal', () => {
    expect(WAITING_TEXTS.refusal('notInstalled')).toBe(
      `This task is waiting for its scaffold: ${SCAFFOLD_BLOCK_REASON_TEXTS.notInstalled}`,
    );
  });

  it.each<[string, unknown, boolean]>([
    ['a link', { taskId: 't', scaffoldRecordId: 'r' }, true],
    ['an unlink', { taskId: 't', scaffoldRecordId: null }, true],
    ['a missing scaffold', { taskId: 't' }, false],
    ['an id too long', { taskId: 't', scaffoldRecordId: 'x'.repeat(129) }, false],
    ['an empty task id', { taskId: '', scaffoldRecordId: null }, false],
  ])('ZSetNeedsScaffoldInput: %s', (_name, input, ok) => {
    expect(ZSetNeedsScaffoldInput.safeParse(input).success).toBe(ok);
  });
});
