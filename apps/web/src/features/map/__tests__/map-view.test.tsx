import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { TTaskParam } from '@craftwork/domain/lists/task-list';
import { createTestQueryClient, renderWithProviders, testMe, testSite } from '../../../test/render';
import type { TMapTaskRow } from '../api/list-map-tasks';
import { MapView } from '../components/map-view';
import {
  mapPins,
  pinOffset,
  spreadRadius,
  taskPinItems,
  type TStandingScaffold,
} from '../utils/pins';
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
  it('counts the pins of each category in the legend, the standing scaffolds on every list', async () => {
    const now = Date.now();
    const rows = [
      // A completed installation in a list is not an installed scaffold by itself.
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
    const standing: TStandingScaffold[] = [
      {
        craftRecordId: 'rec-s1',
        title: 'Deck S1',
        latitude: 29.74,
        longitude: -95.21,
        locationId: null,
        locationTitle: null,
        installation: { id: 'inst-s1', title: 'Installation - Deck S1', timestampScheduled: null },
      },
      {
        craftRecordId: 'rec-s2',
        title: 'Deck S2',
        latitude: null,
        longitude: null,
        locationId: null,
        locationTitle: null,
        installation: null,
      },
    ];
    const calls = stubRpc({
      'tasks/list': () => ({ rows, total: rows.length }),
      'craftRecords/standingScaffolds': () => standing,
    });
    renderMap();

    expect(await screen.findByRole('listitem', { name: 'Installed Scaffolds: 2' })).toBeTruthy();
    expect(screen.getByRole('listitem', { name: "Today's Schedule: 1" })).toBeTruthy();
    expect(screen.getByRole('listitem', { name: 'Awaiting Schedule: 1' })).toBeTruthy();
    expect(screen.getByRole('listitem', { name: 'Backlog: 2' })).toBeTruthy();
    expect(screen.getByRole('listitem', { name: 'In Progress: 3' })).toBeTruthy();
    expect(
      screen.getByText(
        '7 of 9 All tasks on the map; the others fit no pin category. 2 installed scaffolds standing.',
      ),
    );
    expect(calls.find((c) => c.path === 'craftRecords/standingScaffolds')?.input).toEqual({
      craftType: null,
    });
    // One pin per categorised task and standing scaffold, named for assistive technology.
    await waitFor(() =>
      expect(screen.getAllByRole('button', { name: /^Task \d/ })).toHaveLength(7),
    );
    expect(screen.getByRole('button', { name: 'Installation - Deck S1 (Installed Scaffolds)' }));
    expect(screen.getByRole('button', { name: 'Deck S2 (Installed Scaffolds)' }));
  });

  it('loads every page up to the total and reloads for another list', async () => {
    const rows = Array.from({ length: 150 }, (_, i) => task(`p${i}`, { taskStatus: 40 }));
    const calls = stubRpc({
      'craftRecords/standingScaffolds': () => [],
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
    const pages = calls.filter((c) => c.path === 'tasks/list');
    expect(pages.map((c) => (c.input as { page: number }).page)).toEqual([0, 1]);

    await user.click(screen.getByRole('combobox', { name: 'Tasks' }));
    await user.click(await screen.findByRole('option', { name: 'Backlog' }));
    expect(await screen.findByRole('listitem', { name: 'In Progress: 0' })).toBeTruthy();
    expect(
      screen.getByText('No Backlog tasks to show. 0 installed scaffolds standing.'),
    ).toBeTruthy();
    expect(calls.filter((c) => c.path === 'tasks/list').at(-1)?.input).toMatchObject({
      taskParam: 'Backlog',
      page: 0,
      pageSize: 100,
    });
  });

  it('places pins at their location, else the site, each at its own fixed offset', () => {
    const center = { lat: 29.7355, lng: -95.2127 };
    const at = { id: 'loc-1', latitude: 29.74, longitude: -95.22 };
    const [onLocation, onSite] = mapPins(
      taskPinItems(
        [
          { ...task('a', { taskStatus: 40 }), locationId: 'loc-1' },
          { ...task('b', { taskStatus: 40 }), locationId: 'loc-unknown' },
        ],
        { now: new Date(), timeZone: 'America/Chicago' },
      ),
      { center, locations: [at] },
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
