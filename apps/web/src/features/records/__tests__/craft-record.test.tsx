import { describe, expect, it, vi } from 'vitest';
import type { TPermissions } from '@craftwork/domain/access/permissions';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '../../../lib/i18n/i18n';
import { createTestQueryClient, renderWithProviders, testMe, testSite } from '../../../test/render';
import { CraftRecordHeader } from '../components/craft-record-header';
import {
  EditCraftRecordDrawer,
  type TRenderDetailFields,
} from '../components/edit-craft-record-drawer';
import { openTasksText, RecordMap } from '../components/record-map';
import { craftRecord, RpcFailure, stubRpc } from './rpc-stub';

function renderHeader(permissions: Partial<TPermissions> = {}) {
  const site = testSite({ permissions });
  return renderWithProviders(
    <CraftRecordHeader
      record={craftRecord()}
      canEdit
      canGenerateQrTag={site.siteUser.permissions.canUpdateCraftRecords}
      canDelete={site.siteUser.permissions.canDeleteCraftRecords}
      onEdit={() => {}}
      onDeleted={() => {}}
    />,
    { queryClient: createTestQueryClient({ me: testMe(site) }) },
  );
}

describe('craft record header', { timeout: 20_000 }, () => {
  it('shows [N/A], [No location] and no standing days for a fresh record', () => {
    renderHeader();
    expect(screen.getByRole('heading', { level: 1, name: 'Pump P-22 deck' })).toBeTruthy();
    expect(screen.getByText('Scaffolding')).toBeTruthy();
    expect(screen.getByText('[N/A]')).toBeTruthy();
    expect(screen.getByText('[No location]')).toBeTruthy();
    expect(screen.getByText('--')).toBeTruthy();
    expect(screen.queryByText('Asset')).toBeNull();
  });

  it('shows the title and description as typed, each in its own direction', () => {
    renderHeader();
    const heading = screen.getByRole('heading', { level: 1, name: 'Pump P-22 deck' });
    expect(heading.querySelector('bdi')?.textContent).toBe('Pump P-22 deck');
    expect(screen.getByText(craftRecord().description).getAttribute('dir')).toBe('auto');
  });

  it("shows a Job's customer and address, linked to the customer only for money users", () => {
    const customer = { id: 'cu-1', name: 'Harbor Bakery', address: '12 Dock St, Galveston' };
    const header = (site: ReturnType<typeof testSite>) =>
      renderWithProviders(
        <CraftRecordHeader
          record={craftRecord({ customer })}
          canEdit={false}
          canGenerateQrTag={false}
          canDelete={false}
          onEdit={() => {}}
          onDeleted={() => {}}
        />,
        { queryClient: createTestQueryClient({ me: testMe(site) }) },
      );
    const plant = header(testSite({ permissions: { isPlantPersonnel: true } }));
    const section = screen.getByRole('region', { name: 'Customer' });
    expect(within(section).getByRole('link', { name: 'Harbor Bakery' }).getAttribute('href')).toBe(
      '/customers/cu-1',
    );
    // As typed, each in its own direction (an address's house number stays in front).
    expect(within(section).getByText('12 Dock St, Galveston').getAttribute('dir')).toBe('auto');
    expect(within(section).getByText('Harbor Bakery').tagName).toBe('BDI');
    plant.unmount();
    header(testSite({ permissions: { isPlantPersonnel: false, isSiteAdmin: false } }));
    const shown = screen.getByRole('region', { name: 'Customer' });
    expect(within(shown).getByText('Harbor Bakery')).toBeTruthy();
    expect(within(shown).queryByRole('link')).toBeNull();
  });

  it("names the record's asset, or [Unavailable] when it is gone", () => {
    const site = testSite();
    const view = renderWithProviders(
      <CraftRecordHeader
        record={craftRecord({ assetId: 'as-1', assetName: 'Tower T-4' })}
        canEdit
        canGenerateQrTag={false}
        canDelete={false}
        onEdit={() => {}}
        onDeleted={() => {}}
      />,
      { queryClient: createTestQueryClient({ me: testMe(site) }) },
    );
    expect(screen.getByText('Asset')).toBeTruthy();
    expect(screen.getByText('Tower T-4')).toBeTruthy();
    view.unmount();
    renderWithProviders(
      <CraftRecordHeader
        record={craftRecord({ assetId: 'as-1', assetName: null })}
        canEdit
        canGenerateQrTag={false}
        canDelete={false}
        onEdit={() => {}}
        onDeleted={() => {}}
      />,
      { queryClient: createTestQueryClient({ me: testMe(site) }) },
    );
    expect(screen.getByText('[Unavailable]')).toBeTruthy();
  });

  it('offers the QR tag and Delete only with the matching permissions', async () => {
    const none = renderHeader();
    expect(screen.queryByRole('button', { name: 'Generate QR Code Tag' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    none.unmount();

    renderHeader({ canDeleteCraftRecords: true });
    expect(screen.getByRole('button', { name: 'Delete' })).toBeTruthy();
  });

  /** A tab as window.open gives it: pointed at the tag later, or closed. */
  function pendingTab() {
    const location = { href: '' };
    const close = vi.fn();
    const tab: Window = Object.assign(Object.create(null), { opener: {}, location, close });
    const open = vi.spyOn(window, 'open').mockReturnValue(tab);
    return { tab, location, close, open };
  }

  it('asks the size and white label, then opens the tag in the tab opened by the click', async () => {
    const calls = stubRpc({
      'craftRecords/handleGenerateQRScaffoldTagCF': () => ({
        url: '/api/qr-tags/rec-1?size=letter&whiteLabel=1',
      }),
    });
    const { tab, location, open } = pendingTab();
    const user = userEvent.setup();
    renderHeader({ canUpdateCraftRecords: true });
    await user.click(screen.getByRole('button', { name: 'Generate QR Code Tag' }));
    const dialog = await screen.findByRole('dialog', { name: 'QR Code Tag' });
    const size = within(dialog).getByRole('radiogroup', { name: 'Paper size' });
    expect(within(size).getByRole('radio', { name: 'A6' })).toHaveProperty('checked', true);
    await user.click(within(size).getByRole('radio', { name: 'Letter' }));
    const whiteLabel = within(dialog).getByRole('checkbox', { name: 'White label' });
    expect(whiteLabel.getAttribute('aria-describedby')).toBeTruthy();
    await user.click(whiteLabel);
    await user.click(within(dialog).getByRole('button', { name: 'Open tag' }));
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(tab.opener).toBeNull();
    await waitFor(() =>
      expect(location.href).toBe(
        `${window.location.origin}/api/qr-tags/rec-1?size=letter&whiteLabel=1`,
      ),
    );
    expect(
      calls.find((c) => c.path === 'craftRecords/handleGenerateQRScaffoldTagCF')?.input,
    ).toEqual({ craftRecordID: 'rec-1', whiteLabel: true, size: 'letter' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'QR Code Tag' })).toBeNull());
    open.mockRestore();
  });

  it('closes the opened tab and says why when the tag is refused', async () => {
    stubRpc({
      'craftRecords/handleGenerateQRScaffoldTagCF': () => {
        throw new RpcFailure(
          'FORBIDDEN',
          403,
          'You are unable to delete this craft record with your current user permissions.',
        );
      },
    });
    const { location, close, open } = pendingTab();
    const user = userEvent.setup();
    renderHeader({ canUpdateCraftRecords: true });
    await user.click(screen.getByRole('button', { name: 'Generate QR Code Tag' }));
    const dialog = await screen.findByRole('dialog', { name: 'QR Code Tag' });
    await user.click(within(dialog).getByRole('button', { name: 'Open tag' }));
    expect(
      await screen.findByText(
        'You are unable to delete this craft record with your current user permissions.',
      ),
    ).toBeTruthy();
    expect(close).toHaveBeenCalled();
    expect(location.href).toBe('');
    open.mockRestore();
  });
});

const renderDetailFields: TRenderDetailFields = ({ fields, values, onChange, errors }) =>
  fields.map((f) => (
    <label key={f.key}>
      {f.title}
      <input
        value={String(values[f.key] ?? '')}
        onChange={(event) => onChange(f.key, event.target.value)}
      />
      {errors[f.key]}
    </label>
  ));

describe('edit craft record drawer', { timeout: 20_000 }, () => {
  const site = testSite({
    permissions: { canUpdateCraftRecords: true },
    locations: [
      {
        id: 'loc-1',
        title: 'Dock 3',
        department: null,
        latitude: null,
        longitude: null,
        selected: true,
      },
    ],
    customizations: {
      craftDetails: {
        '10': {
          tagNumber: { key: 'tagNumber', title: 'Tag Number', type: 'string' },
          workOrder: { key: 'workOrder', title: 'Work Order', type: 'string' },
        },
      },
    },
  });

  function renderDrawer() {
    return renderWithProviders(
      <EditCraftRecordDrawer
        open
        record={craftRecord({ craftDetails: { tagNumber: 'T-1' } })}
        site={site}
        renderDetailFields={renderDetailFields}
        canDeleteAttachment={() => true}
        onClose={() => {}}
      />,
      { queryClient: createTestQueryClient({ me: testMe(site) }) },
    );
  }

  it('requires a title', async () => {
    const calls = stubRpc({});
    const user = userEvent.setup();
    renderDrawer();
    const title = screen.getByRole('textbox', { name: /Title/ });
    await user.clear(title);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This field is required')).toBeTruthy();
    expect(calls.filter((c) => c.path === 'craftRecords/updateCraftDetails')).toHaveLength(0);
  });

  it('sends only what changed', async () => {
    const calls = stubRpc({ 'craftRecords/updateCraftDetails': () => ({ ok: true }) });
    const user = userEvent.setup();
    renderDrawer();
    expect(screen.getByRole('combobox', { name: 'Location' }).textContent).toBe(
      'No Location Selected',
    );
    await user.type(screen.getByRole('textbox', { name: 'Work Order' }), 'WO-9');
    await user.click(screen.getByRole('combobox', { name: 'Location' }));
    await user.click(screen.getByRole('option', { name: 'Dock 3' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === 'craftRecords/updateCraftDetails')?.input).toEqual({
        refPath: 'siteKeys/PLANT1/parentRecords/rec-1',
        locationId: 'loc-1',
        craftDetails: { workOrder: 'WO-9' },
      }),
    );
    expect(await screen.findByText('Craft Record updated successfully.')).toBeTruthy();
  });

  it('offers no Asset select while the site has no assets', async () => {
    const calls = stubRpc({ 'sites/listAssets': () => [] });
    renderDrawer();
    await waitFor(() => expect(calls.some((c) => c.path === 'sites/listAssets')).toBe(true));
    expect(screen.queryByRole('combobox', { name: 'Asset' })).toBeNull();
  });

  it("names one of the site's assets, or none", async () => {
    const calls = stubRpc({
      'sites/listAssets': () => [
        { id: 'as-1', customId: 'E-101', title: 'Exchanger E-101' },
        { id: 'as-2', customId: 'T-4', title: 'Tower T-4' },
      ],
      'craftRecords/updateCraftDetails': () => ({ ok: true }),
    });
    const user = userEvent.setup();
    renderDrawer();
    const asset = await screen.findByRole('combobox', { name: 'Asset' });
    expect(asset.textContent).toBe('No Asset Selected');
    await user.click(asset);
    await user.click(screen.getByRole('option', { name: 'T-4 - Tower T-4' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === 'craftRecords/updateCraftDetails')?.input).toEqual({
        refPath: 'siteKeys/PLANT1/parentRecords/rec-1',
        assetId: 'as-2',
      }),
    );
  });
});

describe('record map', { timeout: 20_000 }, () => {
  const site = testSite({ permissions: { canUpdateCraftRecords: true } });
  const renderMap = (props: Partial<Parameters<typeof RecordMap>[0]> = {}) =>
    renderWithProviders(
      <RecordMap
        record={{ ...craftRecord(), latitude: 29.7361, longitude: -95.2119, numOpenTasks: 2 }}
        fallback={{ lat: 29.7355, lng: -95.2127 }}
        canMove
        {...props}
      />,
      { queryClient: createTestQueryClient({ me: testMe(site) }) },
    );

  it("names the record and its open tasks in the pin's info window", async () => {
    stubRpc({});
    const user = userEvent.setup();
    renderMap();
    const map = screen.getByRole('region', { name: 'Map of the craft record' });
    await user.click(within(map).getByRole('button', { name: 'Pump P-22 deck' }));
    expect(await within(map).findByText('2 open task(s)')).toBeTruthy();
    expect(openTasksText(1, i18n.getFixedT('en', 'records'))).toBe('1 open task(s)');
  });

  it('places the pin at the map center and says so', async () => {
    const calls = stubRpc({ 'craftRecords/updateCraftDetails': () => ({ ok: true }) });
    const user = userEvent.setup();
    renderMap({ record: { ...craftRecord(), latitude: null, longitude: null, numOpenTasks: 0 } });
    await user.click(screen.getByRole('button', { name: 'Place pin at map center' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === 'craftRecords/updateCraftDetails')?.input).toEqual({
        refPath: 'siteKeys/PLANT1/parentRecords/rec-1',
        mapLocation: { latitude: 29.7355, longitude: -95.2127 },
      }),
    );
    expect(await screen.findByText('Map location changed.')).toBeTruthy();
  });

  it('says why when the move is refused', async () => {
    stubRpc({
      'craftRecords/updateCraftDetails': () => {
        throw new RpcFailure('FORBIDDEN', 403, 'User does not have necessary permissions.');
      },
    });
    const user = userEvent.setup();
    renderMap();
    await user.click(screen.getByRole('button', { name: 'Place pin at map center' }));
    expect(await screen.findByText('User does not have necessary permissions.')).toBeTruthy();
    expect(screen.queryByText('Map location changed.')).toBeNull();
  });

  it('lets only those who may update the record move the pin', () => {
    stubRpc({});
    renderMap({ canMove: false });
    expect(screen.queryByRole('button', { name: 'Place pin at map center' })).toBeNull();
  });

  it('says so when there is no place to show', () => {
    stubRpc({});
    renderMap({
      record: { ...craftRecord(), latitude: null, longitude: null, numOpenTasks: 0 },
      fallback: null,
    });
    expect(screen.getByText('This record has no place on the map yet.')).toBeTruthy();
  });
});
