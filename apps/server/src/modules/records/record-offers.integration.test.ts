import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_PERMISSIONS } from '@craftwork/domain/access/permissions';
import { craftRecordRefPath } from '@craftwork/domain/lists/queries';
import { siteUsers } from '../../db/schema.ts';
import {
  addCraftRecord,
  createSiteFixture,
  PASSWORD,
  type SiteFixture,
} from '../../test/fixtures.ts';
import { startTestApp, type TestApp, type TestClient } from '../../test/harness.ts';

/**
 * craftRecords.get answers what the caller may do (issue 12 #3), by the ownership rule the
 * procedures enforce: the record page decides no permission itself.
 */
let t: TestApp;
let site: SiteFixture;
let clients: Record<'admin' | 'plant' | 'contractorA', TestClient>;
let plantsRecord: string;

const ALL = { canEdit: true, canDelete: true, canGenerateQrTag: true, canAddTask: true };
const NONE = { canEdit: false, canDelete: false, canGenerateQrTag: false, canAddTask: false };

beforeAll(async () => {
  t = await startTestApp();
  site = await createSiteFixture(t.db, 'OFFERS');
  // Created by the plant user; its task makes it visible to Company A.
  plantsRecord = (await addCraftRecord(t.db, site, {}, [{ taskStatus: 20 }])).id;
  clients = {
    admin: await t.signIn(site.users.admin.email, PASSWORD),
    plant: await t.signIn(site.users.plant.email, PASSWORD),
    contractorA: await t.signIn(site.users.contractorA.email, PASSWORD),
  };
});
afterAll(() => t.close());

describe('craftRecords.get offers, per role, on a record the plant user created', () => {
  it.each<[keyof typeof clients, typeof ALL]>([
    ['admin', ALL],
    // Plant users have no canDeleteCraftRecords, but created this record.
    ['plant', ALL],
    ['contractorA', { ...ALL, canDelete: false }],
  ])('%s', async (role, offers) => {
    const record = await clients[role].rpc.craftRecords.get({ id: plantsRecord });
    expect(record.offers).toEqual(offers);
  });
});

describe('a user without flags: only what they created', () => {
  let ownRecord: string;
  let attachmentId: string;
  beforeAll(async () => {
    await t.db
      .update(siteUsers)
      .set({ permissions: NO_PERMISSIONS })
      .where(
        and(eq(siteUsers.siteKey, site.siteKey), eq(siteUsers.userId, site.users.contractorA.id)),
      );
    ownRecord = (
      await addCraftRecord(t.db, site, { createdBy: site.users.contractorA.id }, [
        { taskStatus: 20 },
      ])
    ).id;
    const file = new File(['plan'], 'plan.pdf', { type: 'application/pdf' });
    ({ attachmentId } = await clients.plant.rpc.craftRecords.addAttachment({
      craftRecordId: plantsRecord,
      taskId: null,
      file,
    }));
  });

  it("offers nothing on another's record, and the procedures agree", async () => {
    const record = await clients.contractorA.rpc.craftRecords.get({ id: plantsRecord });
    expect(record.offers).toEqual(NONE);
    expect(record.attachments.map((a) => [a.id, a.canDelete])).toEqual([[attachmentId, false]]);
    const refPath = craftRecordRefPath(site.siteKey, plantsRecord);
    await expect(
      clients.contractorA.rpc.craftRecords.updateCraftDetails({ refPath, title: 'Mine now' }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(
      clients.contractorA.rpc.craftRecords.deleteParentRecord({ refPath }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(
      clients.contractorA.rpc.craftRecords.deleteAttachment({ attachmentId }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });

  it('offers edit and delete on their own record (not the QR tag), and the procedures agree', async () => {
    const record = await clients.contractorA.rpc.craftRecords.get({ id: ownRecord });
    expect(record.offers).toEqual({ ...NONE, canEdit: true, canDelete: true });
    const refPath = craftRecordRefPath(site.siteKey, ownRecord);
    await clients.contractorA.rpc.craftRecords.updateCraftDetails({ refPath, title: 'Renamed' });
    await clients.contractorA.rpc.craftRecords.deleteParentRecord({ refPath });
  });

  it("the plant user (the uploader and the record's creator) may delete the attachment", async () => {
    const record = await clients.plant.rpc.craftRecords.get({ id: plantsRecord });
    expect(record.attachments.map((a) => a.canDelete)).toEqual([true]);
  });
});
