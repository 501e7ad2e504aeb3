import { randomUUID } from 'node:crypto';
import type { DbOrTx } from '../db/client.ts';
import { auditLog, feedback } from '../db/schema.ts';

const HOUR = 60 * 60 * 1000;

/**
 * The demo site's feedback (one handled) and a few audit entries, so /feedback and
 * /admin/audit-log have something to show. `people` are the demo's user ids.
 */
export async function seedFeedbackAndAudit(
  tx: DbOrTx,
  ctx: {
    siteKey: string;
    now: Date;
    people: { admin: string; foreman: string; contractor: string; plant: string };
  },
) {
  const { siteKey, now, people } = ctx;
  const ago = (hours: number) => new Date(now.getTime() - hours * HOUR);
  await tx.insert(feedback).values([
    {
      id: randomUUID(),
      siteKey,
      userId: people.foreman,
      category: 'Bug',
      message: 'The map does not show the pin of the Pump P-22 deck scaffold.',
      createdAt: ago(5),
    },
    {
      id: randomUUID(),
      siteKey,
      userId: people.contractor,
      category: 'Idea',
      message: 'Could the task list remember my Work Type filter between visits?',
      createdAt: ago(30),
    },
    {
      id: randomUUID(),
      siteKey,
      userId: people.plant,
      category: 'Question',
      message: 'Who approves new Brightline painters?',
      handled: true,
      handledBy: people.admin,
      handledAt: ago(40),
      createdAt: ago(48),
    },
  ]);
  await tx.insert(auditLog).values([
    {
      id: randomUUID(),
      siteKey,
      actorId: people.admin,
      area: 'siteSettings',
      action: 'updated',
      targetLabel: 'Demo Refinery',
      before: { inspectionIntervalDays: 7 },
      after: { inspectionIntervalDays: 14 },
      createdAt: ago(72),
    },
    {
      id: randomUUID(),
      siteKey,
      actorId: people.admin,
      area: 'locations',
      action: 'created',
      targetLabel: 'Tank Farm',
      after: { title: 'Tank Farm', department: 'Utilities' },
      createdAt: ago(96),
    },
    {
      id: randomUUID(),
      siteKey,
      actorId: people.admin,
      area: 'users',
      action: 'approved',
      targetId: people.contractor,
      targetLabel: 'Casey Apex',
      before: { approved: false },
      after: { approved: true, preset: 'foreman' },
      createdAt: ago(120),
    },
  ]);
}
