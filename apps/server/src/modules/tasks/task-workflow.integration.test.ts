import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENT_TYPE } from '@craftwork/domain/catalogues/event-types';
import { TASK_STATUS } from '@craftwork/domain/catalogues/task-statuses';
import { TASK_TYPE } from '@craftwork/domain/catalogues/task-types';
import { assets, craftRecords, events, mailOutbox, sites, tasks } from '../../db/schema.ts';
import { createSiteFixture, PASSWORD, type SiteFixture } from '../../test/fixtures.ts';
import { startTestApp, type TestApp, type TestClient } from '../../test/harness.ts';

let t: TestApp;
let site: SiteFixture;
let other: SiteFixture;
let plant: TestClient;
let admin: TestClient;
let contractorA: TestClient;

const S = TASK_STATUS;

beforeAll(async () => {
  t = await startTestApp();
  site = await createSiteFixture(t.db, 'FLOW');
  other = await createSiteFixture(t.db, 'FLOWOTHER');
  await t.db
    .update(sites)
    .set({
      validCraftTypes: [10, 30],
      customizations: {
        siteClassification: 'FACILITIES',
        awaitingEstimateEnabled: [{ craftType: 10, taskType: 11 }],
        // Details take only the keys the site defines (issue 10 #9).
        craftDetails: {
          '10': { tagNumber: { key: 'tagNumber', title: 'Tag Number', type: 'string' } },
        },
        taskSpecificDetails: {
          '10': {
            '12': [
              {
                key: 'legFeet',
                title: 'Leg Feet',
                type: 'number',
                required: true,
                onTaskStatus: [90],
              },
            ],
          },
        },
      },
    })
    .where(eq(sites.siteKey, 'FLOW'));
  plant = await t.signIn(site.users.plant.email, PASSWORD);
  admin = await t.signIn(site.users.admin.email, PASSWORD);
  contractorA = await t.signIn(site.users.contractorA.email, PASSWORD);
});
afterAll(() => t.close());

const tomorrow = () => new Date(Date.now() + 36 * 3600_000).toISOString();

async function eventTypes(taskId: string) {
  return (await t.db.select().from(events).where(eq(events.taskId, taskId))).map(
    (e) => e.eventType,
  );
}

describe("a scaffold's life", () => {
  let recordId: string;
  let installationId: string;

  it('creates a record and its installation in one step, scheduled for tomorrow', async () => {
    const created = await plant.rpc.tasks.create({
      craftType: 10,
      taskType: TASK_TYPE.INSTALLATION,
      newRecord: {
        title: 'Pipe rack 7',
        description: 'North side',
        locationId: site.locationIds[0]!,
        craftDetails: { tagNumber: 'SC-77' },
      },
      schedule: { choice: 'date', scheduledAt: tomorrow() },
      assignedCompanyId: site.companyA,
    });
    expect(created.taskStatus).toBe(S.SCHEDULED);
    recordId = created.craftRecordId;
    installationId = created.taskId;
    const task = await plant.rpc.tasks.get({ id: installationId });
    expect(task).toMatchObject({
      title: 'Installation - Pipe rack 7',
      subscribed: true,
      craftRecordPersistence: 'keep',
    });
    expect(await eventTypes(installationId)).toEqual([EVENT_TYPE.NEW_TASK_ADDED]);
    const record = await plant.rpc.craftRecords.get({ id: recordId });
    expect(record).toMatchObject({
      numOpenTasks: 1,
      open: true,
      craftDetails: { tagNumber: 'SC-77' },
    });
  });

  it('offers nothing after Scheduled; rescheduling as urgent makes it Awaiting', async () => {
    expect((await plant.rpc.tasks.get({ id: installationId })).offers.nextStatuses).toEqual([]);
    await plant.rpc.tasks.editDate({ taskId: installationId, choice: 'urgent' });
    const task = await plant.rpc.tasks.get({ id: installationId });
    expect(task).toMatchObject({ taskStatus: S.AWAITING, urgent: true });
    expect(task.offers.nextStatuses).toEqual([S.IN_PROGRESS]);
    expect(await eventTypes(installationId)).toContain(EVENT_TYPE.SCHEDULE_DATE_CHANGED);
  });

  it('refuses to delete it while In Progress, and stamps the start', async () => {
    await contractorA.rpc.tasks.setStatus({ taskId: installationId, status: S.IN_PROGRESS });
    const [row] = await t.db.select().from(tasks).where(eq(tasks.id, installationId));
    expect(row?.timestampTaskStarted).toBeInstanceOf(Date);
    await expect(
      admin.rpc.tasks.deleteTask({ refPath: `siteKeys/FLOW/tasks/${installationId}` }),
    ).rejects.toMatchObject({ code: 'CONFLICT' });
  });

  it('completes it with the next task, marking the scaffold installed', async () => {
    const result = await contractorA.rpc.tasks.setStatus({
      taskId: installationId,
      status: S.COMPLETE,
      nextTask: { create: true, assignedCompanyId: site.companyA, notes: 'Add a landing' },
    });
    expect(result.nextTaskId).toBeTruthy();
    const [done] = await t.db.select().from(tasks).where(eq(tasks.id, installationId));
    expect(done?.timestampTaskCompleted).toBeInstanceOf(Date);
    const next = await plant.rpc.tasks.get({ id: result.nextTaskId! });
    expect(next).toMatchObject({
      taskType: TASK_TYPE.MODIFICATION,
      taskStatus: S.AWAITING,
      title: 'Modification - Pipe rack 7',
      description: 'Add a landing',
      urgent: false,
    });
    const record = await plant.rpc.craftRecords.get({ id: recordId });
    expect(record).toMatchObject({
      open: true,
      numOpenTasks: 1,
      numClosedTasks: 1,
      craftDetails: { installed: true },
    });
    expect(record.standingDays).toBe(0);
    expect(record.closedTasks.map((c) => c.id)).toEqual([installationId]);
    expect(await eventTypes(installationId)).toEqual(
      expect.arrayContaining([EVENT_TYPE.TASK_STATUS_UPDATED]),
    );
  });

  it('closes the record when the removal completes', async () => {
    const removal = await plant.rpc.tasks.create({
      craftType: 10,
      taskType: TASK_TYPE.REMOVAL,
      craftRecordId: recordId,
      schedule: { choice: 'urgent' },
      assignedCompanyId: site.companyA,
    });
    const modification = (await plant.rpc.craftRecords.get({ id: recordId })).openTasks.find(
      (o) => o.taskType === TASK_TYPE.MODIFICATION,
    )!;
    await admin.rpc.tasks.deleteTask({ refPath: `siteKeys/FLOW/tasks/${modification.id}` });
    await plant.rpc.tasks.setStatus({ taskId: removal.taskId, status: S.IN_PROGRESS });
    await expect(
      plant.rpc.tasks.setStatus({ taskId: removal.taskId, status: S.COMPLETE }),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Please check the required field: Leg Feet',
    });
    expect((await plant.rpc.tasks.get({ id: removal.taskId })).materialPickup).toBeNull();
    await plant.rpc.tasks.setStatus({
      taskId: removal.taskId,
      status: S.COMPLETE,
      details: { legFeet: 40 },
      materialPickup: 'returned',
    });
    const [record] = await t.db.select().from(craftRecords).where(eq(craftRecords.id, recordId));
    expect(record).toMatchObject({ open: false, numOpenTasks: 0 });
    expect(record?.timestampRecordClosed).toBeInstanceOf(Date);
    expect((await plant.rpc.tasks.get({ id: removal.taskId })).materialPickup).toBe('returned');
  });
});

describe('the Material Pickup choice', () => {
  async function removalInProgress(title: string) {
    const created = await plant.rpc.tasks.create({
      craftType: 10,
      taskType: TASK_TYPE.REMOVAL,
      newRecord: { title },
      schedule: { choice: 'urgent' },
      assignedCompanyId: site.companyA,
    });
    await plant.rpc.tasks.setStatus({ taskId: created.taskId, status: S.IN_PROGRESS });
    return created.taskId;
  }

  it('is NEEDS PICKUP when a scaffolding removal completes without an answer', async () => {
    const taskId = await removalInProgress('Pickup default');
    await plant.rpc.tasks.setStatus({
      taskId,
      status: S.COMPLETE,
      details: { legFeet: 12 },
      persistenceChoice: 'close',
    });
    expect((await plant.rpc.tasks.get({ id: taskId })).materialPickup).toBe('pickup');
  });

  it('is kept only for a completed scaffolding removal', async () => {
    const taskId = await removalInProgress('Pickup on hold');
    await plant.rpc.tasks.setStatus({ taskId, status: S.ON_HOLD, materialPickup: 'returned' });
    expect((await plant.rpc.tasks.get({ id: taskId })).materialPickup).toBeNull();
  });
});

describe('editing a craft record', () => {
  it('saves only what changed, with an event for each kind of change, and names a site asset', async () => {
    const created = await plant.rpc.tasks.create({
      craftType: 10,
      taskType: TASK_TYPE.INSTALLATION,
      newRecord: { title: 'Edit me', craftDetails: { tagNumber: 'SC-1' } },
      schedule: { choice: 'urgent' },
      assignedCompanyId: site.companyA,
    });
    const refPath = `siteKeys/FLOW/parentRecords/${created.craftRecordId}`;
    const [asset] = await t.db
      .insert(assets)
      .values({ id: randomUUID(), siteKey: 'FLOW', customId: 'E-1', title: 'Exchanger E-1' })
      .returning();
    const [foreign] = await t.db
      .insert(assets)
      .values({ id: randomUUID(), siteKey: 'FLOWOTHER', customId: 'X-1', title: 'Elsewhere' })
      .returning();
    const recordEvents = async () =>
      (
        await t.db
          .select()
          .from(events)
          .where(and(eq(events.craftRecordId, created.craftRecordId), isNull(events.taskId)))
      )
        .map((e) => e.eventType)
        .sort((a, b) => a - b);
    const before = await recordEvents();

    await plant.rpc.craftRecords.updateCraftDetails({
      refPath,
      title: 'Edit me',
      description: 'Now with a description',
      locationId: site.locationIds[1]!,
      assetId: asset!.id,
      craftDetails: { tagNumber: 'SC-2' },
    });
    const record = await plant.rpc.craftRecords.get({ id: created.craftRecordId });
    expect(record).toMatchObject({
      title: 'Edit me',
      description: 'Now with a description',
      locationId: site.locationIds[1],
      assetId: asset!.id,
      assetName: 'Exchanger E-1',
      craftDetails: { tagNumber: 'SC-2' },
    });
    expect((await recordEvents()).filter((e) => !before.includes(e))).toEqual([
      EVENT_TYPE.UPDATED_DESCRIPTION,
      EVENT_TYPE.CHANGED_ASSET,
      EVENT_TYPE.CRAFT_RECORD_DETAILS_UPDATED,
      EVENT_TYPE.CHANGED_LOCATION,
    ]);

    await plant.rpc.craftRecords.updateCraftDetails({ refPath, title: 'Edited' });
    expect(await recordEvents()).toContain(EVENT_TYPE.UPDATED_TITLE);

    const moved = { latitude: 29.7361, longitude: -95.2119 };
    await plant.rpc.craftRecords.updateCraftDetails({ refPath, mapLocation: moved });
    expect(await plant.rpc.craftRecords.get({ id: created.craftRecordId })).toMatchObject(moved);
    const countOf = async (type: number) => (await recordEvents()).filter((e) => e === type).length;
    expect(await countOf(EVENT_TYPE.UPDATED_LOCATION_ON_MAP)).toBe(1);
    // The same point again changes nothing and writes no event.
    await plant.rpc.craftRecords.updateCraftDetails({ refPath, mapLocation: moved });
    expect(await countOf(EVENT_TYPE.UPDATED_LOCATION_ON_MAP)).toBe(1);

    await expect(
      plant.rpc.craftRecords.updateCraftDetails({ refPath, assetId: foreign!.id }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(
      plant.rpc.tasks.create({
        craftType: 10,
        taskType: TASK_TYPE.INSTALLATION,
        newRecord: { title: 'Foreign asset', assetId: foreign!.id },
        schedule: { choice: 'urgent' },
        assignedCompanyId: site.companyA,
      }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await plant.rpc.craftRecords.updateCraftDetails({ refPath, assetId: null });
    expect((await plant.rpc.craftRecords.get({ id: created.craftRecordId })).assetId).toBeNull();
  });

  it("lists the assets of the caller's site only, without deleted ones", async () => {
    await t.db.insert(assets).values([
      { id: randomUUID(), siteKey: 'FLOW', customId: 'A-0', title: 'First' },
      { id: randomUUID(), siteKey: 'FLOW', customId: 'Z-9', title: 'Gone', deletedAt: new Date() },
    ]);
    const mine = await contractorA.rpc.sites.listAssets();
    expect(mine.map((a) => a.customId)).toEqual(['A-0', 'E-1']);
    const theirs = await (await t.signIn(other.users.plant.email, PASSWORD)).rpc.sites.listAssets();
    expect(theirs.map((a) => a.customId)).toEqual(['X-1']);
  });
});

describe('status rules on the server', () => {
  it('lets a contractor request an estimate but not approve it', async () => {
    const record = await plant.rpc.tasks.create({
      craftType: 10,
      taskType: TASK_TYPE.INSTALLATION,
      newRecord: { title: 'Estimate me' },
      schedule: { choice: 'date', scheduledAt: tomorrow() },
      assignedCompanyId: site.companyA,
    });
    const request = await contractorA.rpc.tasks.create({
      craftType: 10,
      taskType: TASK_TYPE.MODIFICATION,
      craftRecordId: record.craftRecordId,
      schedule: { choice: 'date', scheduledAt: tomorrow() },
      assignedCompanyId: site.companyA,
      estimateRequested: true,
    });
    expect(request.taskStatus).toBe(S.AWAITING_ESTIMATE);
    await contractorA.rpc.tasks.setStatus({ taskId: request.taskId, status: S.AWAITING_APPROVAL });
    expect((await contractorA.rpc.tasks.get({ id: request.taskId })).offers.nextStatuses).toEqual(
      [],
    );
    await expect(
      contractorA.rpc.tasks.setStatus({ taskId: request.taskId, status: S.SCHEDULED }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await plant.rpc.tasks.setStatus({ taskId: request.taskId, status: S.SCHEDULED });
  });

  it('asks to keep or close the record when the last open prompt task completes', async () => {
    const painting = await plant.rpc.tasks.create({
      craftType: 30,
      taskType: 60,
      newRecord: { title: 'Handrail' },
      schedule: { choice: 'urgent' },
      assignedCompanyId: site.companyB,
    });
    await plant.rpc.tasks.setStatus({ taskId: painting.taskId, status: S.IN_PROGRESS });
    await expect(
      plant.rpc.tasks.setStatus({ taskId: painting.taskId, status: S.COMPLETE }),
    ).rejects.toMatchObject({
      message: 'Please select a craft record persistence option',
      data: { reason: 'KEEP_OR_CLOSE' },
    });
    await plant.rpc.tasks.setStatus({
      taskId: painting.taskId,
      status: S.COMPLETE,
      persistenceChoice: 'keep',
    });
    const [kept] = await t.db
      .select()
      .from(craftRecords)
      .where(eq(craftRecords.id, painting.craftRecordId));
    expect(kept?.open).toBe(true);
  });

  it('refuses a status the card does not offer', async () => {
    const task = await plant.rpc.tasks.create({
      craftType: 10,
      taskType: TASK_TYPE.INSPECTION,
      newRecord: { title: 'Skip' },
      schedule: { choice: 'urgent' },
      assignedCompanyId: site.companyA,
    });
    await expect(
      plant.rpc.tasks.setStatus({ taskId: task.taskId, status: S.COMPLETE }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });

  it('records reassignment and notes as events', async () => {
    const task = await plant.rpc.tasks.create({
      craftType: 10,
      taskType: TASK_TYPE.INSPECTION,
      newRecord: { title: 'Notes' },
      schedule: { choice: 'urgent' },
      assignedCompanyId: site.companyA,
    });
    await plant.rpc.tasks.edit({
      taskId: task.taskId,
      assignedCompanyId: site.companyA,
      additionalNotes: 'Check the toe boards',
    });
    expect(await eventTypes(task.taskId)).toContain(EVENT_TYPE.DESCRIPTION_CHANGED);
    await expect(
      plant.rpc.tasks.edit({
        taskId: task.taskId,
        assignedCompanyId: site.companyB,
        additionalNotes: 'x',
      }),
    ).rejects.toMatchObject({
      message: 'Assigned Company is required',
    });
  });
});

describe('subscriptions', () => {
  it('mails subscribers who receive notifications, not the one who made the change', async () => {
    const task = await plant.rpc.tasks.create({
      craftType: 10,
      taskType: TASK_TYPE.INSPECTION,
      newRecord: { title: 'Watched' },
      schedule: { choice: 'urgent' },
      assignedCompanyId: site.companyA,
    });
    await admin.rpc.tasks.subscribe({ taskId: task.taskId });
    expect((await admin.rpc.tasks.get({ id: task.taskId })).subscribed).toBe(true);
    await admin.rpc.tasks.setStatus({ taskId: task.taskId, status: S.IN_PROGRESS });
    // The mail is written after the answer.
    const watchedMails = async () =>
      (await t.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'task-status')))
        .filter((m) => m.subject.startsWith('Inspection - Watched'))
        .map((m) => m.to);
    await expect.poll(watchedMails).toEqual([site.users.plant.email]);
    await admin.rpc.tasks.unsubscribe({ taskId: task.taskId });
    expect((await admin.rpc.tasks.get({ id: task.taskId })).subscribed).toBe(false);
  });
});

describe('photos, attachments and the QR tag', () => {
  let recordId: string;

  beforeAll(async () => {
    recordId = (
      await plant.rpc.tasks.create({
        craftType: 10,
        taskType: TASK_TYPE.INSTALLATION,
        newRecord: { title: 'Photographed', craftDetails: { tagNumber: 'SC-9' } },
        schedule: { choice: 'urgent' },
        assignedCompanyId: site.companyA,
      })
    ).craftRecordId;
  });

  it('re-encodes uploads into three JPEG sizes and sets the thumbnail', async () => {
    const png = await sharp({
      create: { width: 640, height: 480, channels: 3, background: '#336699' },
    })
      .png()
      .toBuffer();
    const { photoIds } = await plant.rpc.craftRecords.addPhotos({
      craftRecordId: recordId,
      files: [
        new File([new Uint8Array(png)], 'a.png', { type: 'image/png' }),
        new File([new Uint8Array(png)], 'b.png', { type: 'image/png' }),
      ],
    });
    expect(photoIds).toHaveLength(2);
    const record = await plant.rpc.craftRecords.get({ id: recordId });
    expect(record.thumbnailUrl).toBe(`/api/files/photos/${photoIds[1]}/thumb`);
    const thumb = await plant.fetch(record.photos[0]!.thumbUrl);
    expect(thumb.headers.get('content-type')).toBe('image/jpeg');
    expect(await sharp(Buffer.from(await thumb.arrayBuffer())).metadata()).toMatchObject({
      width: 300,
      height: 300,
      format: 'jpeg',
    });
    const full = await sharp(
      Buffer.from(await (await plant.fetch(record.photos[0]!.fullUrl)).arrayBuffer()),
    ).metadata();
    expect(full).toMatchObject({ width: 640, height: 480 });
    const written = await t.db
      .select()
      .from(events)
      .where(and(eq(events.craftRecordId, recordId), eq(events.eventType, EVENT_TYPE.ADDED_PHOTO)));
    expect(written).toHaveLength(2);
  });

  it('serves photos only to users who may see the record', async () => {
    const record = await plant.rpc.craftRecords.get({ id: recordId });
    const contractorB = await t.signIn(site.users.contractorB.email, PASSWORD);
    expect((await contractorB.fetch(record.photos[0]!.thumbUrl)).status).toBe(404);
    const outsider = await t.signIn(other.users.admin.email, PASSWORD);
    expect((await outsider.fetch(record.photos[0]!.thumbUrl)).status).toBe(404);
    expect((await t.client().fetch(record.photos[0]!.thumbUrl)).status).toBe(401);
  });

  it('refuses a file that is not an image', async () => {
    await expect(
      plant.rpc.craftRecords.addPhotos({
        craftRecordId: recordId,
        files: [new File(['%PDF-1.7'], 'x.jpg', { type: 'image/jpeg' })],
      }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: 'x.jpg is not an image.' });
  });

  it('deletes a photo and moves the thumbnail back', async () => {
    const record = await plant.rpc.craftRecords.get({ id: recordId });
    await plant.rpc.craftRecords.deletePhoto({ photoId: record.photos[1]!.id });
    const after = await plant.rpc.craftRecords.get({ id: recordId });
    expect(after.photos).toHaveLength(1);
    expect(after.thumbnailUrl).toBe(after.photos[0]!.thumbUrl);
  });

  it('round-trips an attachment', async () => {
    const { attachmentId } = await plant.rpc.craftRecords.addAttachment({
      craftRecordId: recordId,
      taskId: null,
      file: new File(['inspection notes'], 'notes.txt', { type: 'text/plain' }),
    });
    const record = await plant.rpc.craftRecords.get({ id: recordId });
    const attachment = record.attachments.find((a) => a.id === attachmentId)!;
    expect(attachment.filename).toBe('notes.txt');
    const download = await plant.fetch(attachment.url);
    expect(await download.text()).toBe('inspection notes');
    expect(download.headers.get('content-disposition')).toContain('attachment');
    await plant.rpc.craftRecords.deleteAttachment({ attachmentId });
    expect((await plant.fetch(attachment.url)).status).toBe(404);
  });

  // The tag's contents are read from its pages in scaffold-tags/qr-tag.integration.test.ts.
  it('answers a printable QR tag PDF for the record', async () => {
    const { url } = await plant.rpc.craftRecords.handleGenerateQRScaffoldTagCF({
      craftRecordID: recordId,
      whiteLabel: null,
    });
    expect(url).toBe(`/api/qr-tags/${recordId}?size=a6`);
    const tag = await plant.fetch(url);
    expect(tag.headers.get('content-type')).toBe('application/pdf');
    expect(tag.headers.get('content-disposition')).toMatch(/^inline; filename="Tag SC-9\.pdf"/);
    expect(
      Buffer.from(await tag.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  });
});
