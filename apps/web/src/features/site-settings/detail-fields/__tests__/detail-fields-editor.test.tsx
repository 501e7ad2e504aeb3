import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DETAIL_FIELD_CONFIG_MESSAGES as M } from '@craftwork/domain/details/field-config';
import type { TDetailFieldConfig } from '@craftwork/domain/site/site';
import { renderWithProviders } from '../../../../test/render';
import { stubRpc } from '../../../../test/rpc-stub';
import { CraftDetailFieldsTab, TaskDetailFieldsTab } from '../index';
import { DRAFT_MESSAGES } from '../components/field-draft';

const LEG_FEET: TDetailFieldConfig = {
  key: 'legFeet',
  title: 'Leg Feet',
  type: 'number',
  position: 0,
};
const TAG: TDetailFieldConfig = {
  key: 'tagNumber',
  title: 'Tag Number',
  type: 'string',
  position: 1,
};

function settings() {
  return {
    siteKey: 'PLANT1',
    timezone: 'America/Chicago',
    validCraftTypes: [10, 30],
    validTaskTypes: [10, 11, 60],
    validTaskStatusCodes: [30, 40, 90],
    craftDetails: { '10': [LEG_FEET, TAG] },
    taskSpecificDetails: {},
  };
}

function fieldRows() {
  const list = screen.getByRole('list', { name: /^Fields of/ });
  return within(list)
    .getAllByRole('listitem')
    .map((item) => item.querySelector('p')?.textContent);
}

describe('Craft detail fields editor', { timeout: 30_000 }, () => {
  it('reorders with Move up and saves the list in the new order', async () => {
    const calls = stubRpc({
      'detailFields/get': settings,
      'detailFields/saveCraftFields': (input) => input,
    });
    renderWithProviders(<CraftDetailFieldsTab />);
    const user = userEvent.setup();
    await screen.findByRole('list', { name: 'Fields of Scaffolding' });
    expect(fieldRows()).toEqual(['Leg Feet', 'Tag Number']);
    expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Move Leg Feet up' })).toHaveProperty(
      'disabled',
      true,
    );

    await user.click(screen.getByRole('button', { name: 'Move Tag Number up' }));
    expect(fieldRows()).toEqual(['Tag Number', 'Leg Feet']);
    // At the top its Move up turns disabled; the keyboard stays on the row's Move down.
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole('button', { name: 'Move Tag Number down' }),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === 'detailFields/saveCraftFields')?.input).toEqual({
        craftType: 10,
        fields: [
          { key: 'tagNumber', title: 'Tag Number', type: 'string', position: 0 },
          { key: 'legFeet', title: 'Leg Feet', type: 'number', position: 1 },
        ],
      }),
    );
  });

  it('adds a field through the dialog, refusing a taken key and a min above max first', async () => {
    stubRpc({ 'detailFields/get': settings });
    renderWithProviders(<CraftDetailFieldsTab />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add field' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add field' });
    await user.type(within(dialog).getByLabelText(/^Title/), 'Deck Count');
    await user.type(within(dialog).getByLabelText(/^Key/), 'legFeet');
    await user.click(within(dialog).getByLabelText('Type'));
    await user.click(await screen.findByRole('option', { name: 'Number' }));
    await user.type(within(dialog).getByLabelText('Min value'), '10');
    await user.type(within(dialog).getByLabelText('Max value'), '2');
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(within(dialog).getByText(M.keyTaken)).toBeTruthy();
    expect(within(dialog).getByText(M.valueOrder)).toBeTruthy();
    expect(within(dialog).getByRole('alert').textContent).toContain('Please check the values');

    await user.clear(within(dialog).getByLabelText(/^Key/));
    await user.type(within(dialog).getByLabelText(/^Key/), 'deckCount');
    await user.clear(within(dialog).getByLabelText('Max value'));
    await user.type(within(dialog).getByLabelText('Max value'), 'x');
    expect(within(dialog).getByText(DRAFT_MESSAGES.number)).toBeTruthy();
    await user.clear(within(dialog).getByLabelText('Max value'));
    await user.type(within(dialog).getByLabelText('Max value'), '20');
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fieldRows()).toEqual(['Leg Feet', 'Tag Number', 'Deck Count']);
    // The preview shows the new field with the shared inputs.
    const preview = screen.getByRole('region', { name: 'Preview' });
    expect(within(preview).getByLabelText('Deck Count')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', false);
  });

  it('asks a selection for its options', async () => {
    stubRpc({ 'detailFields/get': settings });
    renderWithProviders(<CraftDetailFieldsTab />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add field' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add field' });
    await user.type(within(dialog).getByLabelText(/^Title/), 'Grade');
    await user.type(within(dialog).getByLabelText(/^Key/), 'grade');
    await user.click(within(dialog).getByLabelText('Type'));
    await user.click(await screen.findByRole('option', { name: 'Selection' }));
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(within(dialog).getByText(M.optionsRequired)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Add option' }));
    await user.type(within(dialog).getByLabelText('Option 1 value'), 'a');
    await user.type(within(dialog).getByLabelText('Option 1 label'), 'Grade A');
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fieldRows()).toEqual(['Leg Feet', 'Tag Number', 'Grade']);
  });

  it('removes a field, and Discard changes brings it back', async () => {
    stubRpc({ 'detailFields/get': settings });
    renderWithProviders(<CraftDetailFieldsTab />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Remove Leg Feet' }));
    expect(fieldRows()).toEqual(['Tag Number']);
    await user.click(screen.getByRole('button', { name: 'Discard changes' }));
    expect(fieldRows()).toEqual(['Leg Feet', 'Tag Number']);
  });
});

describe('Task detail fields editor', { timeout: 30_000 }, () => {
  it('ties a required number to Complete for Scaffolding / Installation', async () => {
    const calls = stubRpc({
      'detailFields/get': settings,
      'detailFields/saveTaskFields': (input) => input,
    });
    renderWithProviders(<TaskDetailFieldsTab />);
    const user = userEvent.setup();
    expect(await screen.findByText('No fields yet. Add the first one.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add field' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add field' });
    await user.type(within(dialog).getByLabelText(/^Title/), 'Deck Count');
    await user.type(within(dialog).getByLabelText(/^Key/), 'deckCount');
    await user.click(within(dialog).getByLabelText('Type'));
    await user.click(await screen.findByRole('option', { name: 'Number' }));
    await user.click(within(dialog).getByLabelText('Required'));
    await user.click(within(dialog).getByLabelText('On task status'));
    await user.click(await screen.findByRole('option', { name: 'Complete' }));
    await user.keyboard('{Escape}');
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('On Complete')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === 'detailFields/saveTaskFields')?.input).toEqual({
        craftType: 10,
        taskType: 10,
        fields: [
          {
            key: 'deckCount',
            title: 'Deck Count',
            type: 'number',
            required: true,
            onTaskStatus: [90],
            position: 0,
          },
        ],
      }),
    );
  });
});
