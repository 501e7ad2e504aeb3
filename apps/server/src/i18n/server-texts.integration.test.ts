import { randomUUID } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TASK_STATUS } from '@craftwork/domain/catalogues/task-statuses';
import { TASK_TYPE } from '@craftwork/domain/catalogues/task-types';
import { mailOutbox, sites } from '../db/schema.ts';
import { addCraftRecord, createSiteFixture, PASSWORD, type SiteFixture } from '../test/fixtures.ts';
import { signInEach, startTestApp, type TestApp, type TestClient } from '../test/harness.ts';
import { pdfText } from '../test/pdf.ts';

/** E-mails and the inspection PDF in the reader's language (issue 37). */

let t: TestApp;
let site: SiteFixture;
let c: Record<'admin' | 'plant' | 'foreman' | 'contractorA', TestClient>;

async function siteDefaultLanguage(language: string) {
  await t.db
    .update(sites)
    .set({ defaultLanguage: language })
    .where(eq(sites.siteKey, site.siteKey));
}

/** The status e-mails of a task, by recipient. */
async function statusMails(title: string) {
  const rows = await t.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'task-status'));
  return rows
    .filter((m) => m.subject.startsWith(title))
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
    .map((m) => ({ to: m.to, subject: m.subject, text: m.text }));
}

beforeAll(async () => {
  t = await startTestApp();
  site = await createSiteFixture(t.db, 'LANG');
  const { admin, plant, foreman, contractorA } = site.users;
  c = await signInEach(t, { admin, plant, foreman, contractorA }, PASSWORD);
});
afterAll(() => t.close());

describe('the task status e-mail', () => {
  afterAll(() => siteDefaultLanguage('en'));

  it("is written in each subscriber's language, else the site's, else English", async () => {
    await c.plant.rpc.profile.setLanguage({ language: 'pl' });
    const title = `Pipe rack ${randomUUID().slice(0, 6)}`;
    const record = await addCraftRecord(t.db, site, {}, [
      { taskStatus: TASK_STATUS.IN_PROGRESS, title },
    ]);
    const taskId = record.taskIds[0]!;
    await c.plant.rpc.tasks.subscribe({ taskId });
    await c.foreman.rpc.tasks.subscribe({ taskId });

    await c.admin.rpc.tasks.setStatus({ taskId, status: TASK_STATUS.ON_HOLD });
    await expect.poll(async () => (await statusMails(title)).length).toBe(2);
    const first = await statusMails(title);
    expect(first.find((m) => m.to === site.users.plant.email)).toEqual({
      to: site.users.plant.email,
      subject: `${title}: Wstrzymane`,
      text: `Dzień dobry, plant LANG!\n\nStatus zadania „${title}” zmienił się: W realizacji → Wstrzymane.`,
    });
    expect(first.find((m) => m.to === site.users.foreman.email)).toEqual({
      to: site.users.foreman.email,
      subject: `${title}: On Hold`,
      text: `Hello foreman LANG,\n\nThe task "${title}" moved from In Progress to On Hold.`,
    });

    // One who chose no language reads the site's default.
    await siteDefaultLanguage('de');
    await c.admin.rpc.tasks.setStatus({ taskId, status: TASK_STATUS.IN_PROGRESS });
    await expect.poll(async () => (await statusMails(title)).length).toBe(4);
    const second = (await statusMails(title)).slice(2);
    expect(second.find((m) => m.to === site.users.foreman.email)).toEqual({
      to: site.users.foreman.email,
      subject: `${title}: In Arbeit`,
      text: `Hallo foreman LANG,\n\nder Auftrag „${title}“ steht nicht mehr auf Angehalten, sondern auf In Arbeit.`,
    });
    expect(second.find((m) => m.to === site.users.plant.email)?.subject).toBe(
      `${title}: W realizacji`,
    );
  });
});

describe('the inspection report PDF', () => {
  let taskId: string;

  beforeAll(async () => {
    const record = await addCraftRecord(
      t.db,
      site,
      { title: 'West boiler scaffold', craftDetails: { tagNumber: 'SC-88', installed: true } },
      [
        {
          taskStatus: TASK_STATUS.IN_PROGRESS,
          taskType: TASK_TYPE.INSPECTION,
          description: 'Weekly inspection',
        },
      ],
    );
    taskId = record.taskIds[0]!;
    await c.admin.rpc.tasks.setStatus({
      taskId,
      status: TASK_STATUS.COMPLETE,
      inspection: {
        result: 'restricted',
        inspectorRole: 'Inspektor rusztowań',
        risksFound: '',
        actionTaken: 'Poprawiono deskę krawężnikową',
        furtherAction: '',
        restrictions: 'Tylko górny pomost',
      },
    });
  });

  async function downloadedText(client: TestClient): Promise<string> {
    const response = await client.fetch(`/api/inspections/${taskId}/pdf`);
    expect(response.status).toBe(200);
    const file = path.join(tmpdir(), `${randomUUID()}.pdf`);
    await writeFile(file, Buffer.from(await response.arrayBuffer()));
    return pdfText(file);
  }

  it('prints its labels in Polish for a Polish reader, what was typed as typed', async () => {
    await c.foreman.rpc.profile.setLanguage({ language: 'pl' });
    const text = await downloadedText(c.foreman);
    for (const expected of [
      'Protokół przeglądu rusztowania',
      'Dane protokołu z przeglądu (Work at Height Regulations 2005, załącznik 7)',
      'Wynik: Dopuszczone do użytkowania z ograniczeniami',
      'OGRANICZENIA UŻYTKOWANIA',
      'Tylko górny pomost',
      'PRZEGLĄD WYKONANY DLA',
      'Site LANG',
      'LOKALIZACJA SPRAWDZANEGO RUSZTOWANIA',
      'OPIS SPRAWDZANEGO RUSZTOWANIA',
      'West boiler scaffold',
      'DATA I GODZINA PRZEGLĄDU',
      'STWIERDZONE ZAGROŻENIA DLA ZDROWIA LUB BEZPIECZEŃSTWA',
      'Brak wpisów.',
      'PODJĘTE DZIAŁANIA',
      'Poprawiono deskę krawężnikową',
      'DALSZE NIEZBĘDNE DZIAŁANIA',
      'IMIĘ, NAZWISKO I STANOWISKO OSOBY SPORZĄDZAJĄCEJ PROTOKÓŁ',
      'admin LANG, Inspektor rusztowań',
      'Strona 1 z 1',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('Scaffold inspection report');
  });

  it('prints in English for an English reader', async () => {
    await c.plant.rpc.profile.setLanguage({ language: 'en' });
    const text = await downloadedText(c.plant);
    for (const expected of [
      'Scaffold inspection report',
      'Result: Safe to use with restrictions',
      'RESTRICTIONS OF USE',
      'MATTERS GIVING RISE TO ANY RISK TO HEALTH OR SAFETY',
      'None recorded.',
      'Page 1 of 1',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('prints in Arabic for an Arabic reader (decision 233), what was typed as typed', async () => {
    await c.contractorA.rpc.profile.setLanguage({ language: 'ar' });
    const text = await downloadedText(c.contractorA);
    // Word by word: pdftotext may give a right-to-left line's words in either order.
    for (const expected of ['تقرير', 'فحص', 'السقالة', 'قيود', 'الاستخدام', 'صفحة']) {
      expect(text).toContain(expected);
    }
    expect(text).toContain('West boiler scaffold');
    expect(text).not.toContain('Scaffold inspection report');
  });
});
