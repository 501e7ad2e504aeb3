import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TPermissions } from '@craftwork/domain/access/permissions';
import { switchLanguage } from '../../../lib/i18n/i18n';
import { createTestQueryClient, renderWithProviders, testMe, testSite } from '../../../test/render';
import { RpcFailure, stubRpc } from '../../../test/rpc-stub';
import { SubscriptionsSection } from '../components/subscriptions-section';

const HINT = 'An e-mail when an inventory object turns Low, with its available quantity.';
const row = (on: boolean) => ({
  subscriptions: [{ key: 'inventoryLowStock', label: 'Low-stock e-mails', hint: HINT, on }],
});

/** The server's side: the list, and a save that switches it and answers the new list. */
function stubSwitchable() {
  let on = false;
  return stubRpc({
    'subscriptions/mine': () => row(on),
    'subscriptions/set': (input) => {
      on = (input as { on: boolean }).on;
      return row(on);
    },
  });
}

function renderSection(
  permissions: Partial<TPermissions>,
  customizations: Record<string, unknown> = { inventoryEnabled: true },
) {
  const me = testMe(testSite({ permissions, customizations }));
  return renderWithProviders(<SubscriptionsSection />, {
    queryClient: createTestQueryClient({ me }),
  });
}

describe('the E-mail subscriptions section', { timeout: 20_000 }, () => {
  it('switches the low-stock e-mail on for a plant user', async () => {
    const calls = stubSwitchable();
    const user = userEvent.setup();
    renderSection({ isPlantPersonnel: true });
    expect(screen.getByRole('heading', { name: 'E-mail subscriptions' })).toBeTruthy();
    const toggle = await screen.findByRole('switch', { name: 'Low-stock e-mails' });
    expect((toggle as HTMLInputElement).checked).toBe(false);
    expect(screen.getByText(HINT)).toBeTruthy();
    await user.click(toggle);
    await waitFor(() =>
      expect(calls.find((c) => c.path === 'subscriptions/set')?.input).toEqual({
        key: 'inventoryLowStock',
        on: true,
      }),
    );
    expect(await screen.findByText('Subscription saved.')).toBeTruthy();
    await waitFor(() =>
      expect(
        (screen.getByRole('switch', { name: 'Low-stock e-mails' }) as HTMLInputElement).checked,
      ).toBe(true),
    );
  });

  describe('in Polish', () => {
    afterEach(async () => {
      await switchLanguage('en');
    });

    it('names the e-mail, says what it is and confirms the save in the language', async () => {
      await switchLanguage('pl');
      stubSwitchable();
      const user = userEvent.setup();
      renderSection({ isPlantPersonnel: true });
      await user.click(await screen.findByRole('switch', { name: 'E-maile o niskim stanie' }));
      expect(
        screen.getByText(
          'E-mail, gdy stan obiektu magazynowego spadnie do niskiego, z dostępną ilością.',
        ),
      ).toBeTruthy();
      expect(await screen.findByText('Subskrypcja zapisana.')).toBeTruthy();
    });
  });

  it('moves the switch back when the server refuses', async () => {
    stubRpc({
      'subscriptions/mine': () => row(false),
      'subscriptions/set': () => {
        throw new RpcFailure('FORBIDDEN', 403, 'This subscription is not available to you.');
      },
    });
    const user = userEvent.setup();
    renderSection({ isSiteAdmin: true });
    await user.click(await screen.findByRole('switch', { name: 'Low-stock e-mails' }));
    expect(await screen.findByText('This subscription is not available to you.')).toBeTruthy();
    await waitFor(() =>
      expect(
        (screen.getByRole('switch', { name: 'Low-stock e-mails' }) as HTMLInputElement).checked,
      ).toBe(false),
    );
  });

  it('shows nothing to a company user, and asks nothing', () => {
    const calls = stubRpc({});
    const { container } = renderSection({ canUpdateTasks: true });
    expect(container.textContent).toBe('');
    expect(calls).toEqual([]);
  });

  it('shows nothing while the site has inventory off', () => {
    const calls = stubRpc({});
    const { container } = renderSection({ isSiteAdmin: true }, {});
    expect(container.textContent).toBe('');
    expect(calls).toEqual([]);
  });

  it('offers Retry when the list cannot be loaded', async () => {
    stubRpc({
      'subscriptions/mine': () => {
        throw new RpcFailure('INTERNAL_SERVER_ERROR', 500, 'Something went wrong.');
      },
    });
    renderSection({ isSiteAdmin: true });
    expect(await screen.findByText('E-mail subscriptions could not be loaded.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
