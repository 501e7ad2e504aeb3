// Domain list rules over 10,000 tasks in memory, each against the simplest filter that does
// comparable work (figures are ratios, measured in the same run).
import { Bench } from 'tinybench';
import { TASK_STATUSES } from '@craftwork/domain/catalogues/task-statuses';
import { matchesSearch } from '@craftwork/domain/lists/search';
import {
  matchesTaskListCriteria,
  taskListCriteria,
  type TTaskListTask,
} from '@craftwork/domain/lists/task-list';

export async function runDomainBench(options: { quick: boolean }) {
  const now = new Date('2026-06-15T15:00:00Z');
  const timeZone = 'America/Chicago';
  const tasks: (TTaskListTask & {
    title: string;
    description: string;
    workOrder: string | null;
  })[] = Array.from({ length: 10_000 }, (_, i) => ({
    taskStatus: TASK_STATUSES[i % TASK_STATUSES.length]!.code,
    taskType: [10, 11, 12, 13][i % 4]!,
    urgent: i % 9 === 0,
    nextOpportunity: i % 13 === 0,
    timestampScheduled: new Date(now.getTime() + ((i % 41) - 20) * 86_400_000),
    timestampTaskCompleted: i % 7 === 0 ? new Date(now.getTime() - (i % 60) * 86_400_000) : null,
    title: `Installation - pipe rack ${i}`,
    description: `Scaffold access at unit ${i % 8}`,
    workOrder: i % 3 ? `WO-${50_000 + i}` : null,
  }));

  const bench = new Bench({ time: options.quick ? 200 : 500, iterations: 10 });
  const backlog = taskListCriteria('Backlog', { now, timeZone });
  bench
    .add('baseline: status filter over 10k tasks', () => {
      return tasks.filter((t) => t.taskStatus === 30 || t.taskStatus === 20).length;
    })
    .add('Backlog membership over 10k tasks', () => {
      return tasks.filter((t) => matchesTaskListCriteria(t, backlog)).length;
    })
    .add('baseline: one substring over 10k titles', () => {
      return tasks.filter((t) => t.title.toLowerCase().includes('rack')).length;
    })
    .add('two-word search over 10k tasks', () => {
      return tasks.filter((t) => matchesSearch([t.title, t.description, t.workOrder], 'rack unit'))
        .length;
    });

  await bench.run();
  const mean = (name: string) => {
    const result = bench.tasks.find((t) => t.name === name)?.result;
    return result && 'latency' in result ? result.latency.mean : NaN;
  };
  return {
    backlogMembershipRatio:
      mean('Backlog membership over 10k tasks') / mean('baseline: status filter over 10k tasks'),
    twoWordSearchRatio:
      mean('two-word search over 10k tasks') / mean('baseline: one substring over 10k titles'),
    meanMs: Object.fromEntries(bench.tasks.map((t) => [t.name, mean(t.name)])),
  };
}
