import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type { TPublicEstimate } from '@craftwork/domain/billing/estimates';
import { switchLanguage } from '../../../lib/i18n/i18n';
import { renderWithProviders } from '../../../test/render';
import { stubRpc } from '../../../test/rpc-stub';
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
