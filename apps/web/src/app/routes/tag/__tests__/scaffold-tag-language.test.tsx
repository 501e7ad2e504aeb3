import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type { TPublicScaffoldTag } from '@craftwork/domain/compliance/tag';
import { switchLanguage } from '../../../../lib/i18n/i18n';
import { renderRoutes } from '../../../../test/render';
import { stubRpc } from '../../../../test/rpc-stub';
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
});
