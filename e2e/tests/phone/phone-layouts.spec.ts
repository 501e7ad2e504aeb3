import type { Locator, Page } from '@playwright/test';
import {
  choose,
  DEMO,
  expect,
  horizontalOverflow,
  signIn,
  test,
  screenshot,
  SCREENS_DIR,
} from '../../fixtures';
import { createRecordWithTask, taskCard } from '../records/record-helpers';

// Phone layouts (decision 178) at 390 × 844: lists as cards with the grid's search, sort and
// filters, dialogs filling the screen, 44 px touch targets and the task card's thumb bar.
const PHONE = { width: 390, height: 844 };
const SHOTS = SCREENS_DIR;

test.use({ viewport: PHONE });

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  await screenshot(page, `${name}`, { fullPage: false });
}

async function signInAs(page: Page, email: string) {
  await signIn(page, email);
  await expect(page).toHaveURL(/\/home$/);
}

/** Each button's height, named, for the ones under 44 px. */
async function shortTargets(targets: Locator[]): Promise<string[]> {
  const short: string[] = [];
  for (const target of targets) {
    const box = await target.boundingBox();
    if (!box || box.height < 44) {
      short.push(
        `${(await target.textContent()) ?? ''} ${(await target.getAttribute('aria-label')) ?? ''}: ${box?.height ?? 'hidden'}`,
      );
    }
  }
  return short;
}

/** The list's cards, once loaded. */
function cards(page: Page, name: string): Locator {
  return page.getByRole('list', { name }).getByRole('listitem');
}

async function cardTitles(list: Locator): Promise<string[]> {
  return list.getByRole('button').evaluateAll((buttons) =>
    buttons.map((b) => {
      const id = b.getAttribute('aria-labelledby');
      return (id ? b.ownerDocument.getElementById(id)?.textContent : b.textContent) ?? '';
    }),
  );
}

test('the craft record list is cards with the same search, sort and filters; a card opens its record', async ({
  page,
}) => {
  await signInAs(page, DEMO.admin);
  await page.goto('/craft-list/all');
  await expect(page.getByRole('grid')).toHaveCount(0);
  const list = cards(page, 'All Open Records');
  await expect(list.first()).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  expect(await horizontalOverflow(page)).toBe(0);
  await shot(page, 'craft-records-cards');

  // A card shows its columns as header: value.
  await expect(list.first()).toContainText('Tag Number:');

  // Sort by Title, both ways: the cards follow.
  await choose(page, 'Sort by', 'Title');
  await page.getByRole('button', { name: 'Ascending' }).click();
  await expect(page.getByRole('button', { name: 'Ascending' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  const ascending = await cardTitles(list);
  expect(ascending.length).toBeGreaterThan(1);
  await page.getByRole('button', { name: 'Descending' }).click();
  await expect.poll(async () => (await cardTitles(list))[0]).not.toBe(ascending[0]);
  const descending = await cardTitles(list);
  const collate = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: 'base' });
  expect(collate(descending[0] ?? '', descending.at(-1) ?? '')).toBeGreaterThanOrEqual(0);

  // A filter and the search change the cards.
  await choose(page, 'Installed', 'Yes');
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  const first = (await cardTitles(list))[0] ?? '';
  const word = first.split(/\s+/).find((w) => w.length > 3) ?? first;
  await page.getByRole('searchbox', { name: 'Search Craft Records' }).fill(word);
  await expect
    .poll(
      async () =>
        (await cardTitles(list)).every((t) => t.toLowerCase().includes(word.toLowerCase())) ||
        (await list.count()) === 0,
    )
    .toBe(true);
  await expect(list.first()).toBeVisible();
  await shot(page, 'craft-records-cards-filtered');

  // A card opens its record.
  const title = (await cardTitles(list))[0] ?? '';
  await list.first().getByRole('button').click();
  await expect(page).toHaveURL(/\/craft-record\//);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(title.slice(0, 20));
  expect(await horizontalOverflow(page)).toBe(0);
});

test('the task list is cards; its buttons and the header are 44 px; a dialog fills the screen', async ({
  page,
}) => {
  await signInAs(page, DEMO.admin);
  await page.goto('/task-list/All');
  const list = cards(page, 'All Tasks');
  await expect(list.first()).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  expect(await horizontalOverflow(page)).toBe(0);
  await expect(list.first()).toContainText('Status:');

  const header = page.getByRole('banner');
  const targets = [
    ...(await header.getByRole('button').all()),
    page.getByRole('button', { name: 'Ascending' }),
    page.getByRole('button', { name: 'Columns' }),
    page.getByRole('button', { name: 'Export' }),
    page.getByRole('button', { name: 'Go to next page' }),
    // A select's pressable box is its field, around the combobox's text.
    page.getByRole('combobox', { name: 'Sort by' }).locator('xpath=..'),
    page.getByRole('combobox', { name: /^Per page/ }).locator('xpath=..'),
    list.first().getByRole('button'),
  ];
  expect(await shortTargets(targets)).toEqual([]);
  await shot(page, 'task-cards');

  // The columns chooser shows a column's field on the cards (one never empty: empty ones are
  // left out).
  await page.getByRole('button', { name: 'Columns' }).click();
  await page.getByRole('menuitemcheckbox', { name: 'Created', exact: true }).click();
  await page.keyboard.press('Escape');
  await expect(list.first()).toContainText('Created:');
  await page.getByRole('button', { name: 'Columns' }).click();
  await page.getByRole('menuitemcheckbox', { name: 'Created', exact: true }).click();
  await page.keyboard.press('Escape');

  // A card opens its task.
  await list.first().getByRole('button').click();
  await expect(page).toHaveURL(/\/craft-record\/[^/]+\/[^/]+/);
});

test('the task card keeps its actions in a bar at the bottom, 44 px high, and a dialog fills the screen', async ({
  page,
}) => {
  await signInAs(page, DEMO.plant);
  const created = await createRecordWithTask(page);
  await page.goto(`/craft-record/${created.craftRecordId}/${created.taskId}`);
  const card = taskCard(page, 'Open Tasks', `Task - ${created.title}`);
  const bar = card.getByRole('group', { name: /^Actions: / });
  await expect(bar.getByRole('button', { name: 'Set In Progress' })).toBeVisible();
  const buttons = [
    bar.getByRole('button', { name: 'Set In Progress' }),
    bar.getByRole('button', { name: 'Edit Task' }),
    bar.getByRole('button', { name: 'More' }),
  ];
  expect(await shortTargets(buttons)).toEqual([]);
  const barBox = await bar.boundingBox();
  const cardBox = await card.boundingBox();
  expect(barBox && cardBox).toBeTruthy();
  if (barBox && cardBox) {
    // The bar is the card's last part, or kept at the screen's bottom while the card runs on.
    // The status button fills the bar's width (less its padding).
    const status = await buttons[0]?.boundingBox();
    expect(status?.width ?? 0).toBeGreaterThanOrEqual(barBox.width - 32);
    const bottom = Math.min(cardBox.y + cardBox.height, PHONE.height);
    expect(Math.abs(barBox.y + barBox.height - bottom)).toBeLessThanOrEqual(32);
  }
  expect(await horizontalOverflow(page)).toBe(0);
  await shot(page, 'task-card-bar');

  // More holds Edit Date, Subscribe and the other statuses; Edit Date opens a full-screen dialog.
  await bar.getByRole('button', { name: 'More' }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: 'Subscribe' })).toBeVisible();
  // Measured once the menu has grown to its size.
  await expect
    .poll(
      async () => (await menu.getByRole('menuitem', { name: 'Edit Date' }).boundingBox())?.height,
    )
    .toBeGreaterThanOrEqual(44);
  await shot(page, 'task-card-more');
  await menu.getByRole('menuitem', { name: 'Edit Date' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await page.waitForTimeout(400);
  const paper = await dialog.boundingBox();
  expect(paper).toEqual({ x: 0, y: 0, width: PHONE.width, height: PHONE.height });
  const cancel = dialog.getByRole('button', { name: 'Cancel' });
  const cancelBox = await cancel.boundingBox();
  expect(cancelBox?.height ?? 0).toBeGreaterThanOrEqual(44);
  expect((cancelBox?.y ?? 0) + (cancelBox?.height ?? 0)).toBeLessThanOrEqual(PHONE.height);
  await shot(page, 'dialog-full-screen');
  await cancel.click();
  await expect(dialog).toBeHidden();
});
