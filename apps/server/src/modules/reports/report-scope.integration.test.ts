import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addCraftRecord,
  createSiteFixture,
  PASSWORD,
  type SiteFixture,
} from '../../test/fixtures.ts';
import { signInEach, startTestApp, type TestApp, type TestClient } from '../../test/harness.ts';
import { settled } from './report-data.fixture.ts';

let t: TestApp;
let site: SiteFixture;
let c: Record<'plant' | 'contractorA' | 'contractorB', TestClient>;

beforeAll(async () => {
  t = await startTestApp();
  site = await createSiteFixture(t.db, 'REPORTSCOPE');
  await addCraftRecord(t.db, site, {}, [
    { taskStatus: 20, title: 'Task of company A', assignedCompanyId: site.companyA },
  ]);
  await addCraftRecord(t.db, site, {}, [
    { taskStatus: 20, title: 'Task of company B', assignedCompanyId: site.companyB },
  ]);
  c = await signInEach(
    t,
    {
      plant: site.users.plant,
      contractorA: site.users.contractorA,
      contractorB: site.users.contractorB,
    },
    PASSWORD,
  );
});
afterAll(() => t.close());

/** Generates an Open Tasks report and downloads its CSV through its signed link. */
async function openTasksCsv(client: TestClient) {
  const { id } = await client.rpc.reports.generateReport({ type: 'open-tasks' });
  expect(await settled(t.db, id)).toMatchObject({ status: 'ready', error: null });
  const listed = (await client.rpc.reports.list()).find((r) => r.id === id)!;
  const url = new URL(listed.csvUrl!);
  const answer = await client.fetch(url.pathname + url.search);
  expect(answer.status).toBe(200);
  return answer.text();
}

describe('a generated report holds the requester’s scope only', () => {
  it('gives a contractor their company’s rows, and plant personnel every company’s', async () => {
    const a = await openTasksCsv(c.contractorA);
    expect(a).toContain('Task of company A');
    expect(a).not.toContain('Task of company B');
    const b = await openTasksCsv(c.contractorB);
    expect(b).toContain('Task of company B');
    expect(b).not.toContain('Task of company A');
    const plant = await openTasksCsv(c.plant);
    expect(plant).toContain('Task of company A');
    expect(plant).toContain('Task of company B');
  });
});
