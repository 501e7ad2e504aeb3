import type { Locator, Page } from '@playwright/test';
import { DEMO, expect, signIn, test, screenshot } from '../../fixtures';
import { createRecordWithTask, taskCard } from '../records/record-helpers';

/** Whether an element's content runs out of it, or the element out of the page. */
async function overflows(element: Locator): Promise<boolean> {
  return element.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const pageWidth = el.ownerDocument.documentElement.clientWidth;
    return el.scrollWidth > el.clientWidth + 1 || box.right > pageWidth + 1;
  });
}

async function openRecordWithLongTitles(page: Page) {
  await signIn(page, DEMO.plant);
  await expect(page).toHaveURL(/\/home$/);
  // 150 characters without a space: nothing for the browser to break on.
  const unbroken = `E2E${'Unbroken'.repeat(18)}${Date.now().toString(36)}`.slice(0, 150);
  const created = await createRecordWithTask(page, { title: unbroken });
  await page.goto(`/craft-record/${created.craftRecordId}`);
  return { ...created, taskTitle: `Task - ${unbroken}` };
}

for (const [width, height] of [
  [1280, 900],
  [390, 844],
] as const) {
  test(`long unbroken titles wrap on the record page at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    const record = await openRecordWithLongTitles(page);
    const heading = page.getByRole('heading', { level: 1, name: record.title });
    await expect(heading).toBeVisible();
    expect(await overflows(heading)).toBe(false);

    const card = taskCard(page, 'Open Tasks', record.taskTitle);
    await expect(card).toBeVisible();
    expect(await overflows(card)).toBe(false);
    const title = card.getByRole('heading', { level: 3, name: record.taskTitle });
    expect(await overflows(title)).toBe(false);
    // The whole title is there, over several lines.
    const lines = await title.evaluate((el) => {
      const lineHeight = el.ownerDocument.defaultView?.getComputedStyle(el).lineHeight ?? '';
      return el.getBoundingClientRect().height / parseFloat(lineHeight);
    });
    expect(lines).toBeGreaterThan(1.5);
    await screenshot(page, `long-titles-${width}`, { fullPage: false });
  });
}
