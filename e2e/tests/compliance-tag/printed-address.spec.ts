import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import jsQR from 'jsqr';
import {
  DEMO,
  expect,
  horizontalOverflow,
  screenshot,
  SCREENS_DIR,
  signIn,
  test,
} from '../../fixtures';
import { createRecordWithTask } from '../records/record-helpers';

/**
 * Issue 33 #9 (decision 202): the app is served without PUBLIC_URL, as `npm start` runs it.
 * An admin who opened it at http://127.0.0.1:<port> prints a tag whose QR code opens the
 * public tag page at that address (not localhost), and is warned, on the tag screen and in
 * Site Settings, that a loopback address opens nothing on a phone.
 */

const run = promisify(execFile);
const port = Number(process.env.E2E_PORT ?? 3210);
const address = `http://127.0.0.1:${port}`;
const WARNING = `Printed QR codes and e-mailed links point at ${address}, which opens only on this computer. Open the app at the address phones and other computers use, or set PUBLIC_URL to it.`;

test.use({ baseURL: address });

/** The QR code on page 1 of `pdf`, rendered by pdftoppm (a PPM is read without a library). */
async function qrOf(pdf: Buffer): Promise<string | null> {
  const dir = await mkdtemp(path.join(tmpdir(), 'e2e-tag-'));
  try {
    const file = path.join(dir, 'tag.pdf');
    await writeFile(file, pdf);
    await run('pdftoppm', [
      '-r',
      '150',
      '-f',
      '1',
      '-l',
      '1',
      '-singlefile',
      file,
      path.join(dir, 'page'),
    ]);
    const ppm = await readFile(path.join(dir, 'page.ppm'));
    // "P6\n<width> <height>\n255\n" then RGB bytes.
    const header = /^P6\s+(\d+)\s+(\d+)\s+255\s/.exec(ppm.subarray(0, 64).toString('latin1'));
    if (!header?.[1] || !header[2]) throw new Error('pdftoppm wrote no P6 image');
    const width = Number(header[1]);
    const height = Number(header[2]);
    const rgb = ppm.subarray(header[0].length);
    const rgba = new Uint8ClampedArray(width * height * 4);
    for (let i = 0; i < width * height; i++) {
      rgba[i * 4] = rgb[i * 3] ?? 255;
      rgba[i * 4 + 1] = rgb[i * 3 + 1] ?? 255;
      rgba[i * 4 + 2] = rgb[i * 3 + 2] ?? 255;
      rgba[i * 4 + 3] = 255;
    }
    return jsQR(rgba, width, height)?.data ?? null;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

test('a tag printed at 127.0.0.1 opens the public tag page at 127.0.0.1, with the loopback warned of', async ({
  page,
  context,
  browser,
}) => {
  await signIn(page, DEMO.admin);
  await expect(page).toHaveURL(`${address}/home`);
  const tagNumber = `ADDR-${Date.now().toString(36).toUpperCase()}`;
  const created = await createRecordWithTask(page, { craftDetails: { tagNumber } });
  await page.goto(`/craft-record/${created.craftRecordId}`);
  await page.getByRole('button', { name: 'Generate QR Code Tag' }).click();
  const dialog = page.getByRole('dialog', { name: 'QR Code Tag' });
  await expect(dialog.getByRole('alert')).toHaveText(WARNING);
  const field = dialog.getByRole('textbox', { name: 'Public tag link' });
  await expect(field).toHaveValue(
    new RegExp(`^${address.replace(/\./g, '\\.')}/tag/[A-Za-z0-9_-]{43}$`),
  );
  const link = await field.inputValue();
  if (SCREENS_DIR) {
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await horizontalOverflow(page)).toBe(0);
    await screenshot(page, 'tag-dialog-loopback-390', { fullPage: false });
    await page.setViewportSize({ width: 1280, height: 800 });
    await screenshot(page, 'tag-dialog-loopback-1280', { fullPage: false });
  }

  const popup = context.waitForEvent('page');
  const tagResponse = context.waitForEvent('response', (r) => r.url().includes('/api/qr-tags/'));
  await dialog.getByRole('button', { name: 'Open tag' }).click();
  await popup;
  const response = await tagResponse;
  expect(response.url().startsWith(`${address}/api/qr-tags/`)).toBe(true);
  const pdf = await page.request.get(response.url());
  expect(pdf.status()).toBe(200);
  const decoded = await qrOf(await pdf.body());
  expect(decoded).toBe(link);

  // A phone that has never signed in opens what the code says.
  const phone = await browser.newContext();
  const tagPage = await phone.newPage();
  await tagPage.goto(decoded ?? '');
  await expect(tagPage).toHaveURL(link);
  await expect(tagPage.getByText(tagNumber, { exact: true })).toBeVisible();
  await phone.close();

  await page.goto('/admin/site-settings');
  await expect(
    page.getByRole('alert').filter({ hasText: 'opens only on this computer' }),
  ).toHaveText(WARNING);
  if (SCREENS_DIR) {
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'site-settings-loopback-390', { fullPage: false });
    await page.setViewportSize({ width: 1280, height: 800 });
    await screenshot(page, 'site-settings-loopback-1280', { fullPage: false });
  }
});
