import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TPublicEstimate } from '@craftwork/domain/billing/estimates';
import { renderWithProviders } from '../../../test/render';
import { RpcFailure, stubRpc } from '../../../test/rpc-stub';
import { EstimateApproval } from '../components/estimate-approval';

// jsdom has no canvas drawing: the pad is replaced by one whose stroke the test ends.
const pad = vi.hoisted(() => ({ endStroke: null as (() => void) | null, empty: true }));
vi.mock('signature_pad', () => ({
  default: class {
    addEventListener(_name: string, handler: () => void) {
      pad.endStroke = handler;
    }
    removeEventListener() {}
    on() {}
    off() {}
    clear() {
      pad.empty = true;
    }
    isEmpty() {
      return pad.empty;
    }
    toDataURL() {
      return `data:image/png;base64,${'A'.repeat(40)}`;
    }
  },
}));

const TOKEN = 'token-0123456789abcdef';

function estimate(overrides: Partial<TPublicEstimate> = {}): TPublicEstimate {
  return {
    number: 'EST-0007',
    status: 'sent',
    siteName: 'Demo Refinery',
    customerName: 'Harbor Foods',
    address: '12 Dock Road, Houston, TX 77002',
    title: 'Cold room insulation',
    notes: '',
    terms: 'Prices are valid for 30 days.',
    taxRateBp: 825,
    taxExempt: false,
    lines: [
      {
        name: 'Insulation panels',
        description: '',
        unit: 'ea',
        quantityMilli: 4000,
        unitPriceCents: 12550,
        discountCents: 0,
        taxable: true,
        amountCents: 50200,
      },
    ],
    subtotalCents: 50200,
    taxCents: 4142,
    totalCents: 54342,
    expiresAt: '2026-12-24T00:00:00.000Z',
    estimateDate: '2026-11-24',
    validUntil: '2026-12-23',
    approvedByName: null,
    changeComment: null,
    ...overrides,
  };
}

function show() {
  renderWithProviders(<EstimateApproval token={TOKEN} />);
  return userEvent.setup();
}

function drawSignature() {
  pad.empty = false;
  act(() => pad.endStroke?.());
}

describe('the public estimate approval page', { timeout: 30_000 }, () => {
  it('shows the estimate, its totals, terms and PDF link', async () => {
    stubRpc({ 'estimateApproval/get': () => estimate() });
    show();
    expect(await screen.findByRole('heading', { name: 'Estimate EST-0007' })).toBeTruthy();
    expect(screen.getByText('Harbor Foods')).toBeTruthy();
    expect(screen.getByText('12 Dock Road, Houston, TX 77002')).toBeTruthy();
    expect(screen.getByText('Insulation panels')).toBeTruthy();
    expect(screen.getByText('Tax (8.25%)')).toBeTruthy();
    expect(screen.getByText('$543.42')).toBeTruthy();
    expect(screen.getByText('Prices are valid for 30 days.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download PDF' }).getAttribute('href')).toBe(
      `/api/billing/estimate-approval/${TOKEN}/pdf`,
    );
    expect(screen.getByRole('img', { name: 'Signature' })).toBeTruthy();
  });

  it('shows the estimate date and how long it is valid, as MM/DD/YYYY', async () => {
    stubRpc({ 'estimateApproval/get': () => estimate() });
    show();
    const dated = await screen.findByText('Estimate date');
    expect(dated.nextElementSibling?.textContent).toBe('11/24/2026');
    expect(screen.getByText('Valid until').nextElementSibling?.textContent).toBe('12/23/2026');
  });

  it('leaves out Valid until while the estimate has no expiry', async () => {
    stubRpc({ 'estimateApproval/get': () => estimate({ validUntil: null }) });
    show();
    expect(await screen.findByText('Estimate date')).toBeTruthy();
    expect(screen.queryByText('Valid until')).toBeNull();
  });

  it('refuses Approve until name, signature and terms are given, then shows who approved', async () => {
    const calls = stubRpc({
      'estimateApproval/get': () => estimate(),
      'estimateApproval/approve': () =>
        estimate({ status: 'approved', approvedByName: 'Dana Harbor' }),
    });
    const user = show();
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    expect(screen.getByText('Type your full name to approve.')).toBeTruthy();
    expect(screen.getByText('Sign in the box to approve.')).toBeTruthy();
    expect(screen.getByText('Read and accept the terms to approve.')).toBeTruthy();
    expect(calls.some((c) => c.path === 'estimateApproval/approve')).toBe(false);

    await user.type(screen.getByLabelText(/Full name/), 'Dana Harbor');
    drawSignature();
    await user.click(screen.getByLabelText('I have read and accept the terms'));
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText(/Approved by Dana Harbor/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Ask for changes' })).toBeNull();
    expect(calls.find((c) => c.path === 'estimateApproval/approve')?.input).toMatchObject({
      token: TOKEN,
      name: 'Dana Harbor',
      acceptTerms: true,
      signature: expect.stringMatching(/^data:image\/png;base64,/) as unknown,
    });
  });

  it('asks for changes with a comment and shows it', async () => {
    stubRpc({
      'estimateApproval/get': () => estimate(),
      'estimateApproval/requestChanges': () =>
        estimate({ status: 'rejected', changeComment: 'Two more panels, please.' }),
    });
    const user = show();
    await user.click(await screen.findByRole('button', { name: 'Ask for changes' }));
    expect(screen.getByText('Say what you would like changed.')).toBeTruthy();
    await user.type(
      screen.getByLabelText(/What would you like changed/),
      'Two more panels, please.',
    );
    await user.click(screen.getByRole('button', { name: 'Ask for changes' }));
    expect(await screen.findByText(/Changes requested: “Two more panels, please.”/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
  });

  it("shows the server's words for an expired or used link, and no buttons", async () => {
    stubRpc({
      'estimateApproval/get': () => {
        throw new RpcFailure(
          'BAD_REQUEST',
          400,
          'This approval link has expired. Ask for a new one.',
        );
      },
    });
    show();
    await waitFor(() =>
      expect(screen.getByText('This approval link has expired. Ask for a new one.')).toBeTruthy(),
    );
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
  });
});
