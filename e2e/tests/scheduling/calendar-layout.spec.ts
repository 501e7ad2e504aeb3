import type { Locator, Page } from '@playwright/test';
import { DEMO, expect, screenshot, signIn, test } from '../../fixtures';
import {
  addDemoTask,
  clearHour,
  clockLabel,
  rescheduleButton,
  showApexOnly,
} from './scheduling-helpers';

// Issue 32 #8: a week readable at 1280 px, the whole of it on screen, tasks at the same time
// side by side or counted; on a phone the day view, 44 px controls and the filters folded away.

const APEX = 'Apex Scaffold Services';

/** The calendar card (react-big-calendar's event box) holding a task's Reschedule button. */
function cardBox(page: Page, title: string, status: string): Locator {
  return page.locator('.rbc-event').filter({ has: rescheduleButton(page, title, status) });
}

async function openScheduling(page: Page) {
  await signIn(page, DEMO.plant);
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/scheduling');
  await expect(page.getByRole('heading', { level: 1, name: 'Scheduling' })).toBeVisible();
}

test('at 1280 px the whole week shows, each card names its task, company and time, and tasks at the same time never overlap', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const stamp = Date.now().toString(36);
  const first = `Side by side one ${stamp}`;
  const second = `Side by side two ${stamp}`;
  const hour = await clearHour();
  await addDemoTask(first, 20, 0, hour);
  await addDemoTask(second, 20, 0, hour + 0.5);
  const crowd = [1, 2].map((n) => `Crowded ${n} ${stamp}`);
  for (const title of crowd) await addDemoTask(title, 20, 0, hour + 2);
  const [at, crowdAt] = [clockLabel(hour), clockLabel(hour + 2)];

  await openScheduling(page);
  await showApexOnly(page);
  await expect(page.getByRole('button', { name: 'Week', exact: true })).toHaveClass(/rbc-active/);

  // Sunday to Saturday, all inside the screen.
  for (const day of ['Sun', 'Sat']) {
    await expect(page.getByRole('button', { name: new RegExp(`^\\d\\d ${day}$`) })).toBeInViewport({
      ratio: 1,
    });
  }

  // Each card reads its title, status, company and time; its tooltip holds all of it.
  const card = cardBox(page, first, 'Scheduled');
  await card.scrollIntoViewIfNeeded();
  const content = card.locator(`[title]`).filter({ hasText: first }).first();
  await expect(content).toHaveAttribute('title', `${first} · Scheduled · ${APEX} · ${at}`);
  await expect(card.getByText(APEX, { exact: true })).toBeVisible();
  await expect(card.getByText(at, { exact: true })).toBeVisible();
  await expect(card.getByText(first, { exact: true })).toBeVisible();

  // Tasks whose hours overlap (on the hour and half past) stand side by side.
  const a = await card.boundingBox();
  const b = await cardBox(page, second, 'Scheduled').boundingBox();
  if (!a || !b) throw new Error('a card is not shown');
  const apart =
    a.x + a.width <= b.x + 0.5 ||
    b.x + b.width <= a.x + 0.5 ||
    a.y + a.height <= b.y + 0.5 ||
    b.y + b.height <= a.y + 0.5;
  expect(apart, `cards overlap: ${JSON.stringify([a, b])}`).toBe(true);
  expect(a.width).toBeGreaterThanOrEqual(48);
  await screenshot(page, 'scheduling-week-readable-1280', { fullPage: false });

  // Two starting together two hours later are counted, and listed on demand with their Reschedule buttons.
  const count = page.getByRole('button', { name: `Show the 2 tasks at ${crowdAt}`, exact: true });
  await count.scrollIntoViewIfNeeded();
  await expect(count).toHaveText(`2 tasks${crowdAt}`);
  await count.click();
  const list = page.getByRole('dialog', { name: `2 tasks at ${crowdAt}` });
  for (const title of crowd) await expect(rescheduleButton(page, title, 'Scheduled')).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await rescheduleButton(page, crowd[0] ?? '', 'Scheduled').click();
  await expect(page.getByRole('dialog', { name: 'Reschedule' })).toBeVisible();
});

test('on a phone the calendar opens on the day, its buttons are 44 px tall and the filters fold away', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openScheduling(page);
  await expect(page.getByRole('button', { name: 'Day', exact: true })).toHaveClass(/rbc-active/);

  const toolbar = page.locator('.rbc-toolbar').getByRole('button');
  await expect(toolbar).toHaveCount(5);
  for (const button of await toolbar.all()) {
    const box = await button.boundingBox();
    expect(box?.height ?? 0, await button.innerText()).toBeGreaterThanOrEqual(44);
  }

  const craftType = page.getByRole('combobox', { name: 'Craft type' });
  await expect(craftType).toBeHidden();
  const filters = page.getByRole('button', { name: 'Filters', exact: true });
  await expect(filters).toHaveAttribute('aria-expanded', 'false');
  expect((await filters.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
  await filters.click();
  await expect(craftType).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Company' })).toBeVisible();
  await screenshot(page, 'scheduling-phone-filters-390', { fullPage: false });
});
