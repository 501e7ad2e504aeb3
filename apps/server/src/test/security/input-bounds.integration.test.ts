import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TASK_STATUS } from '@craftwork/domain/catalogues/task-statuses';
import { TASK_TYPE } from '@craftwork/domain/catalogues/task-types';
import { craftRecordRefPath } from '@craftwork/domain/lists/queries';
import { craftRecords, sites, tasks, users } from '../../db/schema.ts';
import { addCraftRecord, createSiteFixture, PASSWORD, type SiteFixture } from '../fixtures.ts';
import { startTestApp, type TestApp, type TestClient } from '../harness.ts';
import { callProcedure, outcomeOf } from './router-paths.ts';

/**
 * Issue 10 #8 and #11, issue 11 #4 and #17: values past a column's range, over-long lists and
 * texts, control characters in one-line fields, dates of year 1 or 9999, and format characters
 * in file names are refused with a 400 and a clear message (or cleaned), never a 500 — for the
 * demo contractors as for plant personnel.
 */
let t: TestApp;
let site: SiteFixture;
const clients = {} as Record<'contractorA' | 'plant', TestClient>;
const ROLES = ['contractorA', 'plant'] as const;

beforeAll(async () => {
  t = await startTestApp();
  site = await createSiteFixture(t.db, 'BOUNDS');
  await t.db
    .update(sites)
    .set({
      customizations: {
        craftDetails: {
          '10': {
            tagNumber: { key: 'tagNumber', title: 'Tag Number', type: 'string' },
            legFeet: { key: 'legFeet', title: 'Leg Feet', type: 'number' },
          },
        },
        allowModifyingTimestampTaskCompleted: true,
      },
    })
    .where(eq(sites.siteKey, site.siteKey));
  for (const role of ROLES) clients[role] = await t.signIn(site.users[role].email, PASSWORD);
});
afterAll(() => t.close());

const OUT_OF_INT32 = 2_147_483_648;
const ONE_LINE = 'This field may not contain line breaks or control characters.';
const OUT_OF_RANGE = 'Please enter a date between the years 1900 and 2200.';

/** A record of company A (so its contractors see it) created by the user. */
function mine(role: keyof typeof clients) {
  return { createdBy: site.users[role].id, authorizedCompanies: [site.companyA] };
}

async function expect400(client: TestClient, path: string, input: unknown, message?: string) {
  const { status, body } = await callProcedure(client.fetch, path, input);
  expect(status, `${path}: ${JSON.stringify(body)}`).toBe(400);
  if (message) expect(body.json?.message).toBe(message);
  else expect(body.json?.message).toMatch(/\S/);
}

describe.each(ROLES)('craft types out of the catalogue, as %s', (role) => {
  it.each<[string, Record<string, unknown>]>([
    ['tasks.list', { taskParam: 'All' }],
    ['tasks.exportCsv', { taskParam: 'All' }],
    ['tasks.listDeleted', {}],
    ['tasks.exportDeletedCsv', {}],
    ['craftRecords.list', {}],
    ['craftRecords.exportCsv', {}],
    ['craftRecords.listDeleted', {}],
    ['craftRecords.exportDeletedCsv', {}],
    ['dashboard.summary', {}],
  ])('%s refuses craftType 2147483648 (and -1) with a 400', async (path, input) => {
    await expect400(
      clients[role],
      path,
      { ...input, craftType: OUT_OF_INT32 },
      'Unknown craft type.',
    );
    await expect400(clients[role], path, { ...input, craftType: -1 }, 'Unknown craft type.');
  });

  it('tasks.create refuses craft and task types past int32', async () => {
    const base = {
      newRecord: { title: 'Rack' },
      schedule: { choice: 'urgent' },
      assignedCompanyId: site.companyA,
    };
    await expect400(clients[role], 'tasks.create', {
      ...base,
      craftType: OUT_OF_INT32,
      taskType: 10,
    });
    await expect400(clients[role], 'tasks.create', {
      ...base,
      craftType: 10,
      taskType: OUT_OF_INT32,
    });
  });
});

describe('long lists', () => {
  it('setUserLocations refuses 70,000 location ids with a 400, and keeps the selection', async () => {
    const ids = Array.from({ length: 70_000 }, (_, i) => String(i));
    await expect400(clients.contractorA, 'profile.setUserLocations', { locationIds: ids });
    await clients.contractorA.rpc.profile.setUserLocations({ locationIds: site.locationIds });
  });

  it('a list filter refuses 501 location ids', async () => {
    const ids = Array.from({ length: 501 }, (_, i) => `loc-${i}`);
    await expect400(clients.plant, 'craftRecords.list', { locationIds: ids });
  });
});

describe('text lengths (issue 11 #4)', () => {
  it('refuses a 5000-digit phone number and keeps the old one', async () => {
    await clients.contractorA.rpc.profile.updatePhone({ phone: '713 555 0100' });
    await expect400(
      clients.contractorA,
      'profile.updatePhone',
      { phone: '5'.repeat(5000) },
      'This value needs to be less than 32 characters',
    );
    const [me] = await t.db
      .select({ phone: users.phone })
      .from(users)
      .where(eq(users.id, site.users.contractorA.id));
    expect(me?.phone).toBe('713 555 0100');
  });

  it('refuses a 300-character name on sign-up', async () => {
    await expect400(
      t.client(),
      'account.createAccount',
      {
        displayName: 'N'.repeat(300),
        email: 'long-name@bounds.test',
        password: 'correct horse battery',
        companyName: 'Acme',
        department: 'Maintenance',
        jobTitle: 'Foreman',
        phone: '713 555 0100',
      },
      'This value needs to be less than 100 characters',
    );
  });

  it('refuses a 201-character record title', async () => {
    await expect400(
      clients.plant,
      'tasks.create',
      {
        craftType: 10,
        taskType: TASK_TYPE.INSTALLATION,
        newRecord: { title: 'x'.repeat(201) },
        schedule: { choice: 'urgent' },
        assignedCompanyId: site.companyA,
      },
      'Title needs to be less than 200 characters',
    );
  });
});

describe.each(ROLES)('control characters in one-line fields, as %s', (role) => {
  const create = (extra: Record<string, unknown>) => ({
    craftType: 10,
    taskType: TASK_TYPE.INSTALLATION,
    newRecord: { title: 'Rack 1' },
    schedule: { choice: 'urgent' },
    assignedCompanyId: site.companyA,
    ...extra,
  });

  it.each<[string, Record<string, unknown>, string]>([
    [
      'a task title with CR/LF (a mail subject)',
      { title: 'Rack\r\nBcc: victim@example.test' },
      ONE_LINE,
    ],
    ['a record title with a line break', { newRecord: { title: 'Rack\n1' } }, ONE_LINE],
    ['a work order with a tab', { workOrder: 'WO\t1' }, ONE_LINE],
    // Details report the form's summary; the field shows its own message in the form.
    [
      'a tag number with CR/LF',
      { newRecord: { title: 'Rack', craftDetails: { tagNumber: 'T\r\n1' } } },
      'Please check the values in the form',
    ],
  ])('tasks.create refuses %s', async (_case, extra, message) => {
    await expect400(clients[role], 'tasks.create', create(extra), message);
  });

  it('updateCraftDetails refuses a title with a line break; a description keeps its lines', async () => {
    const record = await addCraftRecord(t.db, site, mine(role));
    const refPath = craftRecordRefPath(site.siteKey, record.id);
    await expect400(
      clients[role],
      'craftRecords.updateCraftDetails',
      { refPath, title: 'A\r\nB' },
      ONE_LINE,
    );
    await clients[role].rpc.craftRecords.updateCraftDetails({
      refPath,
      description: 'Line one\r\nLine two',
    });
    const [row] = await t.db.select().from(craftRecords).where(eq(craftRecords.id, record.id));
    expect(row?.description).toBe('Line one\r\nLine two');
  });
});

describe('dates (issue 10 #11)', () => {
  it.each(['0001-01-01T07:00:00.000Z', '9999-12-31T07:00:00.000Z'])(
    'tasks.create refuses a schedule on %s',
    async (scheduledAt) => {
      await expect400(
        clients.plant,
        'tasks.create',
        {
          craftType: 10,
          taskType: TASK_TYPE.INSTALLATION,
          newRecord: { title: 'Rack' },
          schedule: { choice: 'date', scheduledAt },
          assignedCompanyId: site.companyA,
        },
        OUT_OF_RANGE,
      );
    },
  );

  it('editDate, edit and the list filters refuse year 1 and 9999', async () => {
    const record = await addCraftRecord(t.db, site, {}, [{ taskStatus: TASK_STATUS.AWAITING }]);
    const taskId = record.taskIds[0]!;
    const c = clients.plant;
    await expect400(
      c,
      'tasks.editDate',
      { taskId, choice: 'date', scheduledAt: '9999-01-01T07:00:00Z' },
      OUT_OF_RANGE,
    );
    await expect400(
      c,
      'tasks.edit',
      { taskId, assignedCompanyId: site.companyA, timestampTaskCompleted: '0001-01-01T00:00:00Z' },
      OUT_OF_RANGE,
    );
    await expect400(
      c,
      'tasks.list',
      { taskParam: 'Completed', completedFrom: '0001-01-01T00:00:00Z' },
      OUT_OF_RANGE,
    );
    const [row] = await t.db.select().from(tasks).where(eq(tasks.id, taskId));
    expect(row?.timestampTaskCompleted).toBeNull();
  });
});

describe('numbers with decimals (issue 11 #17)', () => {
  it('saves 12.7 leg feet and still refuses text', async () => {
    const record = await addCraftRecord(t.db, site, mine('contractorA'));
    const refPath = craftRecordRefPath(site.siteKey, record.id);
    await clients.contractorA.rpc.craftRecords.updateCraftDetails({
      refPath,
      craftDetails: { legFeet: '12.7' },
    });
    const [row] = await t.db.select().from(craftRecords).where(eq(craftRecords.id, record.id));
    expect(row?.craftDetails).toMatchObject({ legFeet: 12.7 });
    await expect400(
      clients.contractorA,
      'craftRecords.updateCraftDetails',
      { refPath, craftDetails: { legFeet: '12.7 ft' } },
      'Please check the values in the form',
    );
  });
});

describe('attachment names (issue 10 #11)', () => {
  it('drops bidi and other format characters from the stored name', async () => {
    const record = await addCraftRecord(t.db, site, mine('contractorA'));
    const file = new File(['hello'], 'invoice\u202Efdp.exe\u200B', { type: 'text/plain' });
    const outcome = await outcomeOf(clients.contractorA.rpc, 'craftRecords.addAttachment', {
      craftRecordId: record.id,
      file,
    });
    expect(outcome.code).toBe('OK');
    const detail = await clients.contractorA.rpc.craftRecords.get({ id: record.id });
    expect(detail.attachments.map((a) => a.filename)).toEqual(['invoicefdp.exe']);
  });
});
