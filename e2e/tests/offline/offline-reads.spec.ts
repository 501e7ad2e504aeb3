import type { Page } from '@playwright/test';
import { DEMO, expect, signIn, signOut, test } from '../../fixtures';

// The suite blocks service workers (playwright.config.ts); an offline reload needs one.
test.use({ serviceWorkers: 'allow' });

/** The browser APIs the page uses here (the suite has no DOM types). */
type TBrowserWindow = {
  navigator: { serviceWorker: { ready: Promise<unknown>; controller: object | null } };
  indexedDB: {
    open(name: string): {
      onsuccess: (() => void) | null;
      onerror: (() => void) | null;
      result: {
        transaction(store: string): {
          objectStore(store: string): {
            getAllKeys(): { onsuccess: (() => void) | null; result: unknown[] };
            getAll(): { onsuccess: (() => void) | null; result: unknown[] };
          };
        };
        objectStoreNames: { contains(name: string): boolean };
        close(): void;
      };
    };
  };
  caches: { has(name: string): Promise<boolean> };
};

/** The saved query cache's entries on this device: key and size of its JSON. */
async function savedEntries(page: Page): Promise<{ key: string; bytes: number }[]> {
  return page.evaluate(
    () =>
      new Promise<{ key: string; bytes: number }[]>((resolve, reject) => {
        const browser = globalThis as unknown as TBrowserWindow;
        const request = browser.indexedDB.open('craftwork-offline');
        request.onerror = () => reject(new Error('IndexedDB would not open'));
        request.onsuccess = () => {
          const db = request.result;
          if (!db.objectStoreNames.contains('query-cache')) {
            db.close();
            resolve([]);
            return;
          }
          const store = db.transaction('query-cache').objectStore('query-cache');
          const keys = store.getAllKeys();
          keys.onsuccess = () => {
            const values = store.getAll();
            values.onsuccess = () => {
              db.close();
              resolve(
                keys.result.map((key, i) => ({
                  key: String(key),
                  bytes: JSON.stringify(values.result[i]).length,
                })),
              );
            };
          };
        };
      }),
  );
}

const offlineBanner = (page: Page) => page.getByRole('status').filter({ hasText: 'Offline' });

test.describe('offline reads', () => {
  test('a signed-in user reloads with no network and reads what they opened', async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    await signIn(page, DEMO.admin);
    await expect(page).toHaveURL(/\/home$/);
    await page.waitForFunction(async () => {
      const { serviceWorker } = (globalThis as unknown as TBrowserWindow).navigator;
      await serviceWorker.ready;
      return serviceWorker.controller !== null;
    });

    // The dashboard, with its counts.
    const allTile = page.getByRole('link', { name: /^All open tasks\W+\d+ open$/ });
    await expect(allTile).toBeVisible();
    const allTileText = (await allTile.textContent()) ?? '';

    // A list, from the dashboard.
    await allTile.click();
    await expect(page).toHaveURL(/\/task-list\/All$/);
    const firstRow = page.getByRole('grid').getByRole('rowgroup').getByRole('row').first();
    await expect(firstRow).toBeVisible();
    const firstRowText = (await firstRow.textContent()) ?? '';

    // A record with its task, from the list.
    await firstRow.getByRole('gridcell').first().click();
    await expect(page).toHaveURL(/\/craft-record\/[\w-]+\/[\w-]+/);
    const recordUrl = page.url();
    const taskCard = page.locator('article[aria-current="true"]');
    await expect(taskCard.getByRole('heading', { level: 3 })).toBeVisible();
    await expect(taskCard.getByText('Loading task')).toHaveCount(0);
    const taskTitle = (await taskCard.getByRole('heading', { level: 3 }).textContent()) ?? '';
    const recordTitle = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
    expect(recordTitle).not.toBe('All Tasks');
    await expect(page.getByText(/^Last updated/)).toHaveCount(0);

    // The cache is written at most once a second.
    await expect
      .poll(async () => (await savedEntries(page)).map((entry) => entry.key))
      .toEqual([expect.stringMatching(/^craftwork-cache:[\w-]+:[\w-]+$/)]);
    await page.waitForTimeout(1_500);
    const [entry] = await savedEntries(page);
    console.log(`Saved for offline reading: ${entry?.key}, ${entry?.bytes} bytes of JSON`);

    await context.setOffline(true);
    try {
      await page.goto('/home');
      await expect(offlineBanner(page)).toBeVisible();
      await expect(offlineBanner(page)).toContainText('Showing what was saved on this device.');
      await expect(allTile).toHaveText(allTileText);
      await expect(page.getByText(/^Last updated/)).toBeVisible();

      await page.goto('/task-list/All');
      await expect(
        page.getByRole('grid').getByRole('rowgroup').getByRole('row').first(),
      ).toHaveText(firstRowText);
      await expect(page.getByText(/^Last updated/)).toBeVisible();

      await page.goto(recordUrl);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(recordTitle);
      await expect(
        page.locator('article[aria-current="true"]').getByRole('heading', { level: 3 }),
      ).toHaveText(taskTitle);
      await expect(page.getByText(/^Last updated/).first()).toBeVisible();
      await expect(offlineBanner(page)).toBeVisible();
    } finally {
      await context.setOffline(false);
    }
    // Back online: the feed reconnects, the banner goes and the data is fresh again.
    await expect(offlineBanner(page)).toHaveCount(0, { timeout: 20_000 });
    await expect(page.getByText(/^Last updated/)).toHaveCount(0);

    // Sign-out leaves nothing of this user on the device.
    const userPrefix = (entry?.key ?? '').split(':').slice(0, 2).join(':');
    await signOut(page);
    await expect
      .poll(async () => (await savedEntries(page)).filter((e) => e.key.startsWith(userPrefix)))
      .toEqual([]);
    expect(
      await page.evaluate(() =>
        (globalThis as unknown as TBrowserWindow).caches.has('craftwork-thumbnails'),
      ),
    ).toBe(false);
  });
});
