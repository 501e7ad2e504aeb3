import { randomUUID } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TASK_STATUS } from '@craftwork/domain/catalogues/task-statuses';
import { TASK_TYPE } from '@craftwork/domain/catalogues/task-types';
import {
  INSPECTION_REPORT_MESSAGES,
  type TInspectionReportInput,
} from '@craftwork/domain/compliance/inspection-report';
import { auditLog, craftRecords, inspectionReports, sites, tasks } from '../../db/schema.ts';
import {
  addCraftRecord,
  createSiteFixture,
  PASSWORD,
  type SiteFixture,
} from '../../test/fixtures.ts';
import { startTestApp, type TestApp, type TestClient } from '../../test/harness.ts';
import { pdfPageToPng, pdfText } from '../../test/pdf.ts';
import { scaffoldFactColumns, toScaffoldFacts } from '../compliance/index.ts';

let t: TestApp;
let site: SiteFixture;
let other: SiteFixture;
const c = {} as Record<'admin' | 'plant' | 'foreman' | 'contractorB' | 'otherAdmin', TestClient>;

const REPORT: TInspectionReportInput = {
  result: 'safe',
  inspectorRole: 'Scaffold inspector (CISRS)',
  risksFound: 'Loose toe board on lift 2',
  actionTaken: 'Toe board refixed',
  furtherAction: 'None',
  restrictions: '',
};

/** A scaffold record (tag SC-77) with one inspection task In Progress, assigned to company A. */
async function inspectionTask(
  fields: { craftType?: number; taskType?: number; title?: string } = {},
): Promise<{ recordId: string; taskId: string; title: string }> {
  const title = fields.title ?? `Boiler scaffold ${randomUUID().slice(0, 6)}`;
  const craftType = fields.craftType ?? 10;
  const record = await addCraftRecord(
    t.db,
    site,
    { title, craftType, craftDetails: { tagNumber: 'SC-77', installed: true } },
    [
      {
        taskStatus: TASK_STATUS.IN_PROGRESS,
        taskType: fields.taskType ?? TASK_TYPE.INSPECTION,
        craftType,
        description: 'Weekly inspection',
      },
    ],
  );
  return { recordId: record.id, taskId: record.taskIds[0]!, title };
}

async function statusOf(taskId: string) {
  const [row] = await t.db
    .select({ status: tasks.taskStatus })
    .from(tasks)
    .where(eq(tasks.id, taskId));
  return row?.status;
}

async function reportRow(taskId: string) {
  const [row] = await t.db
    .select()
    .from(inspectionReports)
    .where(eq(inspectionReports.taskId, taskId));
  return row;
}

async function requireCompetentPerson(on: boolean) {
  await t.db
    .update(sites)
    .set({
      customizations: sql`${sites.customizations} || ${JSON.stringify({ compliance: { requireCompetentPerson: on } })}::jsonb`,
    })
    .where(eq(sites.siteKey, site.siteKey));
}

beforeAll(async () => {
  t = await startTestApp();
  site = await createSiteFixture(t.db, 'INSPECT');
  other = await createSiteFixture(t.db, 'INSPOTHER');
  c.admin = await t.signIn(site.users.admin.email, PASSWORD);
  c.plant = await t.signIn(site.users.plant.email, PASSWORD);
  c.foreman = await t.signIn(site.users.foreman.email, PASSWORD);
  c.contractorB = await t.signIn(site.users.contractorB.email, PASSWORD);
  c.otherAdmin = await t.signIn(other.users.admin.email, PASSWORD);
});
afterAll(() => t.close());

describe('completing a scaffold inspection', () => {
  it('refuses without the report and leaves the task In Progress', async () => {
    const { taskId } = await inspectionTask();
    await expect(
      c.plant.rpc.tasks.setStatus({ taskId, status: TASK_STATUS.COMPLETE }),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: INSPECTION_REPORT_MESSAGES.reportRequired,
    });
    expect(await statusOf(taskId)).toBe(TASK_STATUS.IN_PROGRESS);
    expect(await reportRow(taskId)).toBeUndefined();
  });

  it('writes the Schedule 7 report with the task, record, location and inspector', async () => {
    const { taskId, recordId, title } = await inspectionTask();
    await c.plant.rpc.tasks.setStatus({
      taskId,
      status: TASK_STATUS.COMPLETE,
      inspection: { ...REPORT, restrictions: 'ignored unless restricted' },
    });
    expect(await statusOf(taskId)).toBe(TASK_STATUS.COMPLETE);
    const row = await reportRow(taskId);
    expect(row).toMatchObject({
      siteKey: site.siteKey,
      craftRecordId: recordId,
      result: 'safe',
      forWhom: 'Site INSPECT',
      location: 'Area 1',
      description: `${title} — Tag SC-77 — Weekly inspection`,
      risksFound: REPORT.risksFound,
      actionTaken: REPORT.actionTaken,
      furtherAction: 'None',
      restrictions: '',
      inspectorUserId: site.users.plant.id,
      inspectorName: 'plant INSPECT',
      inspectorRole: REPORT.inspectorRole,
    });
    expect(Math.abs(row!.inspectedAt.getTime() - Date.now())).toBeLessThan(60_000);

    const view = await c.foreman.rpc.inspections.get({ taskId });
    expect(view).toMatchObject({
      taskId,
      result: 'safe',
      resultLabel: 'Safe to use',
      inspectorName: 'plant INSPECT',
      pdfPath: `/api/inspections/${taskId}/pdf`,
    });
    const listed = await c.admin.rpc.inspections.listForRecord({ craftRecordId: recordId });
    expect(listed.map((r) => r.taskId)).toEqual([taskId]);
  });

  it('requires the restrictions when the result is restricted, and the scaffold reads restricted', async () => {
    const { taskId, recordId } = await inspectionTask();
    await expect(
      c.plant.rpc.tasks.setStatus({
        taskId,
        status: TASK_STATUS.COMPLETE,
        inspection: { ...REPORT, result: 'restricted', restrictions: '' },
      }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    expect(await statusOf(taskId)).toBe(TASK_STATUS.IN_PROGRESS);

    await c.plant.rpc.tasks.setStatus({
      taskId,
      status: TASK_STATUS.COMPLETE,
      inspection: { ...REPORT, result: 'restricted', restrictions: 'Top lift only; max 2 people' },
    });
    expect((await reportRow(taskId))?.restrictions).toBe('Top lift only; max 2 people');
    const [facts] = await t.db
      .select(scaffoldFactColumns)
      .from(craftRecords)
      .where(eq(craftRecords.id, recordId));
    expect(toScaffoldFacts(facts!).lastInspection?.result).toBe('restricted');
  });

  it('asks no report of another craft’s inspection or of a scaffold installation', async () => {
    const hoistwell = await inspectionTask({ craftType: 40 });
    await c.plant.rpc.tasks.setStatus({ taskId: hoistwell.taskId, status: TASK_STATUS.COMPLETE });
    expect(await statusOf(hoistwell.taskId)).toBe(TASK_STATUS.COMPLETE);
    expect(await reportRow(hoistwell.taskId)).toBeUndefined();
    expect(await c.plant.rpc.inspections.get({ taskId: hoistwell.taskId })).toBeNull();
  });

  it('answers inspections.get outside the task scope as not found', async () => {
    const { taskId, recordId } = await inspectionTask();
    await c.plant.rpc.tasks.setStatus({ taskId, status: TASK_STATUS.COMPLETE, inspection: REPORT });
    await expect(c.contractorB.rpc.inspections.get({ taskId })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(c.otherAdmin.rpc.inspections.get({ taskId })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(
      c.otherAdmin.rpc.inspections.listForRecord({ craftRecordId: recordId }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('competent persons', () => {
  afterAll(() => requireCompetentPerson(false));

  it('refuses a user who is not a competent person when the site asks for one, then allows them once marked', async () => {
    await requireCompetentPerson(true);
    const { taskId } = await inspectionTask();
    await expect(
      c.plant.rpc.tasks.setStatus({ taskId, status: TASK_STATUS.COMPLETE, inspection: REPORT }),
    ).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: INSPECTION_REPORT_MESSAGES.competentPersonRequired,
    });
    expect(await statusOf(taskId)).toBe(TASK_STATUS.IN_PROGRESS);

    expect(
      await c.admin.rpc.inspections.setCompetentPerson({
        userId: site.users.plant.id,
        competent: true,
      }),
    ).toEqual({ competentPerson: true });
    const listed = await c.admin.rpc.users.list();
    expect(listed.find((u) => u.userId === site.users.plant.id)?.competentPerson).toBe(true);
    expect((await c.admin.rpc.users.get({ userId: site.users.plant.id })).competentPerson).toBe(
      true,
    );
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.siteKey, site.siteKey), eq(auditLog.area, 'compliance')));
    expect(audit.map((a) => [a.targetId, a.before, a.after])).toContainEqual([
      site.users.plant.id,
      { competentPerson: false },
      { competentPerson: true },
    ]);

    await c.plant.rpc.tasks.setStatus({ taskId, status: TASK_STATUS.COMPLETE, inspection: REPORT });
    expect(await statusOf(taskId)).toBe(TASK_STATUS.COMPLETE);
    await c.admin.rpc.inspections.setCompetentPerson({
      userId: site.users.plant.id,
      competent: false,
    });
  });

  it('lets only site admins mark competent persons, and only members of their site', async () => {
    await expect(
      c.plant.rpc.inspections.setCompetentPerson({ userId: site.users.plant.id, competent: true }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(
      c.otherAdmin.rpc.inspections.setCompetentPerson({
        userId: site.users.plant.id,
        competent: true,
      }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect((await c.admin.rpc.users.get({ userId: site.users.plant.id })).competentPerson).toBe(
      false,
    );
  });
});

describe('the inspection report PDF', () => {
  let report: { taskId: string; title: string };
  beforeAll(async () => {
    report = await inspectionTask({ title: 'East boiler scaffold' });
    await c.plant.rpc.tasks.setStatus({
      taskId: report.taskId,
      status: TASK_STATUS.COMPLETE,
      inspection: { ...REPORT, result: 'restricted', restrictions: 'Top lift only' },
    });
  });

  it('prints every Schedule 7 field, the result in words and the restrictions', async () => {
    const response = await c.foreman.fetch(`/api/inspections/${report.taskId}/pdf`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="Inspection report - SC-77\.pdf"/,
    );
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const file = path.join(tmpdir(), `${randomUUID()}.pdf`);
    await writeFile(file, Buffer.from(await response.arrayBuffer()));
    const text = await pdfText(file);
    for (const expected of [
      'Scaffold inspection report',
      'Result: Safe to use with restrictions',
      'RESTRICTIONS OF USE',
      'Top lift only',
      'INSPECTION CARRIED OUT FOR',
      'Site INSPECT',
      'Area 1',
      'East boiler scaffold',
      'SC-77',
      'DATE AND TIME OF THE INSPECTION',
      'Loose toe board on lift 2',
      'Toe board refixed',
      'FURTHER ACTION CONSIDERED NECESSARY',
      'plant INSPECT, Scaffold inspector (CISRS)',
      'Page 1 of 1',
    ]) {
      expect(text).toContain(expected);
    }
    const png = PNG.sync.read(await readFile(await pdfPageToPng(file, 1)));
    let dark = 0;
    for (let i = 0; i < png.data.length; i += 4) if (png.data[i]! < 128) dark++;
    expect(dark).toBeGreaterThan(2000);
  });

  it('refuses the signed out, another company, another site and a task without a report', async () => {
    const url = `/api/inspections/${report.taskId}/pdf`;
    expect((await t.client().fetch(url)).status).toBe(401);
    expect((await c.contractorB.fetch(url)).status).toBe(404);
    expect((await c.otherAdmin.fetch(url)).status).toBe(404);
    const { taskId } = await inspectionTask();
    expect((await c.admin.fetch(`/api/inspections/${taskId}/pdf`)).status).toBe(404);
    expect((await c.admin.fetch(`/api/inspections/${'x'.repeat(300)}/pdf`)).status).toBe(404);
  });
});
