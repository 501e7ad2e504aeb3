import { noReportOptions } from '@craftwork/domain/reports/report-types';
import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/client.ts';
import { reportConfigs } from '../../db/schema.ts';

/** A saved configuration written directly (created long ago, so its periods are due). */
export async function insertConfig(
  db: Database,
  values: Partial<typeof reportConfigs.$inferInsert> & { siteKey: string; userId: string },
): Promise<string> {
  const id = randomUUID();
  await db.insert(reportConfigs).values({
    id,
    name: 'Monday scaffolds',
    type: 'standing-scaffolds',
    frequency: 'weekly',
    sendTime: '06:00',
    options: noReportOptions(),
    timestampCreated: new Date('2026-01-01T00:00:00Z'),
    ...values,
  });
  return id;
}
