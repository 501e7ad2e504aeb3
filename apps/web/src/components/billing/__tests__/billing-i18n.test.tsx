import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import {
  ESTIMATE_STATUS_LABELS,
  INVOICE_STATUS_LABELS,
} from '@craftwork/domain/billing/transitions';
import billingEn from '../../../locales/en/billing.json';
import { switchLanguage } from '../../../lib/i18n/i18n';
import { renderWithProviders } from '../../../test/render';
import { LineItemsEditor } from '../line-items-editor';

describe('billing catalogue', () => {
  afterEach(async () => {
    await switchLanguage('en');
  });

  it('names estimate and invoice statuses in English as the domain does, code for code', () => {
    expect(billingEn.estimateStatus).toEqual(ESTIMATE_STATUS_LABELS);
    expect(billingEn.invoiceStatus).toEqual(INVOICE_STATUS_LABELS);
  });

  it('shows the line items editor in Polish', async () => {
    await switchLanguage('pl');
    renderWithProviders(
      <LineItemsEditor lines={[]} onChange={() => {}} taxRateBp={825} taxExempt={false} />,
    );
    expect(screen.getByText('Brak pozycji.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Dodaj pozycję' })).toBeTruthy();
    expect(screen.getByLabelText('Sumy').textContent).toContain('Podatek (8.25%)');
  });
});
