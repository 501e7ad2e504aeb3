import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { switchLanguage } from '../../../lib/i18n/i18n';
import { renderWithProviders } from '../../../test/render';
import { stubRpc } from '../../../test/rpc-stub';
import { ChecklistList } from '../components/checklist-list';

const item = (id: string) => ({ id, kind: 'yesNo', label: `Check ${id}`, required: true });

describe('the checklist list in Polish', { timeout: 30_000 }, () => {
  afterEach(async () => {
    await switchLanguage('en');
  });

  it('counts checklist items with the Polish plural forms', async () => {
    await switchLanguage('pl');
    stubRpc({
      'checklists/list': () => ({
        canManage: false,
        rows: [
          {
            id: 'c1',
            name: 'Pre-use check',
            description: '',
            items: ['a', 'b', 'c'].map(item),
            taskTypes: [],
            updatedAt: '2026-11-01T00:00:00.000Z',
          },
        ],
      }),
    });
    renderWithProviders(<ChecklistList />);
    expect(await screen.findByText('3 punkty')).toBeTruthy();
    expect(screen.getByText('Nieprzypisana do typu zadania')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Listy kontrolne' })).toBeTruthy();
  });
});
