import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSION_PRESETS } from '@craftwork/domain/access/permissions';
import { TASK_STATUS } from '@craftwork/domain/catalogues/task-statuses';
import { TASK_TYPE } from '@craftwork/domain/catalogues/task-types';
import { PUBLIC_SCAFFOLD_TAG_KEYS, TAG_TEXT } from '@craftwork/domain/compliance/tag';
import { auditLog, craftRecords, inspectionReports, siteUsers, tasks } from '../../db/schema.ts';
import {
  addCraftRecord,
  createSiteFixture,
  PASSWORD,
  type SiteFixture,
} from '../../test/fixtures.ts';
import { signInEach, startTestApp, type TestApp, type TestClient } from '../../test/harness.ts';
import { newTagToken } from './scaffold-tags.repository.ts';

/**
 * The public scaffold tag page (decision 171): one record's colour, headline and reason, tag
 * number, location and last inspection day, to anyone holding its token; the record's id only
 * to a signed-in member who may open it; NOT_FOUND for anything else.
 */

const DAY = 86_400_000;
const ago = (days: number) => new Date(Date.now() - days * DAY);
const S = TASK_STATUS;

let t: TestApp;
let site: SiteFixture;
let other: SiteFixture;
let c: Record<
  'anonymous' | 'plant' | 'contractorA' | 'contractorB' | 'applicant' | 'otherAdmin' | 'readOnly',
  TestClient
>;

type TState = 'green' | 'restricted' | 'overdue' | 'removed' | 'onHold' | 'notInstalled';
const tokens = {} as Record<TState, string>;
const ids = {} as Record<TState, string>;
let otherSiteToken = '';

const installed = (tagNumber: string, extra: Record<string, unknown> = {}) => ({
  craftDetails: { installed: true, tagNumber, ...extra },
  timestampMarkedInstalled: ago(20),
});
const inspectedDaysAgo = (days: number) => ({
  taskType: TASK_TYPE.INSPECTION,
  taskStatus: S.COMPLETE,
  timestampTaskCompleted: ago(days),
});

async function scaffold(
  s: SiteFixture,
  state: string,
  record: Parameters<typeof addCraftRecord>[2],
  taskSpecs: Parameters<typeof addCraftRecord>[3] = [],
) {
  const token = newTagToken();
  const made = await addCraftRecord(
    t.db,
    s,
    { title: `Scaffold ${state}`, tagToken: token, ...record },
    taskSpecs,
  );
  return { token, ...made };
}

beforeAll(async () => {
  t = await startTestApp();
  site = await createSiteFixture(t.db, 'TAGS');
  other = await createSiteFixture(t.db, 'TAGSOTHER');
  const states: Record<TState, [Parameters<typeof addCraftRecord>[2], { taskStatus: number }[]]> = {
    green: [installed('SC-GREEN'), [inspectedDaysAgo(2)]],
    restricted: [installed('SC-YELLOW'), [inspectedDaysAgo(2)]],
    overdue: [installed('SC-OVERDUE'), [inspectedDaysAgo(10)]],
    removed: [{ ...installed('SC-REMOVED'), open: false }, [inspectedDaysAgo(2)]],
    onHold: [
      installed('SC-HOLD', { timestampOnHold: ago(1).toISOString() }),
      [inspectedDaysAgo(2)],
    ],
    notInstalled: [{ craftDetails: { tagNumber: 'SC-NEW' } }, []],
  };
  for (const [state, [record, specs]] of Object.entries(states) as [
    TState,
    (typeof states)[TState],
  ][]) {
    const made = await scaffold(site, state, record, specs);
    tokens[state] = made.token;
    ids[state] = made.id;
  }
  // The restricted one's inspection has a report that recorded restrictions.
  const [restrictedTask] = await t.db
    .select({ id: tasks.id })
    .from(tasks)
    .where(eq(tasks.craftRecordId, ids.restricted));
  await t.db.insert(inspectionReports).values({
    taskId: restrictedTask!.id,
    siteKey: site.siteKey,
    craftRecordId: ids.restricted,
    result: 'restricted',
    restrictions: 'Light duty only; no materials on the top lift.',
    inspectorName: 'Ivy Inspector',
    inspectedAt: ago(2),
  });
  otherSiteToken = (
    await scaffold(other, 'elsewhere', installed('SC-OTHER'), [inspectedDaysAgo(1)])
  ).token;
  // A contractor of company A without canUpdateCraftRecords: sees the record, prints no tag.
  await t.db
    .update(siteUsers)
    .set({ permissions: { ...PERMISSION_PRESETS.foreman, canUpdateCraftRecords: false } })
    .where(and(eq(siteUsers.siteKey, site.siteKey), eq(siteUsers.userId, site.users.foreman.id)));
  c = {
    anonymous: t.client(),
    ...(await signInEach(
      t,
      {
        plant: site.users.plant,
        contractorA: site.users.contractorA,
        contractorB: site.users.contractorB,
        applicant: site.users.applicant,
        otherAdmin: other.users.admin,
        readOnly: site.users.foreman,
      },
      PASSWORD,
    )),
  };
});

afterAll(async () => {
  await t?.close();
});

describe('scaffoldTags.get: the colour of each state, signed out', () => {
  it.each<[TState, string, string, string | RegExp | null, string]>([
    ['green', 'green', 'Safe to use', null, 'SC-GREEN'],
    ['restricted', 'yellow', 'Use with care', /restrictions/, 'SC-YELLOW'],
    ['overdue', 'red', 'Do not use', /^Inspection overdue/, 'SC-OVERDUE'],
    ['removed', 'red', 'Do not use', /^Removed/, 'SC-REMOVED'],
    ['onHold', 'red', 'Do not use', /^On hold/, 'SC-HOLD'],
    ['notInstalled', 'red', 'Do not use', /^Not installed/, 'SC-NEW'],
  ])('%s → %s %s', async (state, colour, headline, reason, tagNumber) => {
    const tag = await c.anonymous.rpc.scaffoldTags.get({ token: tokens[state] });
    expect(tag.colour).toBe(colour);
    expect(tag.headline).toBe(headline);
    if (reason === null) expect(tag.reason).toBeNull();
    else expect(tag.reason).toMatch(reason);
    expect(tag.tagNumber).toBe(tagNumber);
    expect(tag.title).toBe(`Scaffold ${state}`);
    expect(tag.locationTitle).toBe('Area 1');
    expect(tag.timeZone).toBe('America/Chicago');
    expect(tag.recordId).toBeNull();
  });

  it('answers the last inspection as the site day, and none when never inspected', async () => {
    const green = await c.anonymous.rpc.scaffoldTags.get({ token: tokens.green });
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' }).format(ago(2));
    expect(green.lastInspectionDay).toBe(day);
    const fresh = await c.anonymous.rpc.scaffoldTags.get({ token: tokens.notInstalled });
    expect(fresh.lastInspectionDay).toBeNull();
  });

  it('never answers more than the allowed keys, nor the restrictions themselves', async () => {
    for (const token of [...Object.values(tokens), otherSiteToken]) {
      const tag = await c.anonymous.rpc.scaffoldTags.get({ token });
      expect(Object.keys(tag).sort()).toEqual([...PUBLIC_SCAFFOLD_TAG_KEYS].sort());
      expect(JSON.stringify(tag)).not.toContain('Light duty');
      expect(JSON.stringify(tag)).not.toContain('Ivy');
    }
  });

  it("answers each token's own record: another site's token shows only that scaffold", async () => {
    const tag = await c.plant.rpc.scaffoldTags.get({ token: otherSiteToken });
    expect(tag).toMatchObject({ tagNumber: 'SC-OTHER', colour: 'green', recordId: null });
    expect(JSON.stringify(tag)).not.toContain(site.siteKey);
    expect(JSON.stringify(tag)).not.toContain(other.siteKey);
  });

  it.each([
    ['an unknown token', () => newTagToken()],
    ['a malformed token', () => 'not-a-token'],
    ['an empty token', () => ''],
    ['a record id', () => ids.green],
  ])('answers %s with NOT_FOUND and the tag text', async (_name, token) => {
    await expect(c.anonymous.rpc.scaffoldTags.get({ token: token() })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: TAG_TEXT.invalid,
    });
  });

  it('answers a deleted record with NOT_FOUND', async () => {
    const gone = await scaffold(site, 'deleted', {
      ...installed('SC-GONE'),
      deletedAt: new Date(),
      deletedBy: site.users.admin.id,
    });
    await expect(c.anonymous.rpc.scaffoldTags.get({ token: gone.token })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });
});

describe('the record link: only for members who may open the record', () => {
  it.each([
    ['plant personnel of the site', 'plant', true],
    ['a contractor of the authorized company', 'contractorA', true],
    ['a contractor of another company', 'contractorB', false],
    ['an applicant not yet approved', 'applicant', false],
    ["another site's admin", 'otherAdmin', false],
    ['anyone signed out', 'anonymous', false],
  ] as const)('%s: %s', async (_name, who, sees) => {
    const tag = await c[who].rpc.scaffoldTags.get({ token: tokens.green });
    expect(tag.recordId).toBe(sees ? ids.green : null);
    expect(tag.colour).toBe('green');
  });
});

describe('forRecord and regenerate', () => {
  it('makes the token on first use, keeps it after, and audits it once', async () => {
    const { id } = await addCraftRecord(t.db, site, installed('SC-LINK'), [inspectedDaysAgo(1)]);
    const first = await c.plant.rpc.scaffoldTags.forRecord({ recordId: id });
    expect(first.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(first.url).toBe(`http://craftwork.test/tag/${first.token}`);
    expect(await c.contractorA.rpc.scaffoldTags.forRecord({ recordId: id })).toEqual(first);
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.targetId, id));
    expect(audits.map((a) => [a.area, a.action])).toEqual([['compliance', 'created']]);
    expect(await c.anonymous.rpc.scaffoldTags.get({ token: first.token })).toMatchObject({
      tagNumber: 'SC-LINK',
      colour: 'green',
    });
  });

  it('regenerating revokes the printed token: the old one is NOT_FOUND, the new one answers', async () => {
    const { id } = await addCraftRecord(t.db, site, installed('SC-REGEN'), [inspectedDaysAgo(1)]);
    const old = await c.plant.rpc.scaffoldTags.forRecord({ recordId: id });
    const fresh = await c.plant.rpc.scaffoldTags.regenerate({ recordId: id });
    expect(fresh.token).not.toBe(old.token);
    expect(fresh.url).toBe(`http://craftwork.test/tag/${fresh.token}`);
    await expect(c.anonymous.rpc.scaffoldTags.get({ token: old.token })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: TAG_TEXT.invalid,
    });
    expect(await c.anonymous.rpc.scaffoldTags.get({ token: fresh.token })).toMatchObject({
      tagNumber: 'SC-REGEN',
    });
    expect(await c.plant.rpc.scaffoldTags.forRecord({ recordId: id })).toEqual(fresh);
    const [row] = await t.db
      .select({ token: craftRecords.tagToken })
      .from(craftRecords)
      .where(eq(craftRecords.id, id));
    expect(row?.token).toBe(fresh.token);
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.targetId, id));
    expect(audits.map((a) => a.action).sort()).toEqual(['created', 'updated']);
    expect(JSON.stringify(audits)).not.toContain(fresh.token);
    expect(JSON.stringify(audits)).not.toContain(old.token);
  });

  it('refuses users who may not print the tag, and hides records outside the scope', async () => {
    await expect(
      c.readOnly.rpc.scaffoldTags.regenerate({ recordId: ids.green }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(
      c.readOnly.rpc.scaffoldTags.forRecord({ recordId: ids.green }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(
      c.contractorB.rpc.scaffoldTags.regenerate({ recordId: ids.green }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(
      c.otherAdmin.rpc.scaffoldTags.forRecord({ recordId: ids.green }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(
      c.anonymous.rpc.scaffoldTags.regenerate({ recordId: ids.green }),
    ).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    // Nothing changed: the printed token still answers.
    expect(await c.anonymous.rpc.scaffoldTags.get({ token: tokens.green })).toMatchObject({
      tagNumber: 'SC-GREEN',
    });
  });

  it('an unknown record id is NOT_FOUND', async () => {
    await expect(
      c.plant.rpc.scaffoldTags.forRecord({ recordId: randomUUID() }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});
