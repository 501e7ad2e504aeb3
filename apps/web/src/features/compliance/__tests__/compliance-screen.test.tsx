import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../test/render';
import { stubRpc } from '../../../test/rpc-stub';
import { ComplianceScreen } from '../components/compliance-screen';

const OVERDUE = [
  {
    recordId: 'r1',
    title: 'Pipe rack 4',
    tagNumber: 'S-101',
    locationTitle: 'Unit 2',
    lastInspectionAt: null,
    lastInspectionResult: null,
    daysSinceInspection: 30,
    dueAt: new Date('2026-03-01T12:00:00Z'),
    modified: false,
    openInspectionTaskId: null,
  },
  {
    recordId: 'r2',
    title: 'Tank 7 stair',
    tagNumber: null,
    locationTitle: null,
    lastInspectionAt: new Date('2026-03-10T12:00:00Z'),
    lastInspectionResult: 'safe',
    daysSinceInspection: 1,
    dueAt: new Date('2026-03-11T12:00:00Z'),
    modified: true,
    openInspectionTaskId: null,
  },
  {
    recordId: 'r3',
    title: 'Boiler deck',
    tagNumber: null,
    locationTitle: 'Unit 1',
    lastInspectionAt: null,
    lastInspectionResult: null,
    daysSinceInspection: 9,
    dueAt: new Date('2026-03-08T12:00:00Z'),
    modified: false,
    openInspectionTaskId: 't3',
  },
];
const SUMMARY = {
  overdue: 3,
  idle: 1,
  standing: 5,
  settings: {
    inspectionIntervalDays: 7,
    idleDays: 14,
    idleCostCentsPerDay: 4500,
    requireCompetentPerson: false,
  },
  digest: { subscribed: false, canSubscribe: true },
};

function open(tab = 'overdue') {
  const calls = stubRpc({
    'compliance/summary': () => SUMMARY,
    'compliance/overdue': () => OVERDUE,
    'compliance/idle': () => [
      {
        recordId: 'r9',
        title: 'Old scaffold',
        tagNumber: null,
        locationTitle: 'Unit 3',
        installedAt: new Date('2026-01-01T00:00:00Z'),
        standingDays: 40,
        idleDays: 20,
        estimatedCostCents: 180_000,
      },
    ],
    'compliance/createInspectionTasks': (input) => ({
      created: (input as { recordIds: string[] }).recordIds.map((recordId) => ({
        recordId,
        taskId: `t-${recordId}`,
      })),
      skipped: [],
    }),
    'compliance/setDigestSubscription': (input) => input,
  });
  renderWithProviders(<ComplianceScreen timeZone="UTC" waitingList={<p>Waiting list here</p>} />, {
    path: `/compliance?tab=${tab}`,
  });
  return { calls, user: userEvent.setup() };
}
const inputsOf = (calls: ReturnType<typeof stubRpc>, path: string) =>
  calls.filter((c) => c.path === path).map((c) => c.input);

describe('the Compliance screen', { timeout: 20_000 }, () => {
  it('lists overdue scaffolds and creates an inspection task for one, or for the selected', async () => {
    const { calls, user } = open();
    const table = await screen.findByRole('grid', { name: 'Overdue inspections' });
    expect(await within(table).findByText('Pipe rack 4 (tag S-101)')).toBeTruthy();
    expect(within(table).getByText('Modified')).toBeTruthy();
    expect(within(table).getByRole('link', { name: 'Open task' }).getAttribute('href')).toBe(
      '/craft-record/r3/t3',
    );
    expect(screen.getByRole('tab', { name: 'Overdue inspections (3)' })).toBeTruthy();

    await user.click(
      within(table).getByRole('button', {
        name: 'Create inspection task for Pipe rack 4 (tag S-101)',
      }),
    );
    await waitFor(() =>
      expect(inputsOf(calls, 'compliance/createInspectionTasks')).toEqual([{ recordIds: ['r1'] }]),
    );
    expect(await screen.findByText('1 inspection task created.')).toBeTruthy();

    // The one with an open task cannot be chosen: Select all takes the other two.
    await user.click(screen.getByRole('checkbox', { name: 'Select all overdue scaffolds' }));
    expect(within(table).getByRole('checkbox', { name: 'Select Boiler deck' })).toHaveProperty(
      'disabled',
      true,
    );
    await user.click(screen.getByRole('button', { name: 'Create inspection tasks (2)' }));
    await waitFor(() =>
      expect(inputsOf(calls, 'compliance/createInspectionTasks')).toEqual([
        { recordIds: ['r1'] },
        { recordIds: ['r1', 'r2'] },
      ]),
    );
  });

  it('shows idle scaffolds with their estimated cost and a link to order the removal', async () => {
    open('idle');
    const table = await screen.findByRole('grid', { name: 'Idle scaffolds' });
    expect(await within(table).findByText('$1,800.00')).toBeTruthy();
    expect(
      within(table)
        .getByRole('link', { name: 'Order removal of Old scaffold' })
        .getAttribute('href'),
    ).toBe('/create-task/10/r9');
    expect(screen.getByText(/\$45\.00 per scaffold per day/)).toBeTruthy();
  });

  it('shows the waiting list it is given, and subscribes a plant user to the e-mail', async () => {
    const { calls, user } = open('waiting');
    expect(await screen.findByText('Waiting list here')).toBeTruthy();
    await user.click(
      await screen.findByRole('switch', { name: 'E-mail me overdue inspections daily' }),
    );
    await waitFor(() =>
      expect(inputsOf(calls, 'compliance/setDigestSubscription')).toEqual([{ subscribed: true }]),
    );
  });
});
