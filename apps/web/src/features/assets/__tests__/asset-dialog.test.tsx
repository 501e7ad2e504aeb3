import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ASSET_MESSAGES } from '@craftwork/domain/admin/assets';
import { renderWithProviders } from '../../../test/render';
import { pngFile } from '../../../test/files';
import { RpcFailure, stubRpc } from '../../../test/rpc-stub';
import type { TAsset } from '../api/list-assets';
import { AssetDialog, assetFieldErrors } from '../components/asset-dialog';

const LOCATIONS = [
  { id: 'loc-1', title: 'North Unit' },
  { id: 'loc-2', title: 'South Unit' },
];

const asset: TAsset = {
  id: 'a-1',
  customId: 'P-101',
  title: 'Pump 101',
  description: 'Feed pump',
  locationId: 'loc-1',
  locationTitle: 'North Unit',
  photo: null,
};

const save = () => screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;

function open(props: { asset?: TAsset | null; onClose?: () => void } = {}) {
  const onClose = props.onClose ?? vi.fn();
  renderWithProviders(
    <AssetDialog open asset={props.asset ?? null} locations={LOCATIONS} onClose={onClose} />,
  );
  return { onClose, user: userEvent.setup() };
}

describe('assetFieldErrors', () => {
  it.each<[string, Record<string, string>, Record<string, string>]>([
    ['a valid asset', {}, {}],
    ['no Asset ID', { customId: '' }, { customId: ASSET_MESSAGES.required }],
    ['a blank Asset Name', { title: '  ' }, { title: ASSET_MESSAGES.required }],
    [
      'both missing',
      { customId: '', title: '' },
      { customId: ASSET_MESSAGES.required, title: ASSET_MESSAGES.required },
    ],
    [
      'a name of 201 characters',
      { title: 'x'.repeat(201) },
      { title: ASSET_MESSAGES.titleTooLong },
    ],
    ['no location', { locationId: '' }, {}],
  ])('%s', (_case, change, expected) => {
    expect(
      assetFieldErrors({
        customId: 'P-1',
        title: 'Pump',
        description: '',
        locationId: 'loc-1',
        ...change,
      }),
    ).toEqual(expected);
  });
});

describe('New Asset dialog', { timeout: 20_000 }, () => {
  it('keeps Save disabled until Asset ID and Asset Name are given', async () => {
    stubRpc({});
    const { user } = open();
    expect(screen.getByRole('heading', { name: 'New Asset' })).toBeTruthy();
    expect(save().disabled).toBe(true);
    await user.type(screen.getByRole('textbox', { name: /Asset ID/ }), 'P-7');
    expect(save().disabled).toBe(true);
    await user.type(screen.getByRole('textbox', { name: /Asset Name/ }), 'Pump 7');
    expect(save().disabled).toBe(false);
    await user.clear(screen.getByRole('textbox', { name: /Asset ID/ }));
    expect(save().disabled).toBe(true);
    expect(screen.getByText(ASSET_MESSAGES.required)).toBeTruthy();
  });

  it('says a field is required once it was left empty', async () => {
    stubRpc({});
    const { user } = open();
    await user.click(screen.getByRole('textbox', { name: /Asset ID/ }));
    await user.tab();
    expect(screen.getAllByText(ASSET_MESSAGES.required)).toHaveLength(1);
  });

  it('adds the asset with its location and says so', async () => {
    const calls = stubRpc({ 'assets/create': () => ({ id: 'a-9' }) });
    const { user, onClose } = open();
    await user.type(screen.getByRole('textbox', { name: /Asset ID/ }), ' P-9 ');
    await user.type(screen.getByRole('textbox', { name: /Asset Name/ }), 'Pump 9');
    await user.type(screen.getByRole('textbox', { name: 'Description' }), 'By the tank');
    await user.click(screen.getByRole('combobox', { name: 'Location' }));
    await user.click(await screen.findByRole('option', { name: 'South Unit' }));
    await user.click(save());
    expect(await screen.findByText(ASSET_MESSAGES.added)).toBeTruthy();
    expect(calls.find((c) => c.path === 'assets/create')?.input).toEqual({
      customId: 'P-9',
      title: 'Pump 9',
      description: 'By the tank',
      locationId: 'loc-2',
    });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('uploads a chosen photo after adding the asset, and refuses a file that is not one', async () => {
    const calls = stubRpc({
      'assets/create': () => ({ id: 'a-9' }),
      'assets/setPhoto': () => ({ thumbnailUrl: '/x' }),
    });
    URL.createObjectURL = vi.fn(() => 'blob:preview');
    URL.revokeObjectURL = vi.fn();
    const { user } = open();
    const input = screen.getByLabelText('Asset photo file');
    await userEvent.setup({ applyAccept: false }).upload(input, new File(['%PDF'], 'a.jpg'));
    expect((await screen.findByRole('alert')).textContent).toBe('a.jpg is not an image.');
    await user.upload(input, pngFile('pump.png'));
    expect(await screen.findByRole('img', { name: 'Asset photo' })).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: /Asset ID/ }), 'P-9');
    await user.type(screen.getByRole('textbox', { name: /Asset Name/ }), 'Pump 9');
    await user.click(save());
    await waitFor(() => expect(calls.map((c) => c.path)).toContain('assets/setPhoto'));
    expect(calls.find((c) => c.path === 'assets/setPhoto')?.files).toHaveLength(1);
  });

  it("shows the server's refusal and stays open", async () => {
    stubRpc({
      'assets/create': () => {
        throw new RpcFailure('FORBIDDEN', 403, 'Missing or insufficient permissions.');
      },
    });
    const { user, onClose } = open();
    await user.type(screen.getByRole('textbox', { name: /Asset ID/ }), 'P-9');
    await user.type(screen.getByRole('textbox', { name: /Asset Name/ }), 'Pump 9');
    await user.click(save());
    expect(await screen.findByText('Missing or insufficient permissions.')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    expect(save().disabled).toBe(false);
  });
});

describe('Edit Asset dialog', { timeout: 20_000 }, () => {
  it('starts from the asset and saves the change', async () => {
    const calls = stubRpc({ 'assets/update': () => ({ ok: true }) });
    const { user } = open({ asset });
    expect(screen.getByRole('heading', { name: 'Edit Asset' })).toBeTruthy();
    const name = screen.getByRole('textbox', { name: /Asset Name/ });
    expect((name as HTMLInputElement).value).toBe('Pump 101');
    expect(save().disabled).toBe(false);
    await user.clear(name);
    expect(save().disabled).toBe(true);
    await user.type(name, 'Pump 101A');
    await user.click(save());
    expect(await screen.findByText(ASSET_MESSAGES.updated)).toBeTruthy();
    expect(calls.find((c) => c.path === 'assets/update')?.input).toEqual({
      id: 'a-1',
      customId: 'P-101',
      title: 'Pump 101A',
      description: 'Feed pump',
      locationId: 'loc-1',
    });
  });
});

describe('a taken Asset ID', { timeout: 20_000 }, () => {
  it('is said under the field, and Save waits for another one', async () => {
    stubRpc({
      'assets/create': () => {
        throw new RpcFailure('CONFLICT', 409, ASSET_MESSAGES.duplicateCustomId);
      },
    });
    const { user, onClose } = open();
    const customId = screen.getByRole('textbox', { name: /Asset ID/ });
    await user.type(customId, 'P-101');
    await user.type(screen.getByRole('textbox', { name: /Asset Name/ }), 'Pump');
    await user.click(save());
    expect(await screen.findByText(ASSET_MESSAGES.duplicateCustomId)).toBeTruthy();
    expect(save().disabled).toBe(true);
    expect(onClose).not.toHaveBeenCalled();
    await user.type(customId, 'A');
    expect(screen.queryByText(ASSET_MESSAGES.duplicateCustomId)).toBeNull();
    expect(save().disabled).toBe(false);
  });
});
