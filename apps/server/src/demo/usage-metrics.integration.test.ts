import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIns, users } from '../db/schema.ts';
import { addMember, createSite, createVerifiedUser } from '../modules/sites/index.ts';
import { startTestApp, type TestApp } from '../test/harness.ts';
import { seedDemoSignIns } from './usage-metrics.ts';

let t: TestApp;
const NOW = new Date('2026-11-24T12:00:00Z');
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await startTestApp();
  await createSite(t.db, { siteKey: 'USAGEDEMO', name: 'Usage demo' });
  for (const local of ['plant', 'contractor.b', 'applicant']) {
    const email = `${local}@craftwork.demo`;
    ids[local] = await createVerifiedUser(t.db, {
      email,
      password: 'x'.repeat(12),
      displayName: local,
    });
    await addMember(t.db, {
      siteKey: 'USAGEDEMO',
      userId: ids[local],
      approved: local !== 'applicant',
    });
  }
  await seedDemoSignIns(t.db, { siteKey: 'USAGEDEMO', now: NOW });
}, 60_000);

afterAll(async () => {
  await t?.close();
});

describe('seedDemoSignIns', () => {
  it('writes 120 days of sign-ins, one member silent for over 90 days, none for the applicant', async () => {
    const of = (id: string) => t.db.select().from(signIns).where(eq(signIns.userId, id));
    const plant = await of(ids.plant!);
    expect(plant.length).toBe(121);
    const stopped = await of(ids['contractor.b']!);
    const last = Math.max(...stopped.map((s) => s.at.getTime()));
    expect(NOW.getTime() - last).toBeGreaterThan(90 * 86_400_000);
    expect(await of(ids.applicant!)).toEqual([]);
    const [user] = await t.db.select().from(users).where(eq(users.id, ids['contractor.b']!));
    expect(user?.appLastOpenedAt?.getTime()).toBeGreaterThan(last);
  });
});
