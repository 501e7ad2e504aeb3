import type { Locator, Page } from '@playwright/test';
import { DEMO, expect, signIn, test, screenshot } from '../../fixtures';
import { createRecordWithTask, png } from './record-helpers';

/** The size the picture is drawn at inside its box (object-fit: contain). */
function drawnSize(image: Locator) {
  return image.evaluate((el) => {
    const img = el as unknown as {
      naturalWidth: number;
      naturalHeight: number;
      getBoundingClientRect: () => { width: number; height: number };
    };
    const box = img.getBoundingClientRect();
    const scale = Math.min(box.width / img.naturalWidth, box.height / img.naturalHeight);
    return { width: img.naturalWidth * scale, height: img.naturalHeight * scale };
  });
}

const loaded = (image: Locator) =>
  expect
    .poll(() => image.evaluate((el) => (el as unknown as { naturalWidth: number }).naturalWidth))
    .toBeGreaterThan(0);

const NOT_A_PHOTO = {
  name: 'invoice.jpg',
  mimeType: 'image/jpeg',
  buffer: Buffer.from('%PDF-1.7 an invoice, not a photo'),
};
const SVG = {
  name: 'logo.svg',
  mimeType: 'image/svg+xml',
  buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><circle r="4"/></svg>'),
};

async function recordPage(page: Page) {
  await signIn(page, DEMO.plant);
  await expect(page).toHaveURL(/\/home$/);
  const created = await createRecordWithTask(page);
  await page.goto(`/craft-record/${created.craftRecordId}`);
  return page.getByRole('region', { name: 'Photos' });
}

test.describe('photos', () => {
  test('on a phone, a photo expands full screen, larger than inline, and turns by buttons, keys and swipes', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const photos = await recordPage(page);
    await photos.getByLabel('Add Photos').setInputFiles([
      { name: 'north.png', mimeType: 'image/png', buffer: png(200, 40, 40) },
      { name: 'south.png', mimeType: 'image/png', buffer: png(40, 40, 200) },
    ]);
    await expect(page.getByText('Image uploaded successfully.')).toBeVisible();
    const inline = photos.getByRole('img', { name: /^Photo \d of 2$/ });
    await loaded(inline);
    await expect(inline).toHaveAttribute('src', /\/reduced$/);
    const inlineSize = await drawnSize(inline);

    await photos.getByRole('button', { name: 'Show photo 1' }).click();
    await expect(photos.getByRole('img', { name: 'Photo 1 of 2' })).toBeVisible();
    await photos.getByRole('button', { name: 'Expand Photo' }).click();
    const viewer = page.getByRole('dialog', { name: 'Photo 1 of 2' });
    await expect(viewer).toBeVisible();
    const image = viewer.getByRole('img');
    await loaded(image);
    const viewed = await drawnSize(image);
    expect(viewed.width).toBeGreaterThan(inlineSize.width);
    expect(viewed.width).toBeGreaterThanOrEqual(380);
    await expect(viewer.getByRole('link', { name: 'Full Size' })).toHaveAttribute(
      'href',
      /\/full$/,
    );
    await screenshot(page, 'h3-viewer-390', { fullPage: false });

    await viewer.getByRole('button', { name: 'Next photo' }).click();
    await expect(page.getByRole('dialog', { name: 'Photo 2 of 2' })).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('dialog', { name: 'Photo 1 of 2' })).toBeVisible();

    // A swipe to the left shows the next photo.
    const box = (await image.boundingBox())!;
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + box.width * 0.8, y);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.5, y, { steps: 5 });
    await page.mouse.move(box.x + box.width * 0.2, y, { steps: 5 });
    await page.mouse.up();
    await expect(page.getByRole('dialog', { name: 'Photo 2 of 2' })).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(photos.getByRole('img', { name: 'Photo 2 of 2' })).toBeVisible();
  });

  test('Add Photos says which chosen files are not photos, and adds none of them', async ({
    page,
  }) => {
    const photos = await recordPage(page);
    await photos.getByLabel('Add Photos').setInputFiles([NOT_A_PHOTO, SVG]);
    await expect(photos.getByRole('alert')).toHaveText(
      'invoice.jpg is not an image. logo.svg is an SVG drawing; only photos can be added.',
    );
    await expect(photos.getByText('No photos yet')).toBeVisible();
    await page.reload();
    await expect(photos.getByText('No photos yet')).toBeVisible();
  });

  test('the wizard refuses a file that is not a photo as soon as it is picked, naming it', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, DEMO.plant);
    await expect(page).toHaveURL(/\/home$/);
    await page.getByRole('link', { name: 'Create Task' }).first().click();
    const next = () => page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('radio', { name: 'Scaffolding' }).check();
    await next();
    await page.getByRole('radio', { name: 'Installation' }).check();
    await next();
    await expect(page.getByRole('heading', { level: 2, name: 'Location' })).toBeVisible();
    await next();
    await expect(page.getByRole('heading', { level: 2, name: 'Craft Record Info' })).toBeVisible();
    await page
      .getByLabel('Add images')
      .setInputFiles([
        NOT_A_PHOTO,
        SVG,
        { name: 'empty.png', mimeType: 'image/png', buffer: Buffer.alloc(0) },
        { name: 'deck.png', mimeType: 'image/png', buffer: png(20, 160, 40) },
      ]);
    await expect(page.getByRole('alert')).toHaveText(
      'invoice.jpg is not an image. logo.svg is an SVG drawing; only photos can be added. empty.png is empty.',
    );
    const chosen = page.getByRole('list', { name: 'Images to upload' }).getByRole('listitem');
    await expect(chosen).toHaveCount(1);
    await expect(chosen.getByRole('img', { name: 'deck.png' })).toBeVisible();
  });
});
