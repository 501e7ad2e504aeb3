import { randomUUID } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REMIT_TO_LIMITS } from '@craftwork/domain/billing/settings';
import { TEXT_MESSAGES } from '@craftwork/domain/text/text';
import { companies, customers } from '../../db/schema.ts';
import { createSiteFixture, PASSWORD, type SiteFixture } from '../../test/fixtures.ts';
import { startTestApp, type TestApp, type TestClient } from '../../test/harness.ts';
import { pdfText } from '../../test/pdf.ts';

let t: TestApp;
let site: SiteFixture;
let admin: TestClient;

beforeAll(async () => {
  t = await startTestApp();
  site = await createSiteFixture(t.db, 'REMITTO');
  admin = await t.signIn(site.users.admin.email, PASSWORD);
});
afterAll(() => t.close());

async function invoicePdfText(invoiceId: string): Promise<string> {
  const response = await admin.fetch(`/api/billing/invoices/${invoiceId}/pdf`);
  expect(response.status).toBe(200);
  const file = path.join(tmpdir(), `${randomUUID()}.pdf`);
  await writeFile(file, Buffer.from(await response.arrayBuffer()));
  return pdfText(file);
}

describe("the invoice's remit-to block", () => {
  it('prints the managing company with the address and payment details the site admin set', async () => {
    const customerId = randomUUID();
    await t.db
      .insert(customers)
      .values({ id: customerId, siteKey: site.siteKey, name: 'Gulf Oil' });
    const invoice = await admin.rpc.invoices.create({ kind: 'blank', customerId });
    await admin.rpc.invoices.save({
      id: invoice.id,
      issueDate: '2026-11-02',
      netDays: 30,
      lines: [{ name: 'Inspection', quantityMilli: 1000, unitPriceCents: 12_500 }],
    });
    expect(await invoicePdfText(invoice.id)).not.toContain('Remit to');

    await admin.rpc.siteSettings.update({
      managingCompanyId: site.companyA,
      remitAddress: '4200 Refinery Rd\nPasadena, TX 77506',
      paymentDetails: 'ACH routing 111000025, account ending 4417',
    });
    expect(await admin.rpc.siteSettings.get()).toMatchObject({
      remitAddress: '4200 Refinery Rd\nPasadena, TX 77506',
      paymentDetails: 'ACH routing 111000025, account ending 4417',
    });
    const [company] = await t.db
      .select({ name: companies.name })
      .from(companies)
      .where(eq(companies.id, site.companyA));
    const text = await invoicePdfText(invoice.id);
    expect(text).toContain('Remit to');
    expect(text).toContain(company!.name);
    expect(text).toContain('4200 Refinery Rd');
    expect(text).toContain('Pasadena, TX 77506');
    expect(text).toContain('ACH routing 111000025, account ending 4417');
  });

  it.each([
    ['remitAddress', REMIT_TO_LIMITS.remitAddress],
    ['paymentDetails', REMIT_TO_LIMITS.paymentDetails],
  ] as const)('refuses %s over %i characters on the server', async (key, limit) => {
    await expect(
      admin.rpc.siteSettings.update({ [key]: 'x'.repeat(limit + 1) }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: TEXT_MESSAGES.tooLong(limit) });
    await expect(admin.rpc.siteSettings.update({ [key]: 'x'.repeat(limit) })).resolves.toBeTruthy();
  });
});
