import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSION_PRESETS } from '@craftwork/domain/access/permissions';
import { INVENTORY_TRANSACTION_TYPE as TT } from '@craftwork/domain/catalogues/inventory';
import { mailOutbox, siteUsers } from '../../db/schema.ts';
import { createMailer } from '../../mail/mailer.ts';
import { addMember, createVerifiedUser } from '../sites/index.ts';
import { createSiteFixture, PASSWORD, type SiteFixture } from '../../test/fixtures.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { insertObjectWithStock, setInventory } from '../../test/inventory-fixtures.ts';
import { sendLowStockMail } from './low-stock.ts';
import { applyMovements, type MovementLine } from './movements.ts';

let t: TestApp;
let site: SiteFixture;
let quietPlant: string;
const BASE = 'http://craftwork.test';

async function subscribe(userId: string, on: boolean) {
  await t.db
    .update(siteUsers)
    .set({ managementSubscriptions: on ? { inventoryLowStock: true } : {} })
    .where(and(eq(siteUsers.siteKey, site.siteKey), eq(siteUsers.userId, userId)));
}

beforeAll(async () => {
  t = await startTestApp();
  site = await createSiteFixture(t.db, 'LOWS');
  await setInventory(t.db, site.siteKey);
  quietPlant = await createVerifiedUser(t.db, {
    email: 'quiet-plant@lows.test',
    password: PASSWORD,
    displayName: 'Quiet Plant',
  });
  await addMember(t.db, {
    siteKey: site.siteKey,
    userId: quietPlant,
    approved: true,
    permissions: PERMISSION_PRESETS.plantUser,
  });
  // Subscribed: the site admin and the plant user. A company user's stored flag does not
  // count, nor does an applicant's; the quiet plant user never switched it on.
  await subscribe(site.users.admin.id, true);
  await subscribe(site.users.plant.id, true);
  await subscribe(site.users.foreman.id, true);
  await subscribe(site.users.applicant.id, true);
  await subscribe(quietPlant, false);
});
afterAll(() => t.close());

/** An object with 100 available at Area 1, Low at 10 or less there. */
const newObject = (title: string) =>
  insertObjectWithStock(t.db, site, { available: 100 }, { title, threshold: 10 });

async function move(lines: MovementLine[]) {
  return t.db.transaction((tx) =>
    applyMovements(
      tx,
      { siteKey: site.siteKey, userId: site.users.plant.id, timeZone: 'UTC', now: new Date() },
      lines,
    ),
  );
}

const onRent = (objectId: string, value: number): MovementLine => ({
  objectId,
  locationId: site.locationIds[0],
  type: TT.ON_RENT_FROM_LAYDOWN_YARD,
  value,
  companyId: site.companyA,
});

async function lowStockMails() {
  return t.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.kind, 'inventory-low-stock'))
    .orderBy(mailOutbox.to);
}

describe('sendLowStockMail', () => {
  const mailer = () => createMailer(t.db, { from: 'test@craftwork.test' });

  it('mails subscribed plant users and site admins once each, listing every object turned Low', async () => {
    const tubes = await newObject('21 ft Tube');
    const planks = await newObject('8 ft Plank');
    const result = await move([onRent(tubes, 92.5), onRent(planks, 95), onRent(planks, 1)]);
    expect(result.turnedLow.map((o) => o.id).sort()).toEqual([tubes, planks].sort());

    await sendLowStockMail(t.db, mailer(), site.siteKey, result.turnedLow, { publicUrl: BASE });
    const mails = await lowStockMails();
    expect(mails.map((m) => m.to)).toEqual([site.users.admin.email, site.users.plant.email].sort());
    for (const mail of mails) {
      expect(mail.subject).toBe('Low stock: 21 ft Tube and 1 more');
      expect(mail.text).toContain('These inventory objects of Site LOWS turned Low:');
      expect(mail.text).toContain('- 21 ft Tube: 7.5 available (Low at 10)');
      expect(mail.text).toContain(`${BASE}/inventory/objects/${tubes}`);
      expect(mail.text).toContain('- 8 ft Plank: 4 available (Low at 10)');
      expect(mail.text).toContain(`${BASE}/inventory/objects/${planks}`);
    }
    await t.db.delete(mailOutbox).where(
      inArray(
        mailOutbox.id,
        mails.map((m) => m.id),
      ),
    );
  });

  it('sends nothing when the object was already Low', async () => {
    const couplers = await newObject('Coupler');
    const first = await move([onRent(couplers, 95)]);
    expect(first.turnedLow).toHaveLength(1);
    const again = await move([onRent(couplers, 2)]);
    expect(again.turnedLow).toEqual([]);
    await sendLowStockMail(t.db, mailer(), site.siteKey, again.turnedLow, { publicUrl: BASE });
    expect(await lowStockMails()).toEqual([]);
  });

  it('sends nothing when the object stays above its threshold', async () => {
    const plates = await newObject('Base Plate');
    const result = await move([onRent(plates, 50)]);
    expect(result.turnedLow).toEqual([]);
    await sendLowStockMail(t.db, mailer(), site.siteKey, result.turnedLow, { publicUrl: BASE });
    expect(await lowStockMails()).toEqual([]);
  });

  it('names one object in the subject when one turned Low', async () => {
    const ladders = await newObject('Ladder');
    const result = await move([onRent(ladders, 90)]);
    await sendLowStockMail(t.db, mailer(), site.siteKey, result.turnedLow, { publicUrl: BASE });
    const mails = await lowStockMails();
    expect(mails).toHaveLength(2);
    expect(mails[0]?.subject).toBe('Low stock: Ladder');
    expect(mails[0]?.text).toContain('This inventory object of Site LOWS turned Low:');
    await t.db.delete(mailOutbox).where(eq(mailOutbox.kind, 'inventory-low-stock'));
  });

  it('sends nothing once the site has inventory off', async () => {
    const boards = await newObject('Toe Board');
    const result = await move([onRent(boards, 90)]);
    expect(result.turnedLow).toHaveLength(1);
    await setInventory(t.db, site.siteKey, false);
    try {
      await sendLowStockMail(t.db, mailer(), site.siteKey, result.turnedLow, { publicUrl: BASE });
      expect(await lowStockMails()).toEqual([]);
    } finally {
      await setInventory(t.db, site.siteKey);
    }
  });
});
