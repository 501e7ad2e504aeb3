import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TASK_STATUS } from '@craftwork/domain/catalogues/task-statuses';
import { customers, estimates, mailOutbox } from '../../db/schema.ts';
import { addCraftRecord, createSiteFixture, PASSWORD, type SiteFixture } from '../fixtures.ts';
import { startTestApp, type TestApp, type TestClient } from '../harness.ts';

/**
 * Issue 31: a drawn signature is decoded last. The public approval checks its link before it
 * looks at the image, and both signature procedures refuse an image too large for a signature
 * box from its PNG header, before decoding it (the decoding itself goes through the photos'
 * one-at-a-time image queue).
 */

let t: TestApp;
let site: SiteFixture;
let admin: TestClient;
let anonymous: TestClient;
let customerId = '';

const TOO_LARGE = 'The signature is too large. Clear the box and sign again.';

/** A PNG whose header claims `width` x `height` and whose body is garbage. */
function claimedPng(width: number, height: number): string {
  const header = Buffer.alloc(33);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(header, 0);
  header.writeUInt32BE(13, 8);
  header.write('IHDR', 12, 'latin1');
  header.writeUInt32BE(width, 16);
  header.writeUInt32BE(height, 20);
  header.set([8, 6, 0, 0, 0], 24);
  const body = Buffer.alloc(4096, 0x5a);
  return `data:image/png;base64,${Buffer.concat([header, body]).toString('base64')}`;
}

/** A real PNG of that size: white, with a line of ink. */
async function drawnPng(width: number, height: number): Promise<string> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="white"/><path d="M2 10 L${width - 2} 12" stroke="black" stroke-width="3"/></svg>`;
  const png = await sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}

async function sentEstimateToken(): Promise<{ id: string; token: string }> {
  const { id } = await admin.rpc.estimates.save({
    customerId,
    title: 'Tank scaffold',
    lines: [{ name: 'Frame scaffold', unit: 'week', quantityMilli: 1000, unitPriceCents: 45_000 }],
  });
  await admin.rpc.estimates.send({ id });
  const [mail] = await t.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, 'buyer@sigcust.test'), eq(mailOutbox.kind, 'estimate')))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  const token = /\/estimate-approval\/([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
  if (!token) throw new Error('no approval link was mailed');
  return { id, token };
}

const approval = (token: string, signature: string) => ({
  token,
  name: 'Dana Reyes',
  signature,
  acceptTerms: true as const,
});

beforeAll(async () => {
  t = await startTestApp();
  site = await createSiteFixture(t.db, 'SIGLIMITS');
  admin = await t.signIn(site.users.admin.email, PASSWORD);
  anonymous = t.client();
  customerId = randomUUID();
  await t.db.insert(customers).values({
    id: customerId,
    siteKey: site.siteKey,
    name: 'Harbor Foods',
    email: 'buyer@sigcust.test',
  });
}, 60_000);
afterAll(() => t.close());

describe('the public estimate approval', () => {
  it('refuses an unknown link with its own answer, before looking at a 40000 x 40000 image', async () => {
    await expect(
      anonymous.rpc.estimateApproval.approve(approval('A'.repeat(43), claimedPng(40_000, 40_000))),
    ).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'This approval link is not valid.',
    });
  });

  it('refuses an answered link as answered, before looking at the image', async () => {
    const { token } = await sentEstimateToken();
    await anonymous.rpc.estimateApproval.requestChanges({ token, comment: 'Two lifts only.' });
    await expect(
      anonymous.rpc.estimateApproval.approve(approval(token, claimedPng(40_000, 40_000))),
    ).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'This estimate has already been answered.',
    });
  });

  it('refuses, on a good link, an image too large for a signature from its header', async () => {
    const { id, token } = await sentEstimateToken();
    for (const signature of [claimedPng(40_000, 40_000), claimedPng(4001, 100)]) {
      await expect(
        anonymous.rpc.estimateApproval.approve(approval(token, signature)),
      ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: TOO_LARGE });
    }
    const [row] = await t.db.select().from(estimates).where(eq(estimates.id, id));
    expect(row?.status).toBe('sent');
    // A signature box a screen wide at a dense screen's pixels is still a signature.
    expect(
      await anonymous.rpc.estimateApproval.approve(approval(token, await drawnPng(2400, 640))),
    ).toMatchObject({ status: 'approved' });
  });
});

describe('checklists.uploadSignature', () => {
  it('refuses a signature too large from its header, and a real 4000 x 4000 one', async () => {
    const record = await addCraftRecord(t.db, site, { craftType: 110 }, [
      { taskStatus: TASK_STATUS.IN_PROGRESS, taskType: 110, craftType: 110 },
    ]);
    const taskId = record.taskIds[0]!;
    const square = await sharp({
      create: { width: 4000, height: 4000, channels: 3, background: '#ffffff' },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    for (const signature of [
      claimedPng(40_000, 40_000),
      `data:image/png;base64,${square.toString('base64')}`,
    ]) {
      await expect(
        admin.rpc.checklists.uploadSignature({ taskId, signature }),
      ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: TOO_LARGE });
    }
    await expect(
      admin.rpc.checklists.uploadSignature({ taskId, signature: await drawnPng(1200, 280) }),
    ).resolves.toMatchObject({ signatureId: expect.any(String) as string });
  });
});
