import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { switchLanguage } from '../../../lib/i18n/i18n';
import { renderWithProviders } from '../../../test/render';
import { ListControls } from '../../../components/list/list-controls';
import { taskListTitle } from '../utils/titles';
import { LocationFilter } from '../components/list-filters';

const LIST = {
  searchText: 'rusztowanie',
  setSearchText: () => {},
  canClear: true,
  reset: () => {},
};

describe('lists catalogue', () => {
  afterEach(async () => {
    await switchLanguage('en');
  });

  it('shows the list controls, filters and headings in Polish', async () => {
    await switchLanguage('pl');
    renderWithProviders(
      <ListControls
        searchPlaceholder="Szukaj zadań..."
        list={LIST}
        filters={
          <LocationFilter
            locations={[
              { id: 'a', title: 'A' },
              { id: 'b', title: 'B' },
              { id: 'c', title: 'C' },
            ]}
            value={['a', 'b', 'c']}
            onChange={() => {}}
          />
        }
      />,
    );
    expect(screen.getByRole('button', { name: 'Wyczyść filtry' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Wyczyść wyszukiwanie' })).toBeTruthy();
    expect(screen.getByText('3 lokalizacje')).toBeTruthy();
    expect(taskListTitle('In Progress')).toBe('Zadania: W toku');
  });
});
