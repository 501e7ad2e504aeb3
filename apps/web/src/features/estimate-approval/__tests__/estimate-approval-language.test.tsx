import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ESTIMATE_MESSAGES, type TPublicEstimate } from '@craftwork/domain/billing/estimates';
import { switchLanguage } from '../../../lib/i18n/i18n';
import { LanguageSync } from '../../../lib/i18n/language-sync';
import { renderWithProviders } from '../../../test/render';
import { RpcFailure, stubRpc } from '../../../test/rpc-stub';
import { EstimateApproval } from '../components/estimate-approval';

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
  lines: [
    {
      name: 'Insulation panels',
      description: '',
      unit: 'ea',
      quantityMilli: 2500,
      unitPriceCents: 12550,
      discountCents: 0,
      taxable: true,
      amountCents: 31375,
    },
  ],
  subtotalCents: 31375,
  taxCents: 2588,
  totalCents: 33963,
  expiresAt: '2026-12-24T00:00:00.000Z',
  estimateDate: '2026-11-24',
  validUntil: null,
  approvedByName: null,
  changeComment: null,
};

describe('the public estimate approval page in Polish', { timeout: 20_000 }, () => {
  afterEach(async () => {
    await switchLanguage('en');
  });

  it('reads its words from the Polish catalogue and writes dates and quantities the Polish way', async () => {
    await switchLanguage('pl');
    stubRpc({ 'estimateApproval/get': () => ESTIMATE });
    renderWithProviders(<EstimateApproval token="token-0123456789abcdef" />);
    expect(await screen.findByRole('heading', { name: 'Kosztorys EST-0007' })).toBeTruthy();
    expect(screen.getByText('Data kosztorysu').nextElementSibling?.textContent).toBe('24.11.2026');
    expect(screen.getByRole('columnheader', { name: 'Cena jednostkowa' })).toBeTruthy();
    expect(screen.getByText('2,5 ea')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Zatwierdź' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Poproś o zmiany' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Podpis' })).toBeTruthy();
    expect(screen.getByLabelText('Sumy').textContent).toContain('Podatek (8.25%)');
  });
});

/** The page as its route shows it: signed out, in the browser's language. */
function openLink(token: string) {
  renderWithProviders(
    <>
      <LanguageSync />
      <EstimateApproval token={token} />
    </>,
  );
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
