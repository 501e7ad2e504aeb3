import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TASK_STATUS } from '@craftwork/domain/catalogues/task-statuses';
import {
  CHECKLIST_TEXTS,
  type TChecklistItem,
  type TChecklistTemplateInput,
} from '@craftwork/domain/checklists/templates';
import { auditLog, companies, photos, taskChecklists, tasks } from '../../db/schema.ts';
import { PERMISSION_ERROR_MESSAGE } from '../../errors.ts';
import {
  addCraftRecord,
  createSiteFixture,
  PASSWORD,
  type SiteFixture,
} from '../../test/fixtures.ts';
import { startTestApp, type TestApp, type TestClient } from '../../test/harness.ts';

let t: TestApp;
let site: SiteFixture;
let other: SiteFixture;
type Role = 'admin' | 'plant' | 'foreman' | 'contractorA' | 'contractorB' | 'applicant';
const c = {} as Record<Role | 'otherAdmin', TestClient>;

beforeAll(async () => {
  t = await startTestApp();
  site = await createSiteFixture(t.db, 'CHECKS');
  other = await createSiteFixture(t.db, 'CHECKX');
  for (const role of [
    'admin',
    'plant',
    'foreman',
    'contractorA',
    'contractorB',
    'applicant',
  ] as const)
    c[role] = await t.signIn(site.users[role].email, PASSWORD);
  c.otherAdmin = await t.signIn(other.users.admin.email, PASSWORD);
});
afterAll(() => t.close());

const ITEMS: TChecklistItem[] = [
  { id: 'guard', kind: 'yesNo', label: 'Guardrails in place', required: true },
  { id: 'seal', kind: 'passFlagFail', label: 'Pump seal', required: true },
  {
    id: 'pressure',
    kind: 'number',
    label: 'Pressure',
    required: true,
    min: 0,
    max: 10,
    unit: 'bar',
  },
  { id: 'notes', kind: 'text', label: 'Notes', required: false },
  { id: 'gauge', kind: 'photo', label: 'Gauge photo', required: false },
];

let n = 0;
const template = (over: Partial<Omit<TChecklistTemplateInput, 'id'>> = {}) => ({
  name: `Rounds ${++n}`,
  description: 'Walk the unit',
  items: ITEMS,
  taskTypes: [] as number[],
  ...over,
});

const forbidden = { code: 'FORBIDDEN' };

/** An Operator Rounds task (craft 110) In Progress on its own record, for company A. */
async function roundsTask(s = site) {
  const record = await addCraftRecord(t.db, s, { craftType: 110 }, [
    { taskStatus: TASK_STATUS.IN_PROGRESS, taskType: 110, craftType: 110 },
  ]);
  return { recordId: record.id, taskId: record.taskIds[0]! };
}

async function statusOf(taskId: string) {
  const [row] = await t.db.select().from(tasks).where(eq(tasks.id, taskId));
  return row?.taskStatus;
}

async function inkedSignature() {
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="60" height="20"><path d="M2 10 L58 12" stroke="black" stroke-width="3"/></svg>';
  return `data:image/png;base64,${(await sharp(Buffer.from(svg)).png().toBuffer()).toString('base64')}`;
}

describe('templates', () => {
  it('lets a site admin create, read, update and delete a template, audited', async () => {
    const { id } = await c.admin.rpc.checklists.create(template({ name: 'Tank farm round' }));
    const { template: got, canManage } = await c.admin.rpc.checklists.get({ id });
    expect(canManage).toBe(true);
    expect(got).toMatchObject({ name: 'Tank farm round', items: ITEMS, taskTypes: [] });
    await c.admin.rpc.checklists.update({
      id,
      ...template({ name: 'Tank farm round', items: [...ITEMS].reverse() }),
    });
    const updated = await c.admin.rpc.checklists.get({ id });
    expect(updated.template.items.map((i) => i.id)).toEqual([
      'gauge',
      'notes',
      'pressure',
      'seal',
      'guard',
    ]);
    await c.admin.rpc.checklists.delete({ id });
    const { rows } = await c.admin.rpc.checklists.list();
    expect(rows.map((r) => r.id)).not.toContain(id);
    await expect(c.admin.rpc.checklists.get({ id })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: CHECKLIST_TEXTS.notFound,
    });
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.targetId, id));
    expect(audit.map((a) => [a.area, a.action]).sort()).toEqual([
      ['checklists', 'created'],
      ['checklists', 'deleted'],
      ['checklists', 'updated'],
    ]);
  });

  it('lets every member read templates but only admins and Checklists companies change them', async () => {
    const { id } = await c.admin.rpc.checklists.create(template());
    for (const role of ['plant', 'foreman', 'contractorA', 'contractorB'] as const) {
      const list = await c[role].rpc.checklists.list();
      expect(list.canManage).toBe(false);
      expect(list.rows.map((r) => r.id)).toContain(id);
      await expect(c[role].rpc.checklists.create(template())).rejects.toMatchObject(forbidden);
      await expect(c[role].rpc.checklists.update({ id, ...template() })).rejects.toMatchObject(
        forbidden,
      );
      await expect(c[role].rpc.checklists.delete({ id })).rejects.toMatchObject(forbidden);
    }
    await expect(c.applicant.rpc.checklists.list()).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: PERMISSION_ERROR_MESSAGE,
    });
    // Company A takes on the Checklists craft type: its users may manage templates.
    await t.db
      .update(companies)
      .set({ craftTypes: [10, 110] })
      .where(eq(companies.id, site.companyA));
    try {
      expect((await c.contractorA.rpc.checklists.list()).canManage).toBe(true);
      await c.contractorA.rpc.checklists.update({ id, ...template({ name: 'By company A' }) });
      expect((await c.admin.rpc.checklists.get({ id })).template.name).toBe('By company A');
      await expect(c.contractorB.rpc.checklists.create(template())).rejects.toMatchObject(
        forbidden,
      );
    } finally {
      await t.db
        .update(companies)
        .set({ craftTypes: [10] })
        .where(eq(companies.id, site.companyA));
    }
  });

  it("keeps each site's templates to itself", async () => {
    const { id } = await c.admin.rpc.checklists.create(template());
    await expect(c.otherAdmin.rpc.checklists.get({ id })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(c.otherAdmin.rpc.checklists.update({ id, ...template() })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    expect((await c.otherAdmin.rpc.checklists.list()).rows.map((r) => r.id)).not.toContain(id);
  });

  it('refuses a second template for a task type that already has one', async () => {
    const { id } = await c.admin.rpc.checklists.create(
      template({ name: 'Safety walk', taskTypes: [111] }),
    );
    await expect(
      c.admin.rpc.checklists.create(template({ taskTypes: [113, 111] })),
    ).rejects.toMatchObject({
      code: 'CONFLICT',
      message: CHECKLIST_TEXTS.taskTypeTaken('Safety Inspection', 'Safety walk'),
    });
    // Its own types again are no conflict; once deleted, the type is free.
    await c.admin.rpc.checklists.update({
      id,
      ...template({ name: 'Safety walk', taskTypes: [111] }),
    });
    await c.admin.rpc.checklists.delete({ id });
    const again = await c.admin.rpc.checklists.create(template({ taskTypes: [111] }));
    await c.admin.rpc.checklists.delete({ id: again.id });
  });

  it('refuses a task type that takes no checklist and an item with a min above its max', async () => {
    await expect(
      c.admin.rpc.checklists.create(template({ taskTypes: [10] })),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    await expect(
      c.admin.rpc.checklists.create(template({ items: [{ ...ITEMS[2]!, min: 5, max: 1 }] })),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });
});

describe('completing a task with a checklist', () => {
  let templateId: string;
  const good = { guard: false, seal: 'pass', pressure: 4.5, notes: 'Drip at flange 3' } as const;

  beforeAll(async () => {
    ({ id: templateId } = await c.admin.rpc.checklists.create(
      template({ name: 'Operator round', taskTypes: [110] }),
    ));
  });

  it('shows the template an Operator Rounds task will be asked', async () => {
    const { taskId } = await roundsTask();
    const result = await c.foreman.rpc.checklists.forTask({ taskId });
    expect(result.answers).toBeNull();
    expect(result.template).toMatchObject({ id: templateId, name: 'Operator round' });
  });

  it.each([
    ['without answers', undefined, CHECKLIST_TEXTS.answersRequired],
    [
      'without a required answer',
      { guard: true, pressure: 4 },
      CHECKLIST_TEXTS.checkAnswers(`Pump seal (${CHECKLIST_TEXTS.required})`),
    ],
    [
      'with a number above its limit',
      { ...good, pressure: 12 },
      CHECKLIST_TEXTS.checkAnswers(`Pressure (${CHECKLIST_TEXTS.aboveMax(10)})`),
    ],
    [
      'with a photo not on the record',
      { ...good, gauge: randomUUID() },
      CHECKLIST_TEXTS.photoNotOnRecord,
    ],
  ])('refuses completion %s and leaves the task In Progress', async (_name, answers, message) => {
    const { taskId } = await roundsTask();
    await expect(
      c.admin.rpc.tasks.setStatus({
        taskId,
        status: TASK_STATUS.COMPLETE,
        ...(answers ? { checklistAnswers: answers } : {}),
      }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message });
    expect(await statusOf(taskId)).toBe(TASK_STATUS.IN_PROGRESS);
    expect(
      await t.db.select().from(taskChecklists).where(eq(taskChecklists.taskId, taskId)),
    ).toEqual([]);
  });

  it('stores the answers with a copy of the items, shown through forTask', async () => {
    const { taskId, recordId } = await roundsTask();
    const photoId = randomUUID();
    await t.db.insert(photos).values({
      id: photoId,
      siteKey: site.siteKey,
      craftRecordId: recordId,
      photoUrl: `${site.siteKey}/photos/${photoId}/full.jpg`,
      photoUrlReduced: `${site.siteKey}/photos/${photoId}/reduced.jpg`,
      photoUrlThumb: `${site.siteKey}/photos/${photoId}/thumb.jpg`,
    });
    await c.admin.rpc.tasks.setStatus({
      taskId,
      status: TASK_STATUS.COMPLETE,
      checklistAnswers: { ...good, gauge: photoId, stray: 'dropped' },
    });
    expect(await statusOf(taskId)).toBe(TASK_STATUS.COMPLETE);
    // The template changes afterwards: the stored answers keep the items they answered.
    await c.admin.rpc.checklists.update({
      id: templateId,
      ...template({ name: 'Operator round', items: [ITEMS[0]!], taskTypes: [110] }),
    });
    const { answers, template: asked } = await c.contractorA.rpc.checklists.forTask({ taskId });
    expect(asked).toBeNull();
    expect(answers).toMatchObject({
      templateName: 'Operator round',
      items: ITEMS,
      answers: { ...good, gauge: photoId },
      failedItemIds: ['guard'],
    });
    expect(answers?.answers).not.toHaveProperty('stray');
    await c.admin.rpc.checklists.update({
      id: templateId,
      ...template({ name: 'Operator round', taskTypes: [110] }),
    });
  });

  it('asks nothing of a task type without a template, and of changes other than completion', async () => {
    const record = await addCraftRecord(t.db, site, {}, [{ taskStatus: TASK_STATUS.IN_PROGRESS }]);
    await c.admin.rpc.tasks.setStatus({ taskId: record.taskIds[0]!, status: TASK_STATUS.COMPLETE });
    expect(await statusOf(record.taskIds[0]!)).toBe(TASK_STATUS.COMPLETE);
    const { taskId } = await roundsTask();
    await c.admin.rpc.tasks.setStatus({ taskId, status: TASK_STATUS.ON_HOLD });
    expect(await statusOf(taskId)).toBe(TASK_STATUS.ON_HOLD);
  });

  it('creates a corrective task on the same record for a failed item only', async () => {
    const { taskId, recordId } = await roundsTask();
    await c.admin.rpc.tasks.setStatus({
      taskId,
      status: TASK_STATUS.COMPLETE,
      checklistAnswers: good,
    });
    await expect(
      c.foreman.rpc.checklists.createCorrectiveTask({ taskId, itemId: 'seal' }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: CHECKLIST_TEXTS.notFailed });
    const created = await c.foreman.rpc.checklists.createCorrectiveTask({
      taskId,
      itemId: 'guard',
    });
    const [row] = await t.db.select().from(tasks).where(eq(tasks.id, created.taskId));
    expect(row).toMatchObject({
      craftRecordId: recordId,
      craftType: 110,
      taskType: 110,
      taskStatus: TASK_STATUS.AWAITING,
      title: 'Corrective: Guardrails in place',
      assignedCompanyId: site.companyA,
      createdBy: site.users.foreman.id,
    });
    expect(row?.description).toContain('Guardrails in place — No');
    await expect(
      c.contractorB.rpc.checklists.createCorrectiveTask({ taskId, itemId: 'guard' }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(
      c.otherAdmin.rpc.checklists.createCorrectiveTask({ taskId, itemId: 'guard' }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('makes a scaffold inspection corrective task a Modification', async () => {
    const { id } = await c.admin.rpc.checklists.create(
      template({ name: 'Scaffold inspection form', items: [ITEMS[0]!], taskTypes: [13] }),
    );
    const record = await addCraftRecord(t.db, site, { craftType: 10 }, [
      { taskStatus: TASK_STATUS.IN_PROGRESS, taskType: 13 },
    ]);
    const taskId = record.taskIds[0]!;
    await t.db.insert(taskChecklists).values({
      taskId,
      siteKey: site.siteKey,
      templateId: id,
      templateName: 'Scaffold inspection form',
      items: [ITEMS[0]!],
      answers: { guard: false },
    });
    const created = await c.admin.rpc.checklists.createCorrectiveTask({ taskId, itemId: 'guard' });
    const [row] = await t.db.select().from(tasks).where(eq(tasks.id, created.taskId));
    expect(row?.taskType).toBe(11);
    await c.admin.rpc.checklists.delete({ id });
  });

  it('exports the answers in the task list CSV', async () => {
    const { taskId } = await roundsTask();
    await c.admin.rpc.tasks.setStatus({
      taskId,
      status: TASK_STATUS.COMPLETE,
      checklistAnswers: good,
    });
    const { csv } = await c.admin.rpc.tasks.exportCsv({ taskParam: 'Completed' });
    const lines = csv.trim().split('\r\n');
    expect(lines[0]).toMatch(/,checklist$/);
    const line = lines.find((l) => l.startsWith(taskId));
    expect(line).toContain(
      'Guardrails in place: No; Pump seal: Pass; Pressure: 4.5 bar; Notes: Drip at flange 3; Gauge photo: Not answered',
    );
  });
});

describe('signatures', () => {
  it('keeps a drawn signature and answers it to those who see the task', async () => {
    const { taskId } = await roundsTask();
    const signature = await inkedSignature();
    const { signatureId } = await c.foreman.rpc.checklists.uploadSignature({ taskId, signature });
    const { dataUrl } = await c.contractorA.rpc.checklists.signature({ taskId, signatureId });
    expect(dataUrl).toMatch(/^data:image\/png;base64,iVBOR/);
    await expect(
      c.contractorB.rpc.checklists.signature({ taskId, signatureId }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('refuses a blank drawing and a file that is not a PNG', async () => {
    const { taskId } = await roundsTask();
    const blank = await sharp({
      create: { width: 40, height: 20, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    for (const signature of [
      `data:image/png;base64,${blank.toString('base64')}`,
      `data:image/png;base64,${Buffer.from('GIF89a not a png at all').toString('base64')}`,
    ]) {
      await expect(
        c.foreman.rpc.checklists.uploadSignature({ taskId, signature }),
      ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: CHECKLIST_TEXTS.signatureInvalid });
    }
  });

  it('accepts a signature answer by its id at completion', async () => {
    const { id } = await c.admin.rpc.checklists.create(
      template({
        name: 'Equipment check',
        items: [{ id: 'sign', kind: 'signature', label: 'Inspector', required: true }],
        taskTypes: [114],
      }),
    );
    const record = await addCraftRecord(t.db, site, { craftType: 80 }, [
      { taskStatus: TASK_STATUS.IN_PROGRESS, taskType: 114, craftType: 80 },
    ]);
    const taskId = record.taskIds[0]!;
    const { signatureId } = await c.admin.rpc.checklists.uploadSignature({
      taskId,
      signature: await inkedSignature(),
    });
    await c.admin.rpc.tasks.setStatus({
      taskId,
      status: TASK_STATUS.COMPLETE,
      checklistAnswers: { sign: signatureId },
    });
    const [stored] = await t.db
      .select()
      .from(taskChecklists)
      .where(and(eq(taskChecklists.taskId, taskId), eq(taskChecklists.siteKey, site.siteKey)));
    expect(stored?.answers).toEqual({ sign: signatureId });
    await c.admin.rpc.checklists.delete({ id });
  });
});
