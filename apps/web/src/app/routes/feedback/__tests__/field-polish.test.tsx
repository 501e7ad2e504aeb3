import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import FeedbackPage from '../feedback';
import { switchLanguage } from '../../../../lib/i18n/i18n';
import {
  createTestQueryClient,
  renderWithProviders,
  testMe,
  testSite,
} from '../../../../test/render';
import { stubRpc } from '../../../../test/rpc-stub';
import { photosDraft } from '../../../../features/outbox/drafts';
import type { TFeedbackRow } from '../../../../features/feedback/api/feedback';

const ROW: TFeedbackRow = {
  id: 'fb-1',
  createdAt: '2025-03-05T20:30:00.000Z',
  senderName: 'Pat Foreman',
  senderEmail: 'pat@example.com',
  category: 'Bug',
  message: 'Rusztowanie przy pompie bez tabliczki',
  handled: false,
};

const photo = (name: string) => new File(['x'], name, { type: 'image/jpeg' });

describe('field screens in Polish (field catalogue)', { timeout: 60_000 }, () => {
  afterEach(async () => {
    await switchLanguage('en');
  });

  it('shows the feedback form and the site feedback in Polish', async () => {
    await switchLanguage('pl');
    stubRpc({ 'feedback/list': () => [ROW] });
    const site = testSite({ permissions: { isSiteAdmin: true } });
    renderWithProviders(<FeedbackPage />, {
      queryClient: createTestQueryClient({ me: testMe(site) }),
    });
    expect(await screen.findByRole('heading', { name: 'Wyślij opinię' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Wyślij' })).toBeTruthy();
    expect(screen.getByText('Maksymalnie 5000 znaków.')).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Opinie o zakładzie' });
    const item = within(list).getByRole('listitem', { name: 'Pat Foreman' });
    expect(within(item).getByText('Błąd')).toBeTruthy();
    expect(within(item).getByRole('switch', { name: 'Załatwione' })).toBeTruthy();
  });

  it('writes a queued change’s summary in Polish, with its plural forms', async () => {
    await switchLanguage('pl');
    const summaries = [1, 3, 5, 22].map(
      (count) =>
        photosDraft(
          'rec-1',
          Array.from({ length: count }, (_, i) => photo(`p${i}.jpg`)),
        ).summary,
    );
    expect(summaries).toEqual(['1 zdjęcie', '3 zdjęcia', '5 zdjęć', '22 zdjęcia']);
  });
});
