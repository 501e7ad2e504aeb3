import { afterEach, describe, expect, it } from 'vitest';
import { renderHook, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, testSite } from '../../../test/render';
import { switchLanguage } from '../../../lib/i18n/i18n';
import { DrawerContent } from '../components/app-drawer';
import { useDrawerEntries } from '../hooks/use-drawer-entries';

function entriesFor(site: ReturnType<typeof testSite>) {
  return renderHook(() => useDrawerEntries(site)).result.current;
}

async function openGroup(name: string) {
  await userEvent.setup().click(screen.getByRole('button', { name }));
  return within(screen.getByRole('group', { name }));
}

describe('navigation drawer', () => {
  it('hides the Deleted work records and tasks without the delete permissions', async () => {
    renderWithProviders(
      <DrawerContent
        entries={entriesFor(testSite())}
        siteName="North Plant"
        helpCenterUrl={undefined}
        onNavigate={() => {}}
      />,
      { path: '/home' },
    );
    const records = await openGroup('Work Records');
    expect(records.getByRole('link', { name: 'All Open' })).toBeTruthy();
    expect(records.queryByRole('link', { name: 'Deleted' })).toBeNull();
    const tasks = await openGroup('Tasks');
    expect(tasks.queryByRole('link', { name: 'Deleted' })).toBeNull();
  });

  it('shows Deleted with canDeleteCraftRecords and canDeleteTasks', async () => {
    const site = testSite({ permissions: { canDeleteCraftRecords: true, canDeleteTasks: true } });
    renderWithProviders(
      <DrawerContent
        entries={entriesFor(site)}
        siteName="North Plant"
        helpCenterUrl={undefined}
        onNavigate={() => {}}
      />,
      {
        path: '/home',
      },
    );
    const records = await openGroup('Work Records');
    expect(records.getByRole('link', { name: 'Deleted' }).getAttribute('href')).toBe(
      '/craft-list-deleted',
    );
    const tasks = await openGroup('Tasks');
    expect(tasks.getByRole('link', { name: 'Deleted' }).getAttribute('href')).toBe(
      '/task-list-deleted',
    );
  });

  it('offers the Help Center and the Mobile Apps page in the footer', () => {
    renderWithProviders(
      <DrawerContent
        entries={entriesFor(testSite())}
        siteName="North Plant"
        helpCenterUrl="https://help.example.com"
        onNavigate={() => {}}
      />,
    );
    expect(screen.getByRole('link', { name: 'Help Center' }).getAttribute('href')).toBe(
      'https://help.example.com',
    );
    expect(screen.getByRole('link', { name: 'Mobile Apps' }).getAttribute('href')).toBe(
      '/download',
    );
  });
});

describe('navigation drawer in Polish', () => {
  afterEach(async () => {
    await switchLanguage('en');
  });

  it("names the site's craft type lists in Polish", async () => {
    await switchLanguage('pl');
    renderWithProviders(
      <DrawerContent
        entries={entriesFor(testSite())}
        siteName="North Plant"
        helpCenterUrl={undefined}
        onNavigate={() => {}}
      />,
      { path: '/home' },
    );
    const records = await openGroup('Zlecenia robót');
    expect(records.getByRole('link', { name: 'Rusztowania' }).getAttribute('href')).toBe(
      '/craft-list/10',
    );
    expect(records.getByRole('link', { name: 'Czyszczenie hydrodynamiczne' })).toBeTruthy();
    expect(records.queryByRole('link', { name: 'Scaffolding' })).toBeNull();
  });
});
