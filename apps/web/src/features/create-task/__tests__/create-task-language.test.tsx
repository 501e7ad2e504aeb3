import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { switchLanguage } from '../../../lib/i18n/i18n';
import { renderWithProviders } from '../../../test/render';
import { SaveStatus } from '../components/save-status';

describe('createTask catalogue', () => {
  afterEach(async () => {
    await switchLanguage('en');
  });

  it('says how the save goes in Polish', async () => {
    await switchLanguage('pl');
    renderWithProviders(
      <SaveStatus save={{ phase: 'uploading', done: 1, total: 3 }} error={null} created={null} />,
    );
    expect(await screen.findByText('Wysyłanie zdjęcia 2 z 3…')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Wysyłanie zdjęć' })).toBeTruthy();
  });
});
