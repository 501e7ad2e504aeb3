import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TPublicScaffoldTag } from '@craftwork/domain/compliance/tag';
import { renderWithProviders } from '../../../test/render';
import { RpcFailure, stubRpc } from '../../../test/rpc-stub';
import { ScaffoldTagStatus } from '../components/scaffold-tag-status';

const TOKEN = 'A'.repeat(43);

function tag(overrides: Partial<TPublicScaffoldTag> = {}): TPublicScaffoldTag {
  return {
    colour: 'green',
    headline: 'Safe to use',
    reason: null,
    tagNumber: 'SC-1042',
    title: 'Boiler deck north',
    locationTitle: 'Unit 3',
    lastInspectionDay: '2026-11-20',
    timeZone: 'America/Chicago',
    recordId: null,
    ...overrides,
  };
}

function show() {
  renderWithProviders(<ScaffoldTagStatus token={TOKEN} />);
  return userEvent.setup();
}

describe('the public scaffold tag page', { timeout: 30_000 }, () => {
  it('shows a green tag in words, with its number, location and last inspection', async () => {
    const calls = stubRpc({ 'scaffoldTags/get': () => tag() });
    show();
    const status = await screen.findByRole('status', { name: 'Scaffold status' });
    expect(within(status).getByRole('heading', { name: 'Safe to use' })).toBeTruthy();
    expect(screen.getByText('SC-1042')).toBeTruthy();
    expect(screen.getByText('Unit 3')).toBeTruthy();
    expect(screen.getByText('11/20/2026')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Open the record' })).toBeNull();
    expect(calls[0]?.input).toEqual({ token: TOKEN });
  });

  it('shows a red tag with its reason, and never inspected when there is none', async () => {
    stubRpc({
      'scaffoldTags/get': () =>
        tag({
          colour: 'red',
          headline: 'Do not use',
          reason: 'Inspection overdue: it must be inspected before use.',
          lastInspectionDay: null,
          locationTitle: null,
        }),
    });
    show();
    const status = await screen.findByRole('status', { name: 'Scaffold status' });
    expect(within(status).getByRole('heading', { name: 'Do not use' })).toBeTruthy();
    expect(within(status).getByText(/Inspection overdue/)).toBeTruthy();
    expect(screen.getByText('Never inspected')).toBeTruthy();
    expect(screen.getByText('[No location]')).toBeTruthy();
  });

  it('links a member to the record', async () => {
    stubRpc({ 'scaffoldTags/get': () => tag({ recordId: 'rec-9' }) });
    show();
    const link = await screen.findByRole('link', { name: 'Open the record' });
    expect(link.getAttribute('href')).toBe('/craft-record/rec-9');
  });

  it('says an unknown or revoked tag is not valid', async () => {
    stubRpc({
      'scaffoldTags/get': () => {
        throw new RpcFailure('NOT_FOUND', 404, 'This tag is not valid. Ask your supervisor.');
      },
    });
    show();
    expect(
      await screen.findByRole('heading', { name: 'This tag is not valid. Ask your supervisor.' }),
    ).toBeTruthy();
    expect(screen.queryByText('Safe to use')).toBeNull();
  });

  it('offers Retry when the server cannot be reached, then shows the tag', async () => {
    let fail = true;
    stubRpc({
      'scaffoldTags/get': () => {
        if (fail) throw new RpcFailure('INTERNAL_SERVER_ERROR', 500, 'boom');
        return tag({ colour: 'yellow', headline: 'Use with care', reason: 'Follow them.' });
      },
    });
    const user = show();
    const retry = await screen.findByRole('button', { name: 'Retry' });
    fail = false;
    await user.click(retry);
    expect(await screen.findByRole('heading', { name: 'Use with care' })).toBeTruthy();
  });
});
