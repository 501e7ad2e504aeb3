import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestQueryClient, renderWithProviders, testMe } from '../../../test/render';
import { stubRpc } from '../../../test/rpc-stub';
import { ProfileCard } from '../components/profile-card';

const PNG = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC',
  ),
  (c) => c.charCodeAt(0),
);

function renderCard(photo: boolean) {
  const me = testMe();
  const user = {
    ...me.user,
    hasProfilePhoto: photo,
    photoUrl: photo ? '/api/user-photos/user-1/reduced?v=x' : null,
  };
  return renderWithProviders(<ProfileCard user={user} />, {
    queryClient: createTestQueryClient({ me }),
  });
}

describe('the profile card photo', { timeout: 20_000 }, () => {
  it('refuses a drawing by its content, without sending it', async () => {
    const calls = stubRpc({});
    const user = userEvent.setup({ applyAccept: false });
    renderCard(false);
    const svg = new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'me.png', {
      type: 'image/png',
    });
    await user.upload(screen.getByLabelText('Upload photo'), svg);
    expect(
      await screen.findByText('me.png is an SVG drawing; only photos can be added.'),
    ).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('uploads a photo, and offers Remove photo once there is one', async () => {
    const calls = stubRpc({ 'profile/setPhoto': () => ({ ok: true }) });
    const user = userEvent.setup();
    const first = renderCard(false);
    expect(screen.queryByRole('button', { name: 'Remove photo' })).toBeNull();
    await user.upload(
      screen.getByLabelText('Upload photo'),
      new File([PNG], 'me.png', { type: 'image/png' }),
    );
    await waitFor(() => expect(calls.some((c) => c.path === 'profile/setPhoto')).toBe(true));
    expect(await screen.findByText('Profile photo saved.')).toBeTruthy();
    first.unmount();

    renderCard(true);
    expect(screen.getByRole('img', { name: 'Photo of Pat Foreman' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove photo' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Change photo' })).toBeTruthy();
  });
});
