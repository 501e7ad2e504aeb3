import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { ERROR_MESSAGES } from '@craftwork/domain/errors/errors';
import { QR_TAG_TEXT } from '@craftwork/domain/records/qr-tag';
import { SCAFFOLD_BLOCK_REASON_TEXTS } from '@craftwork/domain/compliance/scaffold-state';
import {
  TAG_HEADLINE_TEXTS,
  TAG_REASON_TEXTS,
  type TPublicScaffoldTag,
} from '@craftwork/domain/compliance/tag';
import { switchLanguage } from '../../../../lib/i18n/i18n';
import { renderRoutes } from '../../../../test/render';
import { RpcFailure, stubRpc } from '../../../../test/rpc-stub';
import ScaffoldTagPage from '../scaffold-tag';

const TOKEN = 'A'.repeat(43);

const TAG: TPublicScaffoldTag = {
  colour: 'green',
  headline: 'Safe to use',
  reason: null,
  tagNumber: 'SC-1042',
  title: 'Boiler deck north',
  locationTitle: 'Unit 3',
  lastInspectionDay: '2026-11-20',
  timeZone: 'America/Chicago',
  recordId: null,
};

// A worker scans the tag with a phone set to Polish, signed out: the page follows the phone.
describe('the public scaffold tag page in the phone’s language', { timeout: 30_000 }, () => {
  afterEach(async () => {
    vi.restoreAllMocks();
    await switchLanguage('en');
  });

  it('shows the page in Polish for a phone set to Polish', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['pl-PL', 'pl']);
    stubRpc({ 'session/me': () => null, 'scaffoldTags/get': () => TAG });
    renderRoutes([{ path: '/tag/:token', element: <ScaffoldTagPage /> }], {
      path: `/tag/${TOKEN}`,
    });
    expect(await screen.findByRole('status', { name: 'Stan rusztowania' })).toBeTruthy();
    expect(screen.getByText('Numer tabliczki')).toBeTruthy();
    expect(document.documentElement.lang).toBe('pl');
  });

  // The state comes from the server as the domain's English; the page writes it in Polish.
  it('shows a red tag’s state and reason, and the last inspection’s day, in Polish', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['pl-PL', 'pl']);
    stubRpc({
      'session/me': () => null,
      'scaffoldTags/get': () => ({
        ...TAG,
        colour: 'red',
        headline: TAG_HEADLINE_TEXTS.red,
        reason: SCAFFOLD_BLOCK_REASON_TEXTS.notInstalled,
      }),
    });
    renderRoutes([{ path: '/tag/:token', element: <ScaffoldTagPage /> }], {
      path: `/tag/${TOKEN}`,
    });
    const status = await screen.findByRole('status', { name: 'Stan rusztowania' });
    expect(await within(status).findByRole('heading', { name: 'Nie używać' })).toBeTruthy();
    expect(
      within(status).getByText('Niezmontowane: rusztowanie nie zostało przekazane do użytkowania.'),
    ).toBeTruthy();
    expect(screen.getByText('20.11.2026')).toBeTruthy();
    expect(document.title).toBe('Nie używać · Tabliczka SC-1042');
  });

  it('shows a yellow tag’s state and reason in Polish', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['pl-PL', 'pl']);
    stubRpc({
      'session/me': () => null,
      'scaffoldTags/get': () => ({
        ...TAG,
        colour: 'yellow',
        headline: TAG_HEADLINE_TEXTS.yellow,
        reason: TAG_REASON_TEXTS.restricted,
      }),
    });
    renderRoutes([{ path: '/tag/:token', element: <ScaffoldTagPage /> }], {
      path: `/tag/${TOKEN}`,
    });
    const status = await screen.findByRole('status', { name: 'Stan rusztowania' });
    expect(await within(status).findByRole('heading', { name: 'Używać ostrożnie' })).toBeTruthy();
    expect(
      within(status).getByText(
        'Używać ostrożnie: w ostatnim przeglądzie odnotowano ograniczenia. Przestrzegaj ich.',
      ),
    ).toBeTruthy();
  });

  // The server answers a record without a tag number with the domain's English [N/A].
  it('shows a missing tag number in Polish, in the page and its title', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['pl-PL', 'pl']);
    stubRpc({
      'session/me': () => null,
      'scaffoldTags/get': () => ({ ...TAG, tagNumber: QR_TAG_TEXT.noTag }),
    });
    renderRoutes([{ path: '/tag/:token', element: <ScaffoldTagPage /> }], {
      path: `/tag/${TOKEN}`,
    });
    expect(await screen.findByText('[b.d.]')).toBeTruthy();
    expect(screen.queryByText('[N/A]')).toBeNull();
    expect(document.title).toBe('Dopuszczone do użytku · Tabliczka [b.d.]');
  });

  it('shows a refusal the server wrote in English in Polish, with Retry in Polish', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['pl-PL', 'pl']);
    stubRpc({
      'session/me': () => null,
      'scaffoldTags/get': () => {
        throw new RpcFailure('TOO_MANY_REQUESTS', 429, ERROR_MESSAGES.tooManyRequests);
      },
    });
    renderRoutes([{ path: '/tag/:token', element: <ScaffoldTagPage /> }], {
      path: `/tag/${TOKEN}`,
    });
    expect(await screen.findByText('Zbyt wiele żądań. Spróbuj ponownie później.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ponów' })).toBeTruthy();
  });
});
