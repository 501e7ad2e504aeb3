import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { switchLanguage } from '../../../lib/i18n/i18n';
import { renderWithProviders } from '../../../test/render';
import { stubRpc } from '../../../test/rpc-stub';
import { GeneratedReports } from '../components/generated-reports';

describe('generated reports in Polish', { timeout: 30_000 }, () => {
  afterEach(async () => {
    await switchLanguage('en');
  });

  it('reads its button, columns and empty state from the Polish catalogue', async () => {
    await switchLanguage('pl');
    stubRpc({ 'reports/list': () => [] });
    renderWithProviders(<GeneratedReports timeZone="UTC" />);
    expect(
      await screen.findByText(
        'Brak raportów. Wygeneruj raport: powstaje w tle i pojawi się tutaj, gdy będzie gotowy.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Generuj raport' })).toBeTruthy();
    expect(
      screen.getByText('Raporty powstają jako pliki CSV i PDF; linki do pobrania są ważne 7 dni.'),
    ).toBeTruthy();
  });
});
