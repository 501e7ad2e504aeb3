import { randomUUID } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TASK_MESSAGES } from '@craftwork/domain/tasks/messages';
import { attachments, photos } from '../../db/schema.ts';
import { AppError, GENERIC_ERROR_MESSAGE } from '../../errors.ts';
import { registerErrorHandler } from '../../http/error-handler.ts';
import { createLocalStorage, type FileStorage } from '../../storage/storage.ts';
import { addCraftRecord, type SiteFixture } from '../fixtures.ts';
import { startTestApp, type TestApp, type TestClient } from '../harness.ts';
import { PRINCIPALS, type MatrixWorld, type Principal } from './principals.ts';
import { buildMatrixWorld } from './matrix-world.ts';
import { INTERNALS } from './internals.ts';

/**
 * Every file route (photos, attachments, QR tags) by every principal, on its own site's
 * records, another company's and another site's, and on ids that are no ids at all. A refusal
 * never tells more than its status and a short text: no SQL, no columns, no values, no scope.
 */

/** Company A users without canUpdateCraftRecords (the demo contractors): no QR tag page. */
const NO_QR_TAG: readonly Principal[] = ['readOnly', 'noUpdates'];

type Objects = { recordId: string; photoId: string; attachmentId: string };
type RouteKind = 'photo' | 'attachment' | 'qrTag';
const ROUTES: Record<RouteKind, (o: Objects) => string> = {
  photo: (o) => `/api/files/photos/${o.photoId}/thumb`,
  attachment: (o) => `/api/files/attachments/${o.attachmentId}`,
  qrTag: (o) => `/api/qr-tags/${o.recordId}`,
};

let t: TestApp;
let world: MatrixWorld;
let storage: FileStorage;
let clients: Record<Principal, TestClient>;
let own: Objects;
let companyB: Objects;
let otherSite: Objects;
/** On the own record, an attachment only company B may see. */
let companyBAttachmentId: string;

async function addFiles(
  s: SiteFixture,
  recordId: string,
  authorizedCompanies: string[] = [],
): Promise<Objects> {
  const photoId = randomUUID();
  const photoKey = `${s.siteKey}/photos/${photoId}/thumb.jpg`;
  await db().insert(photos).values({
    id: photoId,
    siteKey: s.siteKey,
    craftRecordId: recordId,
    photoUrl: photoKey,
    photoUrlReduced: photoKey,
    photoUrlThumb: photoKey,
    createdBy: s.users.admin.id,
  });
  const attachmentId = randomUUID();
  const attachmentKey = `${s.siteKey}/attachments/${attachmentId}`;
  await db().insert(attachments).values({
    id: attachmentId,
    siteKey: s.siteKey,
    craftRecordId: recordId,
    filename: 'notes.txt',
    storageKey: attachmentKey,
    contentType: 'text/plain',
    sizeBytes: 5,
    authorizedCompanies,
    createdBy: s.users.admin.id,
  });
  await storage.put(photoKey, Buffer.from('photo'));
  await storage.put(attachmentKey, Buffer.from('notes'));
  return { recordId, photoId, attachmentId };
}

const db = () => t.db;

beforeAll(async () => {
  const filesDir = await mkdtemp(path.join(tmpdir(), 'craftwork-file-routes-'));
  t = await startTestApp({ FILES_DIR: filesDir });
  storage = createLocalStorage(filesDir);
  world = await buildMatrixWorld(t, t.db);
  clients = world.clients;

  const { site, other } = world;

  const createdBy = site.users.admin.id;
  const ownRecord = await addCraftRecord(t.db, site, { createdBy }, [{ taskStatus: 30 }]);
  own = await addFiles(site, ownRecord.id);
  const bRecord = await addCraftRecord(t.db, site, { createdBy }, [
    { taskStatus: 30, assignedCompanyId: site.companyB },
  ]);
  companyB = await addFiles(site, bRecord.id);
  const sharedRecord = await addCraftRecord(t.db, site, { createdBy }, [
    { taskStatus: 30, assignedCompanyId: site.companyA },
    { taskStatus: 30, assignedCompanyId: site.companyB },
  ]);
  companyBAttachmentId = (await addFiles(site, sharedRecord.id, [site.companyB])).attachmentId;
  const elsewhere = await addCraftRecord(t.db, other, { createdBy: other.users.admin.id }, [
    { taskStatus: 30, assignedCompanyId: other.companyA },
  ]);
  otherSite = await addFiles(other, elsewhere.id);
});
afterAll(() => t.close());

/** Signed out 401, not approved 403: before any id is looked at. */
const GATE: Partial<Record<Principal, number>> = { anonymous: 401, applicant: 403 };

/** 200 for the callers who may read, 404 for everyone else signed in and approved. */
function statuses(readers: readonly Principal[]): Record<Principal, number> {
  return Object.fromEntries(
    PRINCIPALS.map((c) => [c, GATE[c] ?? (readers.includes(c) ? 200 : 404)]),
  ) as Record<Principal, number>;
}

const PLANT: readonly Principal[] = ['plant', 'siteAdmin'];
const cases: [string, () => string, Record<Principal, number>][] = [];
for (const kind of Object.keys(ROUTES) as RouteKind[]) {
  // The QR tag asks canUpdateCraftRecords before it looks for the record.
  const qr = (expected: Record<Principal, number>) =>
    kind === 'qrTag'
      ? { ...expected, ...Object.fromEntries(NO_QR_TAG.map((c) => [c, 403])) }
      : expected;
  cases.push(
    [
      `${kind} of the own site's record`,
      () => ROUTES[kind](own),
      qr(statuses([...PLANT, 'contractorA', 'foreman', ...NO_QR_TAG])),
    ],
    [
      `${kind} of another company's record`,
      () => ROUTES[kind](companyB),
      qr(statuses([...PLANT, 'contractorB'])),
    ],
    [
      `${kind} of another site's record`,
      () => ROUTES[kind](otherSite),
      qr(statuses(['otherSite'])),
    ],
  );
}
cases.push([
  'attachment only another company may see, on a record both see',
  () => `/api/files/attachments/${companyBAttachmentId}`,
  statuses([...PLANT, 'contractorB']),
]);

// No id: refused unqueried (the NUL once answered 500 with the failed query and its values).
const BAD_IDS = ['not-a-uuid', "1'%20or%20'1'='1", '%E2%80%AE'];
for (const id of BAD_IDS) {
  cases.push(
    [`photo ${id}`, () => `/api/files/photos/${id}/thumb`, statuses([])],
    [`attachment ${id}`, () => `/api/files/attachments/${id}`, statuses([])],
    [`qrTag ${id}`, () => `/api/qr-tags/${id}`, statuses([])],
  );
}
// Paths refused before any route (too long a parameter, undecodable, a NUL): nothing there.
const NOWHERE = Object.fromEntries(PRINCIPALS.map((c) => [c, 404])) as Record<Principal, number>;
for (const [label, id] of [
  ['an id of 5000 characters', 'a'.repeat(5000)],
  ['an undecodable id', '%E0%A4%A'],
  ['a NUL id', '%00'],
  ['an id ending in NUL', `${randomUUID()}%00`],
] as const) {
  cases.push(
    [`photo of ${label}`, () => `/api/files/photos/${id}/thumb`, NOWHERE],
    [`attachment of ${label}`, () => `/api/files/attachments/${id}`, NOWHERE],
    [`qrTag of ${label}`, () => `/api/qr-tags/${id}`, NOWHERE],
  );
}
cases.push(
  ['photo of an unknown size', () => `/api/files/photos/${own.photoId}/huge`, statuses([])],
  ['photo of a NUL size', () => `/api/files/photos/${own.photoId}/%00`, NOWHERE],
  ['an unknown uuid attachment', () => `/api/files/attachments/${randomUUID()}`, statuses([])],
);

describe('file routes', () => {
  const cells = cases.flatMap(([name, url, expected]) =>
    PRINCIPALS.map((caller) => [name, caller, expected[caller], url] as const),
  );

  it.each(cells)('%s for %s: %i', async (_name, caller, expected, url) => {
    const response = await clients[caller].fetch(url());
    const body = await response.text();
    expect(response.status, body.slice(0, 300)).toBe(expected);
    if (expected !== 200) {
      expect(body).not.toMatch(INTERNALS);
      expect(body.length).toBeLessThan(200);
    }
  });

  it.each(NO_QR_TAG)("refuses the tag page with the RPC's text to %s", async (caller) => {
    const page = await clients[caller].fetch(ROUTES.qrTag(own));
    expect(page.status).toBe(403);
    expect(await page.json()).toEqual({ message: TASK_MESSAGES.cannotGenerateQrTag });
    await expect(
      clients[caller].rpc.craftRecords.handleGenerateQRScaffoldTagCF({
        craftRecordID: own.recordId,
        whiteLabel: null,
      }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN', message: TASK_MESSAGES.cannotGenerateQrTag });
  });

  it('serves the tag to whoever the RPC gives its URL', async () => {
    const { url } = await clients.contractorA.rpc.craftRecords.handleGenerateQRScaffoldTagCF({
      craftRecordID: own.recordId,
      whiteLabel: null,
    });
    const page = await clients.contractorA.fetch(url);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('application/pdf');
  });
});

describe('the error handler of the HTTP routes', () => {
  async function appThrowing(error: Error) {
    const logged: string[] = [];
    const app = Fastify();
    registerErrorHandler(app, (message) => logged.push(message));
    app.get('/boom', () => {
      throw error;
    });
    app.post('/echo', (request) => request.body);
    await app.ready();
    return { app, logged };
  }

  it('answers an unexpected error with the generic text and logs it on the server', async () => {
    const sqlError = new Error(
      'Failed query: select "id" from "attachments" where "site_key" = $1\nparams: SITE,\u0000',
    );
    const { app, logged } = await appThrowing(sqlError);
    const response = await app.inject({ method: 'GET', url: '/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: GENERIC_ERROR_MESSAGE });
    expect(logged.join('\n')).toContain('Failed query');
    await app.close();
  });

  it.each([
    ['FORBIDDEN', 403],
    ['NOT_FOUND', 404],
    ['TOO_MANY_REQUESTS', 429],
  ] as const)('answers a service refusal %s with %i and its text', async (code, status) => {
    const { app, logged } = await appThrowing(new AppError(code, 'Told to the user.'));
    const response = await app.inject({ method: 'GET', url: '/boom' });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ message: 'Told to the user.' });
    expect(logged).toEqual([]);
    await app.close();
  });

  it("answers Fastify's own refusals with their status and a fixed text", async () => {
    const { app } = await appThrowing(new Error('unused'));
    const response = await app.inject({
      method: 'POST',
      url: '/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"select * from users":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'The request is not valid.' });
    await app.close();
  });

  it('is installed for the whole app: a malformed body to the auth routes tells nothing', async () => {
    const response = await t.client().fetch('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email":',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: 'The request is not valid.' });
  });
});
