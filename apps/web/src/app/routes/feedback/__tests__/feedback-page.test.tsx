import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FEEDBACK_MESSAGES } from '@craftwork/domain/admin/feedback';
import FeedbackPage from '../feedback';
import {
  createTestQueryClient,
  renderWithProviders,
  testMe,
  testSite,
} from '../../../../test/render';
import { RpcFailure, stubRpc } from '../../../../test/rpc-stub';
import type { TFeedbackRow } from '../../../../features/feedback/api/feedback';

const ROW: TFeedbackRow = {
  id: 'fb-1',
  createdAt: '2025-03-05T20:30:00.000Z',
  senderName: 'Pat Foreman',
  senderEmail: 'pat@example.com',
  category: 'Bug',
  message: 'The map is blank',
  handled: false,
};

function renderPage(isSiteAdmin: boolean) {
  const site = testSite({ permissions: { isSiteAdmin } });
  return renderWithProviders(<FeedbackPage />, {
    queryClient: createTestQueryClient({ me: testMe(site) }),
  });
}

describe('/feedback', { timeout: 20_000 }, () => {
  it('sends a category and message, then says it was sent and clears the form', async () => {
    const calls = stubRpc({ 'feedback/send': () => ({ id: 'fb-9' }) });
    const user = userEvent.setup();
    renderPage(false);
    await user.click(screen.getByRole('combobox', { name: /Category/ }));
    await user.click(await screen.findByRole('option', { name: 'Idea' }));
    await user.type(screen.getByRole('textbox', { name: /Message/ }), 'Add a dark mode');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(FEEDBACK_MESSAGES.sent)).toBeTruthy();
    expect(calls.find((c) => c.path === 'feedback/send')?.input).toEqual({
      category: 'Idea',
      message: 'Add a dark mode',
    });
    expect((screen.getByRole('textbox', { name: /Message/ }) as HTMLTextAreaElement).value).toBe(
      '',
    );
  });

  it('says what is missing and sends nothing', async () => {
    const calls = stubRpc({ 'feedback/send': () => ({ id: 'x' }) });
    const user = userEvent.setup();
    renderPage(false);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(FEEDBACK_MESSAGES.categoryRequired)).toBeTruthy();
    expect(screen.getByText(FEEDBACK_MESSAGES.messageRequired)).toBeTruthy();
    expect(calls.some((c) => c.path === 'feedback/send')).toBe(false);
  });

  it('shows the server’s refusal (the rate limit)', async () => {
    stubRpc({
      'feedback/send': () => {
        throw new RpcFailure(
          'TOO_MANY_REQUESTS',
          429,
          'Too many attempts. Please wait 9 minutes and try again.',
        );
      },
    });
    const user = userEvent.setup();
    renderPage(false);
    await user.click(screen.getByRole('combobox', { name: /Category/ }));
    await user.click(await screen.findByRole('option', { name: 'Bug' }));
    await user.type(screen.getByRole('textbox', { name: /Message/ }), 'Again');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(/Please wait 9 minutes/)).toBeTruthy();
  });

  it('shows no feedback list to a member who is not a site admin', async () => {
    const calls = stubRpc({ 'feedback/list': () => [ROW] });
    renderPage(false);
    expect(screen.getByRole('heading', { name: 'Send feedback' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Site feedback' })).toBeNull();
    expect(calls.some((c) => c.path === 'feedback/list')).toBe(false);
  });

  it('shows a site admin the list and saves a row’s Handled switch', async () => {
    const calls = stubRpc({
      'feedback/list': () => [ROW],
      'feedback/setHandled': () => ({ id: 'fb-1', handled: true }),
    });
    const user = userEvent.setup();
    renderPage(true);
    const list = await screen.findByRole('list', { name: 'Site feedback' });
    const item = within(list).getByRole('listitem', { name: 'Pat Foreman' });
    expect(within(item).getByText('The map is blank')).toBeTruthy();
    expect(within(item).getByText('Bug')).toBeTruthy();
    expect(within(item).getByText('03/05/2025 02:30 PM')).toBeTruthy();
    await user.click(within(item).getByRole('switch', { name: 'Handled' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === 'feedback/setHandled')?.input).toEqual({
        id: 'fb-1',
        handled: true,
      }),
    );
  });

  it('says when there is no feedback yet', async () => {
    stubRpc({ 'feedback/list': () => [] });
    renderPage(true);
    expect(await screen.findByText('No feedback yet.')).toBeTruthy();
  });
});
