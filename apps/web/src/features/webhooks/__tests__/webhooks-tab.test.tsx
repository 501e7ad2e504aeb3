import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WEBHOOK_URL_MESSAGES } from '@craftwork/domain/integrations/webhooks';
import { renderWithProviders } from '../../../test/render';
import { RpcFailure, stubRpc } from '../../../test/rpc-stub';
import { deliveryState } from '../components/delivery-status';
import { WebhooksTab } from '../components/webhooks-tab';

const ERP = 'https://erp.example.com/hooks';
const OLD = 'https://old.example.com/in';
const endpoint = (over: Record<string, unknown>) => ({
  id: 'e1',
  url: ERP,
  description: 'ERP work orders',
  events: ['task.created', 'task.status_changed'],
  active: true,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  lastDelivery: { status: 'succeeded', statusCode: 200, createdAt: '2026-11-21T15:00:00.000Z' },
  ...over,
});
const ENDPOINTS = [
  endpoint({}),
  endpoint({ id: 'e2', url: OLD, description: '', active: false, lastDelivery: null }),
];
const delivery = (over: Record<string, unknown>) => ({
  id: 'd1',
  endpointId: 'e1',
  event: 'task.status_changed',
  eventId: 'evt_1',
  status: 'succeeded',
  attempts: 1,
  lastStatusCode: 200,
  lastDurationMs: 42,
  replayOf: null,
  createdAt: '2026-11-21T15:00:00.000Z',
  completedAt: '2026-11-21T15:00:01.000Z',
  ...over,
});
const DELIVERIES = {
  items: [
    delivery({}),
    delivery({
      id: 'd2',
      event: 'task.created',
      status: 'pending',
      attempts: 2,
      lastStatusCode: 503,
      lastDurationMs: 120,
      createdAt: '2026-11-21T14:00:00.000Z',
    }),
  ],
  total: 2,
  pageSize: 20,
};
const SECRET = 'whsec_' + 'a'.repeat(64);

function stub(extra: Record<string, (input: unknown) => unknown> = {}) {
  return stubRpc({
    'webhooks/list': () => ENDPOINTS,
    'webhooks/listDeliveries': () => DELIVERIES,
    ...extra,
  });
}

describe('deliveryState', () => {
  it.each([
    ['succeeded', 1, 'delivered'],
    ['failed', 9, 'failed'],
    ['pending', 2, 'retrying'],
    ['pending', 0, 'queued'],
  ] as const)('calls a %s delivery after %i tries %s', (status, attempts, state) => {
    expect(deliveryState(status, attempts)).toBe(state);
  });
});

describe('the Webhooks tab', { timeout: 60_000 }, () => {
  it('lists the endpoints by address and state, with their events and latest delivery', async () => {
    stub();
    renderWithProviders(<WebhooksTab />);
    const list = await screen.findByRole('list', { name: 'Webhooks' });
    const erp = within(list).getByRole('listitem', { name: `${ERP}, Active` });
    const old = within(list).getByRole('listitem', { name: `${OLD}, Paused` });
    expect(within(erp).getByText('Task status changed')).toBeTruthy();
    expect(within(erp).getByText(/^Delivered \(200\)/)).toBeTruthy();
    expect(within(old).getByText('None yet')).toBeTruthy();
    expect(within(old).getByRole('button', { name: `Resume ${OLD}` })).toBeTruthy();
    expect(within(old).queryByRole('button', { name: /Send test event/ })).toBeNull();
  });

  it('says when there are no webhooks yet, and offers Retry when loading fails', async () => {
    stubRpc({ 'webhooks/list': () => [] });
    const { unmount } = renderWithProviders(<WebhooksTab />);
    expect(await screen.findByText(/No webhooks yet\. Add an endpoint/)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Deliveries' })).toBeNull();
    unmount();
    stubRpc({
      'webhooks/list': () => {
        throw new RpcFailure('FORBIDDEN', 403, 'User does not have necessary permissions.');
      },
    });
    renderWithProviders(<WebhooksTab />);
    expect(await screen.findByText('User does not have necessary permissions.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('adds an endpoint, shows the server’s refusal in words, then the secret once', async () => {
    let refuse = true;
    const calls = stub({
      'webhooks/create': () => {
        if (refuse) throw new RpcFailure('BAD_REQUEST', 400, WEBHOOK_URL_MESSAGES.https);
        return { id: 'e3', secret: SECRET };
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<WebhooksTab />);
    await user.click(await screen.findByRole('button', { name: 'Add endpoint' }));
    const form = await screen.findByRole('dialog', { name: 'Add endpoint' });
    await user.click(within(form).getByRole('button', { name: 'Add endpoint' }));
    expect(await within(form).findByText('Enter the address.')).toBeTruthy();
    expect(within(form).getByText('Choose at least one event.')).toBeTruthy();
    expect(calls.some((c) => c.path === 'webhooks/create')).toBe(false);

    await user.type(within(form).getByRole('textbox', { name: /Endpoint URL/ }), 'http://x.com');
    await user.click(within(form).getByRole('checkbox', { name: 'Invoice paid' }));
    expect(within(form).getByRole('switch', { name: 'Active' })).toHaveProperty('checked', true);
    await user.click(within(form).getByRole('button', { name: 'Add endpoint' }));
    expect((await within(form).findByRole('alert')).textContent).toBe(WEBHOOK_URL_MESSAGES.https);

    refuse = false;
    const url = within(form).getByRole('textbox', { name: /Endpoint URL/ });
    await user.clear(url);
    await user.type(url, 'https://books.example.com/in');
    await user.type(within(form).getByRole('textbox', { name: 'Description' }), 'Books');
    await user.click(within(form).getByRole('button', { name: 'Add endpoint' }));

    const shown = await screen.findByRole('dialog', { name: 'Your signing secret' });
    expect(calls.filter((c) => c.path === 'webhooks/create').at(-1)?.input).toEqual({
      url: 'https://books.example.com/in',
      description: 'Books',
      events: ['invoice.paid'],
      active: true,
    });
    expect(within(shown).getByRole('textbox', { name: 'Signing secret' })).toHaveProperty(
      'value',
      SECRET,
    );
    expect(within(shown).getByText(/It will not be shown again/)).toBeTruthy();
    expect(within(shown).getByText('Craftwork-Signature')).toBeTruthy();
    expect(within(shown).getByText(/HMAC-SHA256/)).toBeTruthy();
    await user.click(within(shown).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByDisplayValue(SECRET)).toBeNull());
  });

  it('pauses at once, but deletes and rotates the secret only after confirming', async () => {
    const calls = stub({
      'webhooks/update': () => ({ ok: true }),
      'webhooks/delete': () => ({ ok: true }),
      'webhooks/rotateSecret': () => ({ secret: SECRET }),
    });
    const user = userEvent.setup();
    renderWithProviders(<WebhooksTab />);
    const erp = await screen.findByRole('listitem', { name: `${ERP}, Active` });
    await user.click(within(erp).getByRole('button', { name: `Pause ${ERP}` }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === 'webhooks/update')?.input).toEqual({
        id: 'e1',
        active: false,
      }),
    );

    await user.click(within(erp).getByRole('button', { name: `Delete ${ERP}` }));
    const confirmDelete = await screen.findByRole('dialog', { name: 'Delete endpoint' });
    await user.click(within(confirmDelete).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((c) => c.path === 'webhooks/delete')).toBe(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(within(erp).getByRole('button', { name: `Delete ${ERP}` }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete endpoint' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    await waitFor(() =>
      expect(calls.find((c) => c.path === 'webhooks/delete')?.input).toEqual({ id: 'e1' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(within(erp).getByRole('button', { name: `Rotate secret of ${ERP}` }));
    const confirmRotate = await screen.findByRole('dialog', { name: 'Rotate signing secret' });
    await user.click(within(confirmRotate).getByRole('button', { name: 'Rotate secret' }));
    const shown = await screen.findByRole('dialog', { name: 'New signing secret' });
    expect(within(shown).getByRole('textbox', { name: 'Signing secret' })).toHaveProperty(
      'value',
      SECRET,
    );
  });

  it('shows the first endpoint’s deliveries with their state, and replays one from its details', async () => {
    const calls = stub({
      'webhooks/getDelivery': () => ({
        ...delivery({ id: 'd2', status: 'pending', attempts: 2, lastStatusCode: 503 }),
        url: ERP,
        payload: { id: 'evt_1', type: 'task.created', data: { title: 'Scaffold A3' } },
        tries: [
          {
            attempt: 1,
            at: '2026-11-21T14:00:00.000Z',
            statusCode: null,
            error: 'ECONNREFUSED: connect refused',
            durationMs: 3,
          },
          {
            attempt: 2,
            at: '2026-11-21T14:01:00.000Z',
            statusCode: 503,
            error: 'The receiver answered 503.',
            durationMs: 120,
          },
        ],
      }),
      'webhooks/replay': () => ({ deliveryId: 'd3' }),
    });
    const user = userEvent.setup();
    renderWithProviders(<WebhooksTab />);
    const log = await screen.findByRole('list', { name: 'Deliveries' });
    expect(calls.find((c) => c.path === 'webhooks/listDeliveries')?.input).toEqual({
      endpointId: 'e1',
      page: 0,
    });
    const retrying = within(log).getByRole('listitem', { name: /^Task created, Retrying/ });
    expect(within(retrying).getByText('503')).toBeTruthy();
    expect(within(retrying).getByText('120 ms')).toBeTruthy();
    expect(
      within(log).getByRole('listitem', { name: /^Task status changed, Delivered/ }),
    ).toBeTruthy();

    await user.click(within(retrying).getByRole('button', { name: /^Details of Task created/ }));
    const details = await screen.findByRole('dialog', { name: 'Delivery details' });
    expect(await within(details).findByText(/Scaffold A3/)).toBeTruthy();
    const tries = within(details).getByRole('list', { name: 'Tries' });
    expect(within(tries).getByText(/ECONNREFUSED: connect refused in 3 ms/)).toBeTruthy();
    expect(within(tries).getByText(/answered 503 in 120 ms/)).toBeTruthy();
    await user.click(within(details).getByRole('button', { name: 'Replay' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === 'webhooks/replay')?.input).toEqual({ id: 'd2' }),
    );
    expect(await screen.findByText(/Replay queued/)).toBeTruthy();
  });
});
