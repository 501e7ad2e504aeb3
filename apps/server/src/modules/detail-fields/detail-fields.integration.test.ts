import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TASK_STATUS as S } from '@craftwork/domain/catalogues/task-statuses';
import { DETAIL_FIELD_CONFIG_MESSAGES as M } from '@craftwork/domain/details/field-config';
import type { TDetailFieldConfig } from '@craftwork/domain/site/site';
import { PERMISSION_ERROR_MESSAGE } from '../../errors.ts';
import { auditLog, craftRecords, sites, tasks } from '../../db/schema.ts';
import {
  addCraftRecord,
  createSiteFixture,
  PASSWORD,
  type SiteFixture,
} from '../../test/fixtures.ts';
import { startTestApp, type TestApp, type TestClient } from '../../test/harness.ts';
import { cookieHeader, openLiveStream } from '../../test/live-stream.ts';

let t: TestApp;
let site: SiteFixture;
const as: Record<string, TestClient> = {};
const ROLES = ['admin', 'plant', 'foreman', 'contractorA', 'applicant'] as const;
const REFUSED = ['plant', 'foreman', 'contractorA', 'applicant'] as const;

beforeAll(async () => {
  t = await startTestApp();
  site = await createSiteFixture(t.db, 'FIELDS');
  for (const role of ROLES) as[role] = await t.signIn(site.users[role].email, PASSWORD);
  as.anonymous = t.client();
});
afterAll(() => t.close());

const number = (key: string, extra: Partial<TDetailFieldConfig> = {}): TDetailFieldConfig => ({
  key,
  title: key,
  type: 'number',
  ...extra,
});

async function customizations() {
  const [row] = await t.db.select().from(sites).where(eq(sites.siteKey, 'FIELDS'));
  return row?.customizations as Record<string, Record<string, unknown>>;
}

async function auditOf(targetId: string) {
  return t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.siteKey, 'FIELDS'), eq(auditLog.targetId, targetId)));
}

describe('who may use the editors', () => {
  const craft = { craftType: 30, fields: [number('coats')] };
  const task = { craftType: 30, taskType: 60, fields: [number('coats')] };

  it('lets the site admin read and save both lists', async () => {
    await expect(as.admin!.rpc.detailFields.get()).resolves.toMatchObject({ siteKey: 'FIELDS' });
    await expect(as.admin!.rpc.detailFields.saveCraftFields(craft)).resolves.toBeTruthy();
    await expect(as.admin!.rpc.detailFields.saveTaskFields(task)).resolves.toBeTruthy();
  });

  it.each(REFUSED)('refuses %s with the permission message', async (role) => {
    const c = as[role]!;
    const refused = { code: 'FORBIDDEN', message: PERMISSION_ERROR_MESSAGE };
    await expect(c.rpc.detailFields.get()).rejects.toMatchObject(refused);
    await expect(c.rpc.detailFields.saveCraftFields(craft)).rejects.toMatchObject(refused);
    await expect(c.rpc.detailFields.saveTaskFields(task)).rejects.toMatchObject(refused);
  });

  it('refuses a signed-out caller', async () => {
    const c = as.anonymous!;
    await expect(c.rpc.detailFields.get()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(c.rpc.detailFields.saveCraftFields(craft)).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
    await expect(c.rpc.detailFields.saveTaskFields(task)).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
  });
});

describe('saveCraftFields', () => {
  it('stores the list with positions, returns it in order, and keeps every other setting', async () => {
    await t.db
      .update(sites)
      .set({
        customizations: {
          ...(await customizations()),
          inventoryEnabled: true,
          craftDetails: { '15': { jacket: { key: 'jacket', title: 'Jacket', type: 'string' } } },
        },
      })
      .where(eq(sites.siteKey, 'FIELDS'));
    const fields = [number('zeta', { title: 'Zeta' }), number('alpha', { title: 'Alpha' })];
    const saved = await as.admin!.rpc.detailFields.saveCraftFields({ craftType: 10, fields });
    expect(saved.fields.map((f) => [f.key, f.position])).toEqual([
      ['zeta', 0],
      ['alpha', 1],
    ]);
    const stored = await customizations();
    expect(stored.inventoryEnabled).toBe(true);
    expect(stored.craftDetails).toMatchObject({
      '15': { jacket: { title: 'Jacket' } },
      '10': { zeta: { position: 0 }, alpha: { position: 1 } },
    });
    const read = await as.admin!.rpc.detailFields.get();
    expect(read.craftDetails['10']?.map((f) => f.key)).toEqual(['zeta', 'alpha']);
    expect(read.validCraftTypes).toContain(10);
  });

  it('writes one audit entry with the list before and after', async () => {
    await as.admin!.rpc.detailFields.saveCraftFields({ craftType: 20, fields: [] });
    await as.admin!.rpc.detailFields.saveCraftFields({
      craftType: 20,
      fields: [number('psi', { title: 'PSI' })],
    });
    const entries = await auditOf('craftDetails.20');
    const last = entries.find((e) => JSON.stringify(e.after).includes('psi'));
    expect(last).toMatchObject({
      area: 'siteSettings',
      action: 'updated',
      actorId: site.users.admin.id,
      targetLabel: 'Craft detail fields: Waterblasting',
      before: { fields: [] },
      after: { fields: [{ key: 'psi', title: 'PSI', type: 'number', position: 0 }] },
    });
  });

  it.each<[string, Record<string, unknown>, string]>([
    [
      'a selection without options',
      { craftType: 10, fields: [{ key: 'pick', title: 'Pick', type: 'selection' }] },
      `Field 1 (Pick): ${M.optionsRequired}`,
    ],
    [
      'two fields with one key',
      { craftType: 10, fields: [number('a'), number('a')] },
      `Field 2 (a): ${M.keyTaken}`,
    ],
    [
      'min above max',
      { craftType: 10, fields: [number('a', { minValue: 5, maxValue: 1 })] },
      `Field 1 (a): ${M.valueOrder}`,
    ],
    [
      'a bad key',
      { craftType: 10, fields: [number('has space')] },
      `Field 1 (has space): ${M.keyPattern}`,
    ],
    ['a craft type the site lacks', { craftType: 90, fields: [] }, M.craftTypeNotValid],
  ])('refuses %s', async (_case, input, message) => {
    const before = await customizations();
    await expect(as.admin!.rpc.detailFields.saveCraftFields(input as never)).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message,
    });
    expect(await customizations()).toEqual(before);
  });

  it("tells the site's open screens, so forms using the fields refresh", async () => {
    const stream = await openLiveStream(t.url, cookieHeader(as.foreman!.cookies));
    await stream.waitFor((e) => e.event === 'connected');
    await as.admin!.rpc.detailFields.saveCraftFields({ craftType: 20, fields: [number('live')] });
    await stream.waitFor(
      (e) => e.event === 'message' && (e.data as { topics: string[] }).topics.includes('sites'),
    );
    stream.close();
  });

  it('keeps both of two saves made at once for different craft types', async () => {
    await Promise.all([
      as.admin!.rpc.detailFields.saveCraftFields({ craftType: 100, fields: [number('rooms')] }),
      as.admin!.rpc.detailFields.saveTaskFields({
        craftType: 100,
        taskType: 100,
        fields: [number('bags')],
      }),
      as.admin!.rpc.detailFields.saveCraftFields({ craftType: 15, fields: [number('jacket')] }),
    ]);
    const stored = await customizations();
    expect(Object.keys(stored.craftDetails ?? {})).toEqual(
      expect.arrayContaining(['10', '15', '100']),
    );
    expect(stored.taskSpecificDetails).toMatchObject({ '100': { '100': [{ key: 'bags' }] } });
  });

  it('keeps a removed field’s values on the craft records', async () => {
    await as.admin!.rpc.detailFields.saveCraftFields({
      craftType: 30,
      fields: [number('coats'), { key: 'color', title: 'Color', type: 'string' }],
    });
    const record = await addCraftRecord(t.db, site, {
      craftType: 30,
      craftDetails: { coats: 2, color: 'red' },
    });
    await as.admin!.rpc.detailFields.saveCraftFields({ craftType: 30, fields: [number('coats')] });
    const [row] = await t.db.select().from(craftRecords).where(eq(craftRecords.id, record.id));
    expect(row?.craftDetails).toEqual({ coats: 2, color: 'red' });
  });
});

describe('saveTaskFields', () => {
  it('stores the list in order beside the other task types', async () => {
    await as.admin!.rpc.detailFields.saveTaskFields({
      craftType: 10,
      taskType: 13,
      fields: [{ key: 'inspector', title: 'Inspector', type: 'string' }],
    });
    await as.admin!.rpc.detailFields.saveTaskFields({
      craftType: 10,
      taskType: 12,
      fields: [number('b', { onTaskStatus: [90], required: true }), number('a')],
    });
    const read = await as.admin!.rpc.detailFields.get();
    expect(read.taskSpecificDetails['10']?.['13']?.map((f) => f.key)).toEqual(['inspector']);
    expect(read.taskSpecificDetails['10']?.['12']).toEqual([
      { key: 'b', title: 'b', type: 'number', required: true, onTaskStatus: [90], position: 0 },
      { key: 'a', title: 'a', type: 'number', position: 1 },
    ]);
    const [entry] = await auditOf('taskSpecificDetails.10.12');
    expect(entry?.targetLabel).toBe('Task detail fields: Scaffolding / Removal');
  });

  it.each<[string, Record<string, unknown>, string]>([
    [
      'a status the site lacks',
      { craftType: 10, taskType: 10, fields: [number('a', { onTaskStatus: [777] })] },
      `Field 1 (a): ${M.unknownStatus}`,
    ],
    [
      'a task type not of this craft type',
      { craftType: 10, taskType: 60, fields: [] },
      M.taskTypeNotValid,
    ],
    [
      'a craft type the site lacks',
      { craftType: 90, taskType: 90, fields: [] },
      M.craftTypeNotValid,
    ],
  ])('refuses %s', async (_case, input, message) => {
    await expect(as.admin!.rpc.detailFields.saveTaskFields(input as never)).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message,
    });
  });

  it('keeps a removed field’s values on the tasks', async () => {
    await as.admin!.rpc.detailFields.saveTaskFields({
      craftType: 10,
      taskType: 11,
      fields: [number('crew'), number('planks')],
    });
    const record = await addCraftRecord(t.db, site, {}, [
      { taskStatus: S.AWAITING, taskType: 11, taskSpecificDetails: { crew: 3, planks: 12 } },
    ]);
    await as.admin!.rpc.detailFields.saveTaskFields({
      craftType: 10,
      taskType: 11,
      fields: [number('crew')],
    });
    const [row] = await t.db.select().from(tasks).where(eq(tasks.id, record.taskIds[0]!));
    expect(row?.taskSpecificDetails).toEqual({ crew: 3, planks: 12 });
  });

  it('makes completing a Scaffolding Installation ask for a required number tied to Complete', async () => {
    await as.admin!.rpc.detailFields.saveTaskFields({
      craftType: 10,
      taskType: 10,
      fields: [
        number('deckCount', {
          title: 'Deck Count',
          required: true,
          wholeNumber: true,
          onTaskStatus: [S.COMPLETE],
        }),
      ],
    });
    const record = await addCraftRecord(t.db, site, {}, [
      { taskStatus: S.IN_PROGRESS, taskType: 10, craftRecordPersistence: 'keep' },
    ]);
    const taskId = record.taskIds[0]!;
    await expect(
      as.foreman!.rpc.tasks.setStatus({ taskId, status: S.COMPLETE }),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Please check the required field: Deck Count',
    });
    await as.foreman!.rpc.tasks.setStatus({
      taskId,
      status: S.COMPLETE,
      details: { deckCount: 3 },
    });
    const [row] = await t.db.select().from(tasks).where(eq(tasks.id, taskId));
    expect(row).toMatchObject({ taskStatus: S.COMPLETE, taskSpecificDetails: { deckCount: 3 } });
  });
});
