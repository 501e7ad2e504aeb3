import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ATTACHMENT_TOO_LARGE, MAX_ATTACHMENT_BYTES } from '@craftwork/domain/records/attachments';
import { addCraftRecord, createSiteFixture, PASSWORD } from '../../test/fixtures.ts';
import { startTestApp, type TestApp, type TestClient } from '../../test/harness.ts';

let t: TestApp;
let plant: TestClient;
let recordId: string;
beforeAll(async () => {
  t = await startTestApp();
  const site = await createSiteFixture(t.db, 'ATTACH');
  recordId = (await addCraftRecord(t.db, site)).id;
  plant = await t.signIn(site.users.plant.email, PASSWORD);
});
afterAll(() => t.close());

describe('attachment size', () => {
  it('refuses a file over 25 MB in words, and keeps nothing', async () => {
    const file = new File([new Uint8Array(MAX_ATTACHMENT_BYTES + 1)], 'scan.pdf');
    await expect(
      plant.rpc.craftRecords.addAttachment({ craftRecordId: recordId, taskId: null, file }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: ATTACHMENT_TOO_LARGE });
    const record = await plant.rpc.craftRecords.get({ id: recordId });
    expect(record.attachments).toEqual([]);
  });
});
