import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { switchLanguage } from '../../../lib/i18n/i18n';
import { renderWithProviders } from '../../../test/render';
import { stubRpc } from '../../../test/rpc-stub';
import { CustomerList } from '../components/customer-list';

describe('Customers list in Polish', { timeout: 20_000 }, () => {
  afterEach(async () => {
    await switchLanguage('en');
  });

  it("names the tag filter's open and close buttons in Polish (MUI's own texts)", async () => {
    await switchLanguage('pl');
    stubRpc({
      'customers/tags': () => ['Hurt'],
      'customers/list': () => ({ rows: [], total: 0 }),
    });
    renderWithProviders(<CustomerList />);
    const open = await screen.findByRole('button', { name: 'Otwórz' });
    expect(screen.queryByRole('button', { name: 'Open' })).toBeNull();
    await userEvent.setup().click(open);
    expect(await screen.findByRole('button', { name: 'Zamknij' })).toBeTruthy();
  });
});
