import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ESTIMATE_MESSAGES, type TPublicEstimate } from '@craftwork/domain/billing/estimates';
import { switchLanguage } from '../../../../lib/i18n/i18n';
import { renderRoutes } from '../../../../test/render';
import { RpcFailure, stubRpc } from '../../../../test/rpc-stub';
import EstimateApprovalPage from '../estimate-approval';

// jsdom has no canvas drawing: the pad is left empty.
vi.mock('signature_pad', () => ({
  default: class {
    addEventListener() {}
    removeEventListener() {}
    on() {}
    off() {}
    clear() {}
    isEmpty() {
      return true;
    }
  },
}));

const ESTIMATE: TPublicEstimate = {
  number: 'EST-0007',
  status: 'sent',
  siteName: 'Demo Refinery',
  customerName: 'Harbor Foods',
  address: '',
  title: '',
  notes: '',
  terms: 'Prices are valid for 30 days.',
  taxRateBp: 825,
  taxExempt: false,
  lines: [],
  subtotalCents: 0,
  taxCents: 0,
  totalCents: 0,
  expiresAt: '2026-12-24T00:00:00.000Z',
  estimateDate: '2026-11-24',
  validUntil: null,
  approvedByName: null,
  changeComment: null,
};

function openLink(token: string) {
  renderRoutes([{ path: '/estimate-approval/:token', element: <EstimateApprovalPage /> }], {
    path: `/estimate-approval/${token}`,
  });
}

// The customer opens the link signed out, in a browser set to Polish: the server answers in the
// domain's English (it does not know the reader's language), the page writes it in Polish.
describe('the estimate approval page in the browser’s language', { timeout: 30_000 }, () => {
  afterEach(async () => {
    vi.restoreAllMocks();
    await switchLanguage('en');
  });

  it('says a link that is not valid in Polish', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['pl-PL', 'pl']);
    stubRpc({
      'session/me': () => null,
      'estimateApproval/get': () => {
        throw new RpcFailure('NOT_FOUND', 404, ESTIMATE_MESSAGES.linkInvalid);
      },
    });
    openLink('not-a-real-token-0123456789');
    expect(await screen.findByText('Ten link do zatwierdzenia jest nieprawidłowy.')).toBeTruthy();
    expect(screen.queryByText(ESTIMATE_MESSAGES.linkInvalid)).toBeNull();
    // The page's language is set once its own catalogues are in, maybe after the domain's.
    await waitFor(() => expect(document.documentElement.lang).toBe('pl'));
  });

  it('writes the forms’ rules in Polish', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['pl-PL', 'pl']);
    stubRpc({ 'session/me': () => null, 'estimateApproval/get': () => ESTIMATE });
    const user = userEvent.setup();
    openLink('token-0123456789abcdef');
    await user.click(await screen.findByRole('button', { name: 'Zatwierdź' }));
    expect(await screen.findByText('Wpisz swoje imię i nazwisko, aby zatwierdzić.')).toBeTruthy();
    expect(screen.getByText('Złóż podpis w polu, aby zatwierdzić.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Poproś o zmiany' }));
    expect(await screen.findByText('Napisz, co chcesz zmienić.')).toBeTruthy();
  });
});
