import { PERMISSION_PRESETS } from '@craftwork/domain/access/permissions';
import { PRICEBOOK_CSV_COLUMNS } from '@craftwork/domain/billing/pricebook';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSV_FILE_MESSAGES, readCsvFile } from '../../modules/csv-import/index.ts';
import { CSV_IMPORT_THROTTLE } from '../../modules/csv-import/index.ts';
import { PRICEBOOK_IMPORT_THROTTLE } from '../../modules/pricebook/index.ts';
import { addMember, createVerifiedUser } from '../../modules/sites/index.ts';
import { createSiteFixture, PASSWORD, type SiteFixture } from '../fixtures.ts';
import { startTestApp, type TestApp, type TestClient } from '../harness.ts';

/**
 * Issue 31: reading an import file is bounded. A file over the row limit is refused at the
 * first row over it, without reading the rest, and the procedures that read a CSV file are
 * throttled per user and per site with the app's over-limit answer.
 */

let t: TestApp;
let site: SiteFixture;
let admin: TestClient;

const csv = (text: string) => new File([text], 'import.csv', { type: 'text/csv' });
const ROW = 'Rack\r\n';
/** The over-limit answer of a fresh ten-minute window. */
const WAIT = 'Too many attempts. Please wait 10 minutes and try again.';

/** Another approved site admin of `s`, signed in. */
async function anotherAdmin(s: SiteFixture, name: string): Promise<TestClient> {
  const email = `${name}@${s.siteKey.toLowerCase()}.test`;
  const userId = await createVerifiedUser(t.db, { email, password: PASSWORD, displayName: name });
  await addMember(t.db, {
    siteKey: s.siteKey,
    userId,
    approved: true,
    permissions: PERMISSION_PRESETS.siteAdmin,
    companyId: null,
  });
  return t.signIn(email, PASSWORD);
}

beforeAll(async () => {
  // The real limits (the harness multiplies them for other suites).
  t = await startTestApp({ RATE_LIMIT_MULTIPLIER: '1' });
  site = await createSiteFixture(t.db, 'CSVLIMITS');
  admin = await t.signIn(site.users.admin.email, PASSWORD);
}, 60_000);
afterAll(() => t.close());

describe('a file over the row limit', () => {
  it('refuses a 200,000-row file (4 MB) with the row-limit message', async () => {
    const file = csv('Title\r\n' + ROW.repeat(200_000));
    expect(file.size).toBeGreaterThan(1_000_000);
    await expect(admin.rpc.csvImport.inspect({ kind: 'records', file })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message:
        'The file has more than 5,000 rows; at most 5,000 can be imported at once. Split it into smaller files.',
    });
  });

  it('stops reading the file at the first row over the limit', async () => {
    const bytes = new TextEncoder().encode('Title\r\n' + ROW.repeat(200_000));
    let read = 0;
    // A file that counts what is taken from it, by stream or all at once.
    const file = {
      size: bytes.length,
      type: 'text/csv',
      arrayBuffer: () => {
        read = bytes.length;
        return Promise.resolve(bytes.buffer);
      },
      stream: () => {
        let offset = 0;
        return new ReadableStream<Uint8Array>({
          pull(controller) {
            if (offset >= bytes.length) return controller.close();
            const chunk = bytes.subarray(offset, offset + 16 * 1024);
            offset += chunk.length;
            read = offset;
            controller.enqueue(chunk);
          },
        });
      },
    } as unknown as Blob;
    await expect(readCsvFile(file)).rejects.toMatchObject({
      message: CSV_FILE_MESSAGES.tooManyRows,
    });
    // 5,001 rows are about 30 KB of the 1.2 MB; what was read ahead is a few slices more.
    expect(read).toBeGreaterThan(5001 * ROW.length);
    expect(read).toBeLessThan(bytes.length / 4);
  });

  it('still reads a file of exactly 5,000 rows', async () => {
    const table = await readCsvFile(csv('Title\r\n' + ROW.repeat(5000)));
    expect(table.rows).toHaveLength(5000);
    expect(table.rows[4999]).toEqual({ line: 5001, cells: ['Rack'] });
  });
});

describe('throttling the file readers', () => {
  it('refuses the 21st file read by one site admin in ten minutes, over inspect, dry run and import', async () => {
    const s = await createSiteFixture(t.db, 'CSVTHRUSR');
    const client = await t.signIn(s.users.admin.email, PASSWORD);
    const file = csv('Title\r\nRack\r\n');
    const { max } = CSV_IMPORT_THROTTLE.perUser;
    expect(max).toBe(20);
    for (let i = 0; i < max - 2; i++) await client.rpc.csvImport.inspect({ kind: 'records', file });
    await client.rpc.csvImport.dryRun({ kind: 'records', file, mapping: ['title'] });
    await client.rpc.csvImport.run({ kind: 'records', file, mapping: ['title'] });
    await expect(client.rpc.csvImport.inspect({ kind: 'records', file })).rejects.toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      message: WAIT,
    });
    await expect(
      client.rpc.csvImport.dryRun({ kind: 'records', file, mapping: ['title'] }),
    ).rejects.toMatchObject({ code: 'TOO_MANY_REQUESTS', message: WAIT });
    // Another admin of the same site still has their own allowance.
    const other = await anotherAdmin(s, 'second');
    await expect(other.rpc.csvImport.inspect({ kind: 'records', file })).resolves.toMatchObject({
      rowCount: 1,
    });
  });

  it('refuses a site’s 41st file read in ten minutes, whichever of its admins sends it', async () => {
    const s = await createSiteFixture(t.db, 'CSVTHRSITE');
    const [a, b, c] = [
      await t.signIn(s.users.admin.email, PASSWORD),
      await anotherAdmin(s, 'second'),
      await anotherAdmin(s, 'third'),
    ];
    const file = csv('Title\r\nRack\r\n');
    expect(CSV_IMPORT_THROTTLE.perSite.max).toBe(40);
    for (const client of [a, b])
      for (let i = 0; i < 20; i++) await client.rpc.csvImport.inspect({ kind: 'records', file });
    await expect(c.rpc.csvImport.inspect({ kind: 'records', file })).rejects.toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      message: WAIT,
    });
    // Another site is not held by this one's use.
    await expect(admin.rpc.csvImport.inspect({ kind: 'records', file })).resolves.toBeTruthy();
  });

  it('throttles the price book import per user and per site the same way', async () => {
    const s = await createSiteFixture(t.db, 'CSVTHRPB');
    const [a, b, c] = [
      await t.signIn(s.users.admin.email, PASSWORD),
      await anotherAdmin(s, 'second'),
      await anotherAdmin(s, 'third'),
    ];
    const text = [PRICEBOOK_CSV_COLUMNS.join(','), 'Frame,,week,450.00,,Yes,Yes'].join('\n');
    expect(PRICEBOOK_IMPORT_THROTTLE).toEqual({
      perUser: { max: 20, windowSeconds: 600 },
      perSite: { max: 40, windowSeconds: 600 },
    });
    for (let i = 0; i < 20; i++) await a.rpc.pricebook.importCsv({ csv: text });
    await expect(a.rpc.pricebook.importCsv({ csv: text })).rejects.toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      message: WAIT,
    });
    for (let i = 0; i < 20; i++) await b.rpc.pricebook.importCsv({ csv: text });
    await expect(c.rpc.pricebook.importCsv({ csv: text })).rejects.toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      message: WAIT,
    });
  });
});
