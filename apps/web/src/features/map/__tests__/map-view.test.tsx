import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { TTaskParam } from '@craftwork/domain/lists/task-list';
import { createTestQueryClient, renderWithProviders, testMe, testSite } from '../../../test/render';
import type { TMapTaskRow } from '../api/list-map-tasks';
import { MapView } from '../components/map-view';
import { mapPins, pinOffset, spreadRadius } from '../utils/pins';
import { stubRpc } from '../../../test/rpc-stub';

const DAY = 24 * 3600_000;
const site = testSite({ latitude: 29.7355, longitude: -95.2127 });

function task(id: string, overrides: Partial<TMapTaskRow> = {}): TMapTaskRow {
  return {
    id,
    refPath: `siteKeys/PLANT1/tasks/${id}`,
    craftRecordId: `rec-${id}`,
    craftRecordTitle: 'Pump P-22 deck',
    craftRecordDeleted: false,
    title: `Task ${id}`,
    description: '',
    taskStatus: 30,
    taskType: 11,
    craftType: 10,
    locationId: null,
    locationTitle: null,
    assignedCompanyId: null,
    assignedCompanyName: null,
    urgent: false,
    nextOpportunity: false,
    workOrder: null,
    thumbnailUrl: null,
    createdById: null,
    createdByName: null,
    timestampCreated: new Date().toISOString(),
    timestampScheduled: null,
    timestampTaskCompleted: null,
    deletedAt: null,
    deletedByName: null,
    ...overrides,
  };
}

function Screen() {
  const [taskParam, setTaskParam] = useState<TTaskParam>('All');
  return (
    <MapView
      site={site}
      taskParam={taskParam}
      onTaskParamChange={setTaskParam}
      craftType={null}
      customerSite={false}
    />
  );
}

const renderMap = () =>
  renderWithProviders(<Screen />, { queryClient: createTestQueryClient({ me: testMe(site) }) });

describe('map view', { timeout: 30_000 }, () => {
  it('counts the pins of each category in the legend', async () => {
    const now = Date.now();
    const rows = [
      task('1', {
        taskType: 10,
        taskStatus: 90,
        timestampScheduled: new Date(now - 3 * DAY).toISOString(),
      }),
      task('2', { taskStatus: 30, timestampScheduled: new Date(now).toISOString() }),
      task('3', { taskStatus: 10 }),
      task('4', { taskStatus: 30, nextOpportunity: true }),
      task('5', { taskStatus: 30, timestampScheduled: new Date(now - 5 * DAY).toISOString() }),
      task('6', { taskStatus: 40 }),
      task('7', { taskStatus: 50 }),
      task('8', { taskStatus: 40 }),
      // Scheduled for later: no pin.
      task('9', { taskStatus: 20, timestampScheduled: new Date(now + 3 * DAY).toISOString() }),
    ];
    stubRpc({ 'tasks/list': () => ({ rows, total: rows.length }) });
    renderMap();

    expect(await screen.findByRole('listitem', { name: 'Installed Scaffolds: 1' })).toBeTruthy();
    expect(screen.getByRole('listitem', { name: "Today's Schedule: 1" })).toBeTruthy();
    expect(screen.getByRole('listitem', { name: 'Awaiting Schedule: 1' })).toBeTruthy();
    expect(screen.getByRole('listitem', { name: 'Backlog: 2' })).toBeTruthy();
    expect(screen.getByRole('listitem', { name: 'In Progress: 3' })).toBeTruthy();
    expect(screen.getByText('8 of 9 All tasks on the map; the others fit no pin category.'));
    // One pin per categorised task, named for assistive technology.
    await waitFor(() =>
      expect(screen.getAllByRole('button', { name: /^Task \d/ })).toHaveLength(8),
    );
  });

  it('loads every page up to the total and reloads for another list', async () => {
    const rows = Array.from({ length: 150 }, (_, i) => task(`p${i}`, { taskStatus: 40 }));
    const calls = stubRpc({
      'tasks/list': (input) => {
        const { page, pageSize, taskParam } = input as {
          page: number;
          pageSize: number;
          taskParam: string;
        };
        if (taskParam === 'Backlog') return { rows: [], total: 0 };
        return { rows: rows.slice(page * pageSize, (page + 1) * pageSize), total: rows.length };
      },
    });
    const user = userEvent.setup();
    renderMap();

    expect(await screen.findByRole('listitem', { name: 'In Progress: 150' })).toBeTruthy();
    expect(calls.map((c) => (c.input as { page: number }).page)).toEqual([0, 1]);

    await user.click(screen.getByRole('combobox', { name: 'Tasks' }));
    await user.click(await screen.findByRole('option', { name: 'Backlog' }));
    expect(await screen.findByRole('listitem', { name: 'In Progress: 0' })).toBeTruthy();
    expect(screen.getByText('No Backlog tasks to show.')).toBeTruthy();
    expect(calls.at(-1)?.input).toMatchObject({ taskParam: 'Backlog', page: 0, pageSize: 100 });
  });

  it('places pins at their location, else the site, each at its own fixed offset', () => {
    const center = { lat: 29.7355, lng: -95.2127 };
    const at = { id: 'loc-1', latitude: 29.74, longitude: -95.22 };
    const [onLocation, onSite] = mapPins(
      [
        { ...task('a', { taskStatus: 40 }), locationId: 'loc-1' },
        { ...task('b', { taskStatus: 40 }), locationId: 'loc-unknown' },
      ],
      { center, locations: [at], now: new Date(), timeZone: 'America/Chicago' },
    );
    const offsetA = pinOffset('a', at.latitude, spreadRadius(1));
    expect(onLocation?.position).toEqual({
      lat: at.latitude + offsetA.lat,
      lng: at.longitude + offsetA.lng,
    });
    const offsetB = pinOffset('b', center.lat, spreadRadius(1));
    expect(onSite?.position).toEqual({
      lat: center.lat + offsetB.lat,
      lng: center.lng + offsetB.lng,
    });
    // Within the place's disc, which grows with the number of pins there.
    const meters = Math.hypot(offsetB.lat * 111_320, offsetB.lng * 111_320 * Math.cos(0.52));
    expect(meters).toBeLessThanOrEqual(spreadRadius(1) + 0.01);
    expect(spreadRadius(400)).toBeGreaterThan(spreadRadius(4));
    expect(pinOffset('b', center.lat, spreadRadius(1))).toEqual(offsetB);
  });
});
