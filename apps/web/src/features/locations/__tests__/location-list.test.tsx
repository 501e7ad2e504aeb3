import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../test/render';
import { RpcFailure, stubRpc } from '../../../test/rpc-stub';
import { LocationList } from '../components/location-list';

const LOCATIONS = [
  { id: 'l1', title: 'Crude Unit', department: 'Operations', latitude: 29.7, longitude: -95.2 },
  { id: 'l2', title: 'Tank Farm', department: 'Logistics', latitude: null, longitude: null },
];
const CENTER = { lat: 29.7, lng: -95.2 };

describe('locations management', { timeout: 60_000 }, () => {
  it('lists the locations with their coordinates, and searches them', async () => {
    stubRpc({ 'locations/list': () => LOCATIONS });
    const user = userEvent.setup();
    renderWithProviders(<LocationList siteCenter={CENTER} />);
    const table = await screen.findByRole('table', { name: 'Locations' });
    expect(within(table).getAllByText('29.700000, -95.200000').length).toBeGreaterThan(0);
    await user.type(screen.getByRole('searchbox', { name: 'Search locations' }), 'logistics');
    expect(within(table).queryByText('Crude Unit')).toBeNull();
    expect(within(table).getByText('Tank Farm')).toBeTruthy();
    await user.type(screen.getByRole('searchbox', { name: 'Search locations' }), ' nowhere');
    expect(await screen.findByText('No locations match the search.')).toBeTruthy();
  });

  it('says when there are none yet', async () => {
    stubRpc({ 'locations/list': () => [] });
    renderWithProviders(<LocationList siteCenter={CENTER} />);
    expect(
      await screen.findByText('No locations yet. Add the first with New Location.'),
    ).toBeTruthy();
  });

  it('saves a new location with typed coordinates, after checking the fields', async () => {
    const calls = stubRpc({
      'locations/list': () => LOCATIONS,
      'locations/create': () => ({ id: 'l3' }),
    });
    const user = userEvent.setup();
    renderWithProviders(<LocationList siteCenter={CENTER} />);
    await user.click(await screen.findByRole('button', { name: 'New Location' }));
    const dialog = screen.getByRole('dialog', { name: 'New Location' });
    await user.type(within(dialog).getByLabelText('Latitude'), '29.5');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('This field is required')).toBeTruthy();
    expect(within(dialog).getByText('Enter both latitude and longitude, or neither.')).toBeTruthy();
    expect(calls.some((c) => c.path === 'locations/create')).toBe(false);

    await user.type(within(dialog).getByLabelText(/Title/), 'Pipe Rack');
    await user.type(within(dialog).getByLabelText('Longitude'), '-95,25');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Location added.')).toBeTruthy();
    expect(calls.find((c) => c.path === 'locations/create')?.input).toEqual({
      title: 'Pipe Rack',
      department: '',
      latitude: 29.5,
      longitude: -95.25,
    });
  });

  it('fills both coordinates from a pasted pair', async () => {
    stubRpc({ 'locations/list': () => LOCATIONS });
    const user = userEvent.setup();
    renderWithProviders(<LocationList siteCenter={CENTER} />);
    await user.click(await screen.findByRole('button', { name: 'New Location' }));
    const dialog = screen.getByRole('dialog', { name: 'New Location' });
    fireEvent.paste(within(dialog).getByLabelText('Latitude'), {
      clipboardData: { getData: () => '29.7604, -95.3698' },
    });
    expect((within(dialog).getByLabelText('Latitude') as HTMLInputElement).value).toBe('29.7604');
    expect((within(dialog).getByLabelText('Longitude') as HTMLInputElement).value).toBe('-95.3698');
  });

  it('shows why a location in use is kept', async () => {
    const reason = 'This location is used by 12 craft records and 3 assets.';
    stubRpc({
      'locations/list': () => LOCATIONS,
      'locations/delete': () => {
        throw new RpcFailure('CONFLICT', 409, reason, { reason: 'IN_USE' });
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<LocationList siteCenter={CENTER} />);
    await user.click(await screen.findByRole('button', { name: 'Delete Crude Unit' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete Location' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(screen.getAllByRole('alert').some((a) => a.textContent?.includes(reason))).toBe(true),
    );
  });
});
