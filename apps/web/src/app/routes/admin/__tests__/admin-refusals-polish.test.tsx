import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@craftwork/domain/accounts/messages';
import CompanyListPage from '../company-list';
import IntegrationsPage from '../integrations';
import ReportTemplatesPage from '../../kpis/report-templates';
import { switchLanguage } from '../../../../lib/i18n/i18n';
import {
  createTestQueryClient,
  renderWithProviders,
  testMe,
  testSite,
} from '../../../../test/render';
import { RpcFailure, stubRpc } from '../../../../test/rpc-stub';

const LACKS_PERMISSIONS = 'Nie masz wymaganych uprawnień.';
const GENERIC = 'Wystąpił błąd. Spróbuj ponownie lub skontaktuj się z administratorem.';

function renderAs(page: ReactElement, isSiteAdmin: boolean) {
  const site = testSite({ permissions: { isSiteAdmin } });
  return renderWithProviders(page, {
    queryClient: createTestQueryClient({ me: testMe(site) }),
  });
}

// The domain's refusals and its generic failure come in English; these screens write them in
// the language shown.
describe(
  'the company list, integrations and KPI templates refuse in Polish',
  { timeout: 30_000 },
  () => {
    afterEach(async () => {
      vi.restoreAllMocks();
      await switchLanguage('en');
    });

    it.each([
      ['the company list', <CompanyListPage key="c" />],
      ['the integrations', <IntegrationsPage key="i" />],
      ['the KPI report templates', <ReportTemplatesPage key="r" />],
    ])(
      'tells a member who is not a site admin in Polish that %s is not theirs',
      async (_, page) => {
        await switchLanguage('pl');
        stubRpc({});
        renderAs(page, false);
        expect(screen.getByRole('alert').textContent).toBe(LACKS_PERMISSIONS);
        expect(screen.queryByText(MESSAGES.userLacksPermissions)).toBeNull();
      },
    );

    it('says in Polish that the company list could not be loaded, and that a delete failed', async () => {
      await switchLanguage('pl');
      // A failure the server did not word is reported to the console.
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      let isDown = true;
      stubRpc({
        'companies/list': () => {
          if (isDown) throw new RpcFailure('INTERNAL_SERVER_ERROR', 500, 'boom');
          return [
            {
              id: 'c1',
              name: 'Apex Scaffold',
              craftTypes: [10],
              logoUrl: null,
              mainPointOfContact: null,
              members: [],
            },
          ];
        },
        'companies/delete': () => {
          throw new RpcFailure('INTERNAL_SERVER_ERROR', 500, 'boom');
        },
      });
      renderAs(<CompanyListPage />, true);
      expect(await screen.findByText(GENERIC)).toBeTruthy();

      isDown = false;
      const user = userEvent.setup();
      await user.click(screen.getByRole('button', { name: 'Ponów' }));
      await user.click(await screen.findByRole('button', { name: /Usuń.*Apex Scaffold/ }));
      await user.click(await screen.findByRole('button', { name: 'Usuń' }));
      expect(await screen.findByText(GENERIC)).toBeTruthy();
      expect(screen.queryByText(MESSAGES.generic)).toBeNull();
    });
  },
);
