import { describe, expect, it } from 'vitest';
import type { TDetailFieldConfig } from '../site/site.ts';
import type { TCraftRecordPersistence } from '../records/persistence.ts';
import {
  applyStatusChange,
  isFieldTiedToStatus,
  needsPersistencePrompt,
  statusChangeNeedsDialog,
  statusChangeOpensDialog,
} from './status-effects.ts';

const NOW = new Date('2024-03-15T15:00:00.000Z');

describe('applyStatusChange', () => {
  it.each<[string, number, number, string[]]>([
    ['Awaiting to In Progress sets the start time', 30, 40, ['timestampTaskStarted']],
    ['Scheduled to In Progress sets the start time', 20, 40, ['timestampTaskStarted']],
    ['resuming from On Hold keeps the start time', 50, 40, []],
    ['In Progress to Complete sets the completion time', 40, 90, ['timestampTaskCompleted']],
    ['Awaiting Review to Complete sets the completion time', 6, 90, ['timestampTaskCompleted']],
    ['Route Awaiting to Complete sets the completion time', 30, 90, ['timestampTaskCompleted']],
    ['Awaiting Approval to Awaiting sets the awaiting start', 8, 30, ['timestampAwaitingStart']],
    ['Awaiting Estimate to Awaiting sets the awaiting start', 5, 30, ['timestampAwaitingStart']],
    ['staying Awaiting keeps the awaiting start', 30, 30, []],
    ['staying In Progress keeps the start time', 40, 40, []],
    ['re-saving a Complete task keeps the completion time', 90, 90, []],
    ['In Progress to On Hold sets nothing', 40, 50, []],
    ['Awaiting Approval to Scheduled sets nothing', 8, 20, []],
    ['Awaiting Approval to Awaiting Schedule sets nothing', 8, 10, []],
    ['Awaiting Estimate to Awaiting Approval sets nothing', 5, 8, []],
    ['Awaiting to Canceled sets nothing', 30, 99, []],
  ])('%s', (_case, from, to, stamped) => {
    const expected = { taskStatus: to, ...Object.fromEntries(stamped.map((k) => [k, NOW])) };
    expect(applyStatusChange({ taskStatus: from }, to, NOW)).toEqual(expected);
  });
});

const field = (key: string, extra: Partial<TDetailFieldConfig> = {}): TDetailFieldConfig => ({
  key,
  title: key,
  type: 'number',
  ...extra,
});

const FIELDS: TDetailFieldConfig[] = [
  field('legFeet', { onTaskStatus: [90] }),
  field('barrierHours', { onTaskStatus: [50, 90] }),
  field('hiddenOnStart', { onTaskStatus: [40], editable: false }),
  field('alwaysThere'),
];

describe('statusChangeNeedsDialog', () => {
  it.each<[string, readonly TDetailFieldConfig[], number, number, boolean]>([
    ['a field tied to Complete opens it on completion', FIELDS, 40, 90, true],
    ['a field tied to On Hold opens it when holding', FIELDS, 40, 50, true],
    ['a non-editable field does not open it', FIELDS, 30, 40, false],
    ['no field tied to Awaiting: saved directly', FIELDS, 8, 30, false],
    ['an unchanged status never opens it', FIELDS, 90, 90, false],
    ['an unchanged On Hold never opens it', FIELDS, 50, 50, false],
    ['no configured fields: saved directly', [], 40, 90, false],
  ])('%s', (_case, fields, from, to, opens) => {
    expect(statusChangeNeedsDialog(fields, from, to)).toBe(opens);
  });

  it.each<[TDetailFieldConfig, number, boolean]>([
    [field('a', { onTaskStatus: [90] }), 90, true],
    [field('a', { onTaskStatus: [90] }), 40, false],
    [field('a', { onTaskStatus: [90], editable: true }), 90, true],
    [field('a', { onTaskStatus: [90], editable: false }), 90, false],
    [field('a'), 90, false],
  ])('isFieldTiedToStatus(%j, %i) is %s', (f, status, tied) => {
    expect(isFieldTiedToStatus(f, status)).toBe(tied);
  });
});

describe('needsPersistencePrompt', () => {
  it.each<[string, number, TCraftRecordPersistence | null, number, number, boolean]>([
    ['completing the last open task of a prompt record asks', 40, 'prompt', 90, 1, true],
    ['completing an awaiting task by Route Awaiting asks too', 30, 'prompt', 90, 1, true],
    ['other open tasks on the record: no question', 40, 'prompt', 90, 2, false],
    ['a count of 0 (stale) does not ask', 40, 'prompt', 90, 0, false],
    ['close records do not ask', 40, 'close', 90, 1, false],
    ['keep records do not ask', 40, 'keep', 90, 1, false],
    ['a task without persistence does not ask', 40, null, 90, 1, false],
    ['holding a task does not ask', 40, 'prompt', 50, 1, false],
    ['re-saving a Complete task does not ask', 90, 'prompt', 90, 1, false],
  ])('%s', (_case, from, persistence, to, open, asks) => {
    expect(
      needsPersistencePrompt({ taskStatus: from, craftRecordPersistence: persistence }, to, open),
    ).toBe(asks);
  });
});

describe('statusChangeOpensDialog', () => {
  it.each<[string, readonly TDetailFieldConfig[], TCraftRecordPersistence, number, boolean]>([
    ['details to collect', FIELDS, 'keep', 2, true],
    ['the persistence question alone', [], 'prompt', 1, true],
    ['neither: saved directly', [], 'prompt', 2, false],
  ])('opens for %s: %s', (_case, fields, persistence, open, opens) => {
    expect(
      statusChangeOpensDialog({
        fields,
        task: { taskStatus: 40, craftRecordPersistence: persistence },
        to: 90,
        openTasksOnRecord: open,
      }),
    ).toBe(opens);
  });
});
