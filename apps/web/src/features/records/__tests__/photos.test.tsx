import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../test/render';
import { pngFile } from '../../../test/files';
import { PhotoCarousel } from '../components/photo-carousel';
import { stubRpc } from './rpc-stub';

const photo = (id: string) => ({
  id,
  fullUrl: `/api/files/photos/${id}/full`,
  reducedUrl: `/api/files/photos/${id}/reduced`,
  thumbUrl: `/api/files/photos/${id}/thumb`,
  timestampCreated: '2030-03-01T14:00:00.000Z',
});

describe('photo carousel', { timeout: 20_000 }, () => {
  it('shows a placeholder, and uploads the chosen images', async () => {
    const calls = stubRpc({ 'craftRecords/addPhotos': () => ({ photoIds: ['p1'] }) });
    const user = userEvent.setup();
    renderWithProviders(<PhotoCarousel craftRecordId="rec-1" photos={[]} canEdit />);
    expect(screen.getByText('No photos yet')).toBeTruthy();
    const input = screen.getByLabelText('Add Photos') as HTMLInputElement;
    expect(input.accept).toBe('image/*');
    expect(input.multiple).toBe(true);
    await user.upload(input, [pngFile('a.png'), pngFile('b.png')]);
    expect(await screen.findByText('Image uploaded successfully.')).toBeTruthy();
    expect(calls.filter((c) => c.path === 'craftRecords/addPhotos')).toHaveLength(2);
  });

  it('says which chosen files are not photos, and why, and uploads only the others', async () => {
    const calls = stubRpc({ 'craftRecords/addPhotos': () => ({ photoIds: ['p1'] }) });
    // The picker offers images, but "All files" lets anything through; names and types lie.
    const user = userEvent.setup({ applyAccept: false });
    renderWithProviders(<PhotoCarousel craftRecordId="rec-1" photos={[]} canEdit />);
    await user.upload(screen.getByLabelText('Add Photos'), [
      new File(['%PDF-1.7'], 'invoice.jpg', { type: 'image/jpeg' }),
      new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'logo.svg', {
        type: 'image/svg+xml',
      }),
      new File([], 'empty.png', { type: 'image/png' }),
      pngFile('panorama.png', 10_000, 10_000),
      pngFile('deck.png'),
    ]);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(
      [
        'invoice.jpg is not an image.',
        'logo.svg is an SVG drawing; only photos can be added.',
        'empty.png is empty.',
        'panorama.png is 10000 × 10000 pixels; photos can have at most 40 megapixels.',
      ].join(' '),
    );
    expect(await screen.findByText('Image uploaded successfully.')).toBeTruthy();
    expect(calls.filter((c) => c.path === 'craftRecords/addPhotos')).toHaveLength(1);
  });

  it('sends nothing when every chosen file is refused', async () => {
    const calls = stubRpc({});
    const user = userEvent.setup({ applyAccept: false });
    renderWithProviders(<PhotoCarousel craftRecordId="rec-1" photos={[]} canEdit />);
    await user.upload(screen.getByLabelText('Add Photos'), [
      new File(['hello'], 'notes.txt', { type: 'text/plain' }),
    ]);
    expect((await screen.findByRole('alert')).textContent).toContain('notes.txt is not an image.');
    expect(calls).toEqual([]);
  });

  it('shows the reduced image inline and asks before deleting a photo', async () => {
    const calls = stubRpc({ 'craftRecords/deletePhoto': () => ({ ok: true }) });
    const user = userEvent.setup();
    renderWithProviders(
      <PhotoCarousel craftRecordId="rec-1" photos={[photo('p1'), photo('p2')]} canEdit />,
    );
    const first = screen.getByRole('img', { name: 'Photo 1 of 2' });
    expect(first.getAttribute('src')).toBe('/api/files/photos/p1/reduced');
    await user.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(screen.getByRole('img', { name: 'Photo 2 of 2' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Delete Photo' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Delete Photo?' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    expect(await screen.findByText('Image deleted successfully.')).toBeTruthy();
    expect(calls.find((c) => c.path === 'craftRecords/deletePhoto')?.input).toEqual({
      photoId: 'p2',
    });
  });
});

describe('full-screen photo viewer', { timeout: 20_000 }, () => {
  const photos = [photo('p1'), photo('p2'), photo('p3')];

  it('turns photos with Next, Previous and the arrow keys, and closes with Escape', async () => {
    stubRpc({});
    const user = userEvent.setup();
    renderWithProviders(<PhotoCarousel craftRecordId="rec-1" photos={photos} canEdit={false} />);
    await user.click(screen.getByRole('button', { name: 'Expand Photo' }));
    const viewer = screen.getByRole('dialog', { name: 'Photo 1 of 3' });
    const image = () => within(viewer).getByRole('img');
    expect(image().getAttribute('src')).toBe('/api/files/photos/p1/reduced');
    expect(within(viewer).getByRole('link', { name: 'Full Size' }).getAttribute('href')).toBe(
      '/api/files/photos/p1/full',
    );

    await user.click(within(viewer).getByRole('button', { name: 'Next photo' }));
    expect(image().getAttribute('alt')).toBe('Photo 2 of 3');
    await user.keyboard('{ArrowRight}');
    expect(image().getAttribute('alt')).toBe('Photo 3 of 3');
    await user.keyboard('{ArrowRight}');
    expect(image().getAttribute('alt')).toBe('Photo 1 of 3');
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('dialog', { name: 'Photo 3 of 3' })).toBeTruthy();
    await user.click(within(viewer).getByRole('button', { name: 'Previous photo' }));
    expect(image().getAttribute('alt')).toBe('Photo 2 of 3');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The carousel stays on the photo last seen.
    expect(screen.getByRole('img', { name: 'Photo 2 of 3' })).toBeTruthy();
  });

  it('turns photos by swiping, and ignores short or vertical moves', async () => {
    stubRpc({});
    const user = userEvent.setup();
    renderWithProviders(<PhotoCarousel craftRecordId="rec-1" photos={photos} canEdit={false} />);
    await user.click(screen.getByRole('button', { name: 'Expand Photo' }));
    const image = () => within(screen.getByRole('dialog')).getByRole('img');
    const swipe = (dx: number, dy = 0) => {
      fireEvent.pointerDown(image(), { clientX: 200, clientY: 300 });
      fireEvent.pointerUp(image(), { clientX: 200 + dx, clientY: 300 + dy });
    };
    swipe(-120);
    expect(image().getAttribute('alt')).toBe('Photo 2 of 3');
    swipe(-20);
    swipe(-80, 200);
    expect(image().getAttribute('alt')).toBe('Photo 2 of 3');
    swipe(150);
    expect(image().getAttribute('alt')).toBe('Photo 1 of 3');
  });
});
