import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSION_PRESETS, type TPermissionPreset } from '@craftwork/domain/access/permissions';
import { INVITE_MESSAGES } from '@craftwork/domain/admin/invites';
import { mailOutbox, siteUsers, userLocations } from '../../db/schema.ts';
import { PERMISSION_ERROR_MESSAGE } from '../../errors.ts';
import { INVALID_TOKEN_MESSAGE } from '../../http/public-api-route.ts';
import { addMember, createVerifiedUser } from '../../modules/sites/index.ts';
import { createSiteFixture, PASSWORD, type SiteFixture } from '../fixtures.ts';
import { ApiContract, checkedFetch } from '../api-contract.ts';
import { startTestApp, type TestApp, type TestClient } from '../harness.ts';

/**
 * What ends the things that act for a person (decision 188), over HTTP. An API token ends with
 * the membership it acts under and with its maker's site admin standing; approving the person
 * again brings nothing back. An invitation ends with its sender's site admin standing, withdrawn
 * at the change and checked again at acceptance. Sessions ending with the password are in
 * auth-lifecycle.integration.test.ts, live streams ending with the membership in
 * live-stream.integration.test.ts.
 */
let t: TestApp;
let site: SiteFixture;
/** The fixture's site admin: makes the changes, and reads the token list. */
let admin: TestClient;
beforeAll(async () => {
  t = await startTestApp();
  site = await createSiteFixture(t.db, 'LIFECYCLE');
  admin = await t.signIn(site.users.admin.email, PASSWORD);
}, 60_000);
afterAll(() => t.close());

type TMember = { id: string; email: string; name: string; client: TestClient };

/** A new approved member of the site with a preset (at every location), signed in. */
async function newMember(preset: TPermissionPreset): Promise<TMember> {
  const email = `member-${randomUUID().slice(0, 8)}@lifecycle.test`;
  const name = `${preset} ${email.slice(7, 15)}`;
  const id = await createVerifiedUser(t.db, { email, password: PASSWORD, displayName: name });
  const isCompanyUser = !PERMISSION_PRESETS[preset].isPlantPersonnel;
  await addMember(t.db, {
    siteKey: site.siteKey,
    userId: id,
    approved: true,
    permissions: PERMISSION_PRESETS[preset],
    companyId: isCompanyUser ? site.companyA : null,
    makeDefault: true,
  });
  await t.db.insert(userLocations).values(
    site.locationIds.map((locationId) => ({
      siteKey: site.siteKey,
      userId: id,
      locationId,
      value: true,
    })),
  );
  return { id, email, name, client: await t.signIn(email, PASSWORD) };
}

/** A write token `maker` makes over RPC, acting as `actsAs` (the maker when left out). */
async function writeToken(maker: TMember, actsAs?: TMember) {
  return maker.client.rpc.apiTokens.create({
    name: `Token ${randomUUID().slice(0, 8)}`,
    scope: 'write',
    expiresInDays: 30,
    actsAsUserId: actsAs?.id ?? null,
  });
}

/** Every answer of the REST API below is checked against its document. */
const contract = ApiContract.load();

const rest = (token: string, path: string, body?: unknown) =>
  checkedFetch(contract, `${t.url}/api/v1`)(path, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

/** A read (GET /tasks) and a write (POST /customers) with the token: their statuses and bodies. */
async function readAndWrite(token: string) {
  const read = await rest(token, '/tasks?limit=1');
  const write = await rest(token, '/customers', { name: `Customer ${randomUUID().slice(0, 8)}` });
  return [
    { status: read.status, body: (await read.json()) as unknown },
    { status: write.status, body: (await write.json()) as unknown },
  ];
}

const WORKS = { status: 200 };
const ENDED = {
  status: 401,
  body: { code: 'UNAUTHORIZED', status: 401, detail: INVALID_TOKEN_MESSAGE },
};

async function listed(tokenId: string) {
  const tokens = await admin.rpc.apiTokens.list();
  return tokens.find((token) => token.id === tokenId);
}

const demote = (member: TMember, preset: TPermissionPreset, by = admin) =>
  by.rpc.users.update({
    userId: member.id,
    approved: true,
    flags: PERMISSION_PRESETS[preset],
    companyId: PERMISSION_PRESETS[preset].isPlantPersonnel ? null : site.companyA,
    defaultLocationId: null,
  });

describe('API tokens end with the membership they act under', () => {
  it('a token an admin made to act as a plant user stops reading and writing once that admin is removed, and is listed as revoked', async () => {
    const maker = await newMember('siteAdmin');
    const plant = await newMember('plantUser');
    const remover = await newMember('siteAdmin');
    const made = await writeToken(maker, plant);
    const kept = await writeToken(remover, plant);
    expect(await readAndWrite(made.token)).toMatchObject([WORKS, WORKS]);

    await remover.client.rpc.users.remove({ userId: maker.id });

    expect(await readAndWrite(made.token)).toMatchObject([ENDED, ENDED]);
    expect(await listed(made.id)).toMatchObject({
      status: 'revoked',
      revokedByName: remover.name,
      revokedAt: expect.any(String),
    });
    // The remover's own token for the same plant user is theirs: it keeps working.
    expect(await readAndWrite(kept.token)).toMatchObject([WORKS, WORKS]);
    expect(await listed(kept.id)).toMatchObject({ status: 'active', revokedAt: null });
  });

  it('a token acting as a removed member stays refused after the same person applies and is approved again', async () => {
    const plant = await newMember('plantUser');
    const made = await writeToken(await newMember('siteAdmin'), plant);
    expect(await readAndWrite(made.token)).toMatchObject([WORKS, WORKS]);

    await admin.rpc.users.remove({ userId: plant.id });
    expect(await readAndWrite(made.token)).toMatchObject([ENDED, ENDED]);
    await plant.client.rpc.sites.applyToSiteKey({ siteKey: site.siteKey });
    await admin.rpc.users.approve({ userId: plant.id, preset: 'plantUser', companyId: null });
    // The person is a member again (a session works), but the old token stays ended.
    await expect(plant.client.rpc.sites.listCompanies()).resolves.toBeDefined();

    expect(await readAndWrite(made.token)).toMatchObject([ENDED, ENDED]);
    expect(await listed(made.id)).toMatchObject({
      status: 'revoked',
      revokedByName: `admin ${site.siteKey}`,
    });
  });

  it('a token acting as an un-approved member stays refused after the roles page approves them again', async () => {
    const plant = await newMember('plantUser');
    const made = await writeToken(await newMember('siteAdmin'), plant);
    const standing = { userId: plant.id, flags: PERMISSION_PRESETS.plantUser, companyId: null };
    await admin.rpc.users.update({ ...standing, approved: false, defaultLocationId: null });
    await admin.rpc.users.update({ ...standing, approved: true, defaultLocationId: null });

    expect(await readAndWrite(made.token)).toMatchObject([ENDED, ENDED]);
    expect((await listed(made.id))?.status).toBe('revoked');
  });

  it('the tokens an admin made end when the admin is demoted to plant user, their own included', async () => {
    const maker = await newMember('siteAdmin');
    const plant = await newMember('plantUser');
    const forPlant = await writeToken(maker, plant);
    const own = await writeToken(maker);
    expect(await readAndWrite(own.token)).toMatchObject([WORKS, WORKS]);

    await demote(maker, 'plantUser');

    expect(await readAndWrite(forPlant.token)).toMatchObject([ENDED, ENDED]);
    expect(await readAndWrite(own.token)).toMatchObject([ENDED, ENDED]);
    expect((await listed(forPlant.id))?.status).toBe('revoked');
    expect((await listed(own.id))?.status).toBe('revoked');
  });

  it('the tokens and invitations an admin made end when sites.approveUser approves the admin again as a plant user', async () => {
    const maker = await newMember('siteAdmin');
    const made = await writeToken(maker, await newMember('plantUser'));
    const sent = await inviteSiteAdmin(maker);

    await admin.rpc.sites.approveUser({ userId: maker.id, preset: 'plantUser', companyId: null });

    expect(await readAndWrite(made.token)).toMatchObject([ENDED, ENDED]);
    expect((await listed(made.id))?.status).toBe('revoked');
    expect((await admin.rpc.invites.list()).map((invite) => invite.id)).not.toContain(sent.id);
  });

  it('a token is refused once its maker is no longer a site admin, even where nothing revoked it', async () => {
    const maker = await newMember('siteAdmin');
    const made = await writeToken(maker, await newMember('plantUser'));
    expect(await readAndWrite(made.token)).toMatchObject([WORKS, WORKS]);
    // A change that skips the users module's steps (an operator's SQL, a path yet to come).
    await t.db
      .update(siteUsers)
      .set({ permissions: PERMISSION_PRESETS.plantUser })
      .where(and(eq(siteUsers.siteKey, site.siteKey), eq(siteUsers.userId, maker.id)));

    expect(await readAndWrite(made.token)).toMatchObject([ENDED, ENDED]);
  });

  it('a token acts with the current rights of the user it acts as: demoted to foreman, it reads but may not write money', async () => {
    const plant = await newMember('plantUser');
    const made = await writeToken(await newMember('siteAdmin'), plant);
    expect(await readAndWrite(made.token)).toMatchObject([WORKS, WORKS]);

    await demote(plant, 'foreman');

    expect(await readAndWrite(made.token)).toMatchObject([
      WORKS,
      { status: 403, body: { code: 'FORBIDDEN', detail: PERMISSION_ERROR_MESSAGE } },
    ]);
  });
});

async function linkMailedTo(email: string) {
  const [mail] = await t.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, email))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  const link = /http:\/\/craftwork\.test\/invite\?token=(\S+)/.exec(mail?.text ?? '');
  return decodeURIComponent(link![1]!);
}

/** A Site Admin invitation `by` sends to a fresh address: its id, address and link token. */
async function inviteSiteAdmin(by: TMember) {
  const email = `guest-${randomUUID().slice(0, 8)}@lifecycle.test`;
  const { id } = await by.client.rpc.invites.create({
    email,
    preset: 'siteAdmin',
    companyId: null,
  });
  return { id, email, token: await linkMailedTo(email) };
}

const DEAD_LINK = { code: 'BAD_REQUEST', status: 400, message: INVITE_MESSAGES.invalid };

/** The site's member with the address, as User Management lists them (undefined: none). */
const membershipOf = async (email: string) =>
  (await admin.rpc.users.list()).find((member) => member.email === email);

describe('invitations end with the site admin who sent them', () => {
  it('a removed admin’s pending Site Admin invitation is withdrawn: the link is refused and makes nobody a member', async () => {
    const sender = await newMember('siteAdmin');
    const other = await newMember('siteAdmin');
    const sent = await inviteSiteAdmin(sender);
    const kept = await inviteSiteAdmin(other);
    const guest = t.client();
    await expect(guest.rpc.invites.get({ token: sent.token })).resolves.toMatchObject({
      role: 'Site Admin',
    });

    await admin.rpc.users.remove({ userId: sender.id });

    await expect(guest.rpc.invites.get({ token: sent.token })).rejects.toMatchObject(DEAD_LINK);
    await expect(
      guest.rpc.invites.acceptNew({
        token: sent.token,
        displayName: 'Mallory',
        password: PASSWORD,
      }),
    ).rejects.toMatchObject(DEAD_LINK);
    expect(await membershipOf(sent.email)).toBeUndefined();
    const open = (await admin.rpc.invites.list()).map((invite) => invite.id);
    expect(open).not.toContain(sent.id);
    // Another admin's invitation is theirs: it stays open.
    expect(open).toContain(kept.id);
    await expect(guest.rpc.invites.get({ token: kept.token })).resolves.toMatchObject({
      role: 'Site Admin',
    });
  });

  it('a demoted admin’s pending invitation is withdrawn: its holder, signed in, cannot accept', async () => {
    const sender = await newMember('siteAdmin');
    const sent = await inviteSiteAdmin(sender);
    await createVerifiedUser(t.db, {
      email: sent.email,
      password: PASSWORD,
      displayName: 'Holder',
    });
    const holder = await t.signIn(sent.email, PASSWORD);

    await demote(sender, 'plantUser');

    await expect(holder.rpc.invites.accept({ token: sent.token })).rejects.toMatchObject(DEAD_LINK);
    expect(await membershipOf(sent.email)).toBeUndefined();
  });

  it('acceptance checks the sender again: an invitation nothing withdrew is refused once its sender is no longer a site admin', async () => {
    const sender = await newMember('siteAdmin');
    const sent = await inviteSiteAdmin(sender);
    // A change that skips the users module's steps (an operator's SQL, a path yet to come).
    await t.db
      .update(siteUsers)
      .set({ permissions: PERMISSION_PRESETS.plantUser })
      .where(and(eq(siteUsers.siteKey, site.siteKey), eq(siteUsers.userId, sender.id)));
    const guest = t.client();

    await expect(guest.rpc.invites.get({ token: sent.token })).rejects.toMatchObject(DEAD_LINK);
    await expect(
      guest.rpc.invites.acceptNew({
        token: sent.token,
        displayName: 'Mallory',
        password: PASSWORD,
      }),
    ).rejects.toMatchObject(DEAD_LINK);
    expect(await membershipOf(sent.email)).toBeUndefined();
  });
});

describe('webhook endpoints end with the site admin who made them', () => {
  async function endpoint(maker: TMember) {
    return maker.client.rpc.webhooks.create({
      url: `https://hooks.example.com/${randomUUID().slice(0, 8)}`,
      events: ['task.created'],
    });
  }
  const activeOf = async (id: string) =>
    (await admin.rpc.webhooks.list()).find((e) => e.id === id)?.active;

  it('a removed admin’s endpoints are switched off, others’ stay on, and another admin may turn one on again', async () => {
    const maker = await newMember('siteAdmin');
    const other = await newMember('siteAdmin');
    const made = await endpoint(maker);
    const kept = await endpoint(other);

    await admin.rpc.users.remove({ userId: maker.id });

    expect([await activeOf(made.id), await activeOf(kept.id)]).toEqual([false, true]);
    await admin.rpc.webhooks.update({ id: made.id, active: true });
    expect(await activeOf(made.id)).toBe(true);
  });

  it('a demoted admin’s endpoints are switched off too', async () => {
    const maker = await newMember('siteAdmin');
    const made = await endpoint(maker);
    await demote(maker, 'plantUser');
    expect(await activeOf(made.id)).toBe(false);
  });
});
