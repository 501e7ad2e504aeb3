import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import ChangePasswordPage from '../change-password';
import { switchLanguage } from '../../../../lib/i18n/i18n';
import { renderWithProviders } from '../../../../test/render';

describe('the Change Password page', () => {
  afterEach(() => switchLanguage('en'));

  it('is headed in English as the spec names it, and in the language of a Polish user', async () => {
    const { unmount } = renderWithProviders(<ChangePasswordPage />, { path: '/change-password' });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Change Password');
    unmount();

    await switchLanguage('pl');
    renderWithProviders(<ChangePasswordPage />, { path: '/change-password' });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Zmień hasło');
  });
});
