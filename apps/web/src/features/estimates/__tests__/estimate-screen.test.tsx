import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useParams, useSearchParams } from 'react-router';
import type { TEstimateDetail } from '@craftwork/domain/billing/estimates';
import type { TLineInput, TLineRow } from '@craftwork/domain/billing/lines';
import { renderRoutes } from '../../../test/render';
import { stubRpc } from '../../../test/rpc-stub';
import { EstimateScreen } from '../components/estimate-screen';
import type { TLinesEditor, TLinesEditorProps } from '../utils/lines-editor';

type TFakeLine = { name: string; price: number };

/** A stand-in for the shared editor: shows the lines and adds a fixed one. */
function FakeEditor({ lines, onChange, readOnly }: TLinesEditorProps<TFakeLine>) {
  return (
    <div>
      <ul aria-label="Fake lines">
        {lines.map((l, i) => (
          <li key={i}>{l.name}</li>
        ))}
      </ul>
      {!readOnly && (
        <button type="button" onClick={() => onChange([...lines, { name: 'Labor', price: 8000 }])}>
          Add fake line
        </button>
      )}
    </div>
  );
}

const EDITOR: TLinesEditor<TFakeLine> = {
  Editor: FakeEditor,
  fromRows: (rows: readonly TLineRow[]) =>
    rows.map((r) => ({ name: r.name, price: r.unitPriceCents })),
  toInput: (lines): TLineInput[] =>
    lines.map((l) => ({ name: l.name, quantityMilli: 1000, unitPriceCents: l.price })),
};

const SITE = {
  timezone: 'America/Chicago',
  isCustomerSite: false,
  craftTypes: [10],
  customizations: { billing: { taxRateBp: 825, netDays: 30, estimateTerms: 'Site terms.' } },
};

const CUSTOMER = {
  id: 'cus-1',
  name: 'Harbor Foods',
  firstName: '',
  lastName: '',
  email: 'ap@harbor.example',
  phone: '',
  notes: '',
  type: 'commercial',
  tags: [],
  isTaxExempt: false,
  billToCustomerId: null,
  billToCustomerName: null,
  website: '',
  deleted: false,
  timestampCreated: '2026-11-01T00:00:00.000Z',
  timestampLastModified: '2026-11-01T00:00:00.000Z',
  locationCount: 1,
  locations: [
    {
      id: 'loc-1',
      customerId: 'cus-1',
      fullAddress: '12 Dock Road, Houston, TX 77002',
      addressLine1: '',
      addressLine2: '',
      city: '',
      state: '',
      zipCode: '',
      county: '',
      latitude: null,
      longitude: null,
      notes: '',
      type: 'commercial',
      tags: [],
      yearBuilt: null,
      estimatedValueCents: null,
      squareFootage: null,
      deleted: false,
    },
  ],
};

function detail(overrides: Partial<TEstimateDetail> = {}): TEstimateDetail {
  return {
    id: 'est-1',
    number: 'EST-0003',
    status: 'draft',
    title: 'Cold room',
    customerId: 'cus-1',
    customerName: 'Harbor Foods',
    customerLocationId: 'loc-1',
    customerLocationAddress: '12 Dock Road, Houston, TX 77002',
    timestampCreated: '2026-11-20T15:00:00.000Z',
    sentAt: null,
    answeredAt: null,
    subtotalCents: 50200,
    taxCents: 0,
    totalCents: 50200,
    notes: '',
    terms: 'Estimate terms.',
    craftType: null,
    taxRateBp: 825,
    taxExempt: false,
    lines: [
      {
        id: 'line-1',
        position: 0,
        pricebookItemId: null,
        name: 'Insulation panels',
        description: '',
        unit: '',
        quantityMilli: 4000,
        unitPriceCents: 12550,
        discountCents: 0,
        taxable: true,
        amountCents: 50200,
      },
    ],
    sentTo: null,
    approvedByName: null,
    changeComment: null,
    hasSignature: false,
    taskId: null,
    craftRecordId: null,
    invoiceId: null,
    invoiceNumber: null,
    ...overrides,
  };
}

function show(path: string, site = SITE) {
  renderRoutes(
    [
      {
        path: '/customers/estimates/:estimateId',
        Component: function Page() {
          const { estimateId = '' } = useParams();
          const [searchParams] = useSearchParams();
          return (
            <EstimateScreen
              estimateId={estimateId}
              customerId={searchParams.get('customerId')}
              site={site}
              linesEditor={EDITOR}
            />
          );
        },
      },
      { path: '/create-task', element: <p>Task wizard</p> },
      { path: '/create-customer-task', element: <p>Job wizard</p> },
      { path: '/invoices/:invoiceId', element: <p>Invoice page</p> },
    ],
    { path },
  );
  return userEvent.setup();
}

describe('the estimate screen', { timeout: 30_000 }, () => {
  it("starts a new estimate with the customer's location and the site's terms, and saves it", async () => {
    const calls = stubRpc({
      'customers/get': () => CUSTOMER,
      'customers/list': () => ({ rows: [CUSTOMER], total: 1 }),
      'estimates/save': () => ({ id: 'est-9', number: 'EST-0009' }),
      'estimates/get': () => detail({ id: 'est-9', number: 'EST-0009' }),
    });
    const user = show('/customers/estimates/new?customerId=cus-1');
    expect(await screen.findByRole('heading', { name: 'New Estimate' })).toBeTruthy();
    expect(await screen.findByDisplayValue('12 Dock Road, Houston, TX 77002')).toBeTruthy();
    expect(screen.getByLabelText('Terms')).toHaveProperty('value', 'Site terms.');
    await user.type(screen.getByLabelText('Title'), 'Cold room');
    await user.click(screen.getByRole('button', { name: 'Add fake line' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Estimate EST-0009 saved.');
    expect(calls.find((c) => c.path === 'estimates/save')?.input).toMatchObject({
      id: null,
      customerId: 'cus-1',
      customerLocationId: 'loc-1',
      title: 'Cold room',
      terms: 'Site terms.',
      lines: [{ name: 'Labor', quantityMilli: 1000, unitPriceCents: 8000 }],
    });
  });

  it('shows a sent estimate read-only with Re-send and Mark rejected', async () => {
    stubRpc({
      'estimates/get': () => detail({ status: 'sent', sentTo: 'ap@harbor.example' }),
      'customers/get': () => CUSTOMER,
    });
    show('/customers/estimates/est-1');
    expect(await screen.findByRole('heading', { name: 'Estimate EST-0003' })).toBeTruthy();
    expect(screen.getByText('Sent', { selector: '.MuiChip-label' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add fake line' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Re-send' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Mark rejected' })).toBeTruthy();
    expect(screen.getByText('Sent to ap@harbor.example')).toBeTruthy();
    expect(
      within(screen.getByRole('list', { name: 'Fake lines' })).getByText('Insulation panels'),
    ).toBeTruthy();
  });

  it('sends a draft after saving it and says to whom', async () => {
    const calls = stubRpc({
      'estimates/get': () => detail(),
      'customers/get': () => CUSTOMER,
      'estimates/save': () => ({ id: 'est-1', number: 'EST-0003' }),
      'estimates/send': () => ({ sentTo: 'ap@harbor.example' }),
    });
    const user = show('/customers/estimates/est-1');
    await user.click(await screen.findByRole('button', { name: 'Send' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send Estimate' });
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Sent to ap@harbor.example')).toBeTruthy();
    const paths = calls.map((c) => c.path);
    expect(paths.indexOf('estimates/save')).toBeLessThan(paths.indexOf('estimates/send'));
  });

  it('turns an approved estimate into a task (the wizard) and an invoice', async () => {
    const calls = stubRpc({
      'estimates/get': () =>
        detail({ status: 'approved', approvedByName: 'Dana Harbor', hasSignature: true }),
      'customers/get': () => CUSTOMER,
      'invoices/create': () => ({ id: 'inv-1', number: 'INV-0001' }),
    });
    const user = show('/customers/estimates/est-1');
    expect(await screen.findByText(/Approved by Dana Harbor/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Create invoice' }));
    expect(await screen.findByText('Invoice page')).toBeTruthy();
    expect(calls.find((c) => c.path === 'invoices/create')?.input).toEqual({
      kind: 'estimate',
      estimateId: 'est-1',
    });
  });

  it('opens the task wizard prefilled from an approved estimate', async () => {
    stubRpc({
      'estimates/get': () => detail({ status: 'approved', approvedByName: 'Dana Harbor' }),
      'customers/get': () => CUSTOMER,
    });
    const user = show('/customers/estimates/est-1');
    await user.click(await screen.findByRole('button', { name: 'Create task' }));
    expect(await screen.findByText('Task wizard')).toBeTruthy();
  });

  it('opens Create Job on a customer-classified site', async () => {
    stubRpc({
      'estimates/get': () => detail({ status: 'approved', approvedByName: 'Dana Harbor' }),
      'customers/get': () => CUSTOMER,
    });
    const user = show('/customers/estimates/est-1', { ...SITE, isCustomerSite: true });
    await user.click(await screen.findByRole('button', { name: 'Create task' }));
    expect(await screen.findByText('Job wizard')).toBeTruthy();
  });

  it('links the task and invoice made from an approved estimate instead of offering them', async () => {
    stubRpc({
      'estimates/get': () =>
        detail({
          status: 'approved',
          approvedByName: 'Dana Harbor',
          taskId: 'task-1',
          craftRecordId: 'rec-1',
          invoiceId: 'inv-1',
          invoiceNumber: 'INV-0001',
        }),
      'customers/get': () => CUSTOMER,
    });
    show('/customers/estimates/est-1');
    expect(await screen.findByRole('link', { name: 'INV-0001' })).toHaveProperty(
      'href',
      'http://localhost:3000/invoices/inv-1',
    );
    expect(
      screen.getByRole('link', { name: 'open the task made from this estimate' }),
    ).toHaveProperty('href', 'http://localhost:3000/craft-record/rec-1/task-1');
    expect(screen.queryByRole('button', { name: 'Create task' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Create invoice' })).toBeNull();
  });

  it('shows the change comment of a rejected estimate and offers Revise', async () => {
    stubRpc({
      'estimates/get': () =>
        detail({ status: 'rejected', changeComment: 'Two more panels, please.' }),
      'customers/get': () => CUSTOMER,
    });
    show('/customers/estimates/est-1');
    expect(
      await screen.findByText(/The customer asked for changes: Two more panels, please./),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Revise' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Create task' })).toBeNull();
  });
});
