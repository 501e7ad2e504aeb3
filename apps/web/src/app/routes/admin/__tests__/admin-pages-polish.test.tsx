import type { ReactElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AUDIT_ACTION_LABELS, AUDIT_AREA_LABELS } from '@craftwork/domain/admin/audit';
import { AUDIT_KEY_LABELS } from '@craftwork/domain/admin/audit-list';
import en from '../../../../locales/en/admin.json';
import AuditLogPage from '../audit-log';
import UserManagementPage from '../user-management';
import UserPermissionsPage from '../user-permissions';
import type { TAuditRow } from '../../../../features/audit/api/audit';
import { AUDIT_LABELLED_KEYS } from '../../../../features/audit/components/audit-columns';
import { switchLanguage } from '../../../../lib/i18n/i18n';
import {
  createTestQueryClient,
  renderWithProviders,
  testMe,
  testSite,
} from '../../../../test/render';
import { stubRpc } from '../../../../test/rpc-stub';

const row = (id: string, area: string, action: string): TAuditRow => ({
  id,
  createdAt: '2025-03-05T20:30:00.000Z',
  actorName: 'Sam Admin',
  actorKind: 'user',
  area,
  action,
  targetLabel: `Target ${id}`,
  changes: [],
  changeParts: [],
});

function renderAs(page: ReactElement, isSiteAdmin: boolean, path = '/') {
  const site = testSite({ permissions: { isSiteAdmin } });
  return renderWithProviders(page, {
    queryClient: createTestQueryClient({ me: testMe(site) }),
    path,
  });
}

describe('the admin pages in Polish', { timeout: 20_000 }, () => {
  afterEach(async () => {
    await switchLanguage('en');
  });

  it("names the audit list's areas and actions in Polish, in its cells and its area filter", async () => {
    await switchLanguage('pl');
    stubRpc({
      'audit/list': () => ({
        rows: [
          row('a-1', 'users', 'approved'),
          row('a-2', 'locations', 'created'),
          row('a-3', 'billing', 'paymentVoided'),
          row('a-4', 'gone', 'vanished'),
        ],
        total: 4,
      }),
    });
    renderAs(<AuditLogPage />, true);
    const line = async (target: string) =>
      within(await screen.findByRole('row', { name: new RegExp(target) }));
    expect((await line('Target a-1')).getByText('Użytkownicy')).toBeTruthy();
    expect((await line('Target a-1')).getByText('Zatwierdzono')).toBeTruthy();
    expect((await line('Target a-2')).getByText('Obszary')).toBeTruthy();
    expect((await line('Target a-2')).getByText('Utworzono')).toBeTruthy();
    expect((await line('Target a-3')).getByText('Klienci i rozliczenia')).toBeTruthy();
    expect((await line('Target a-3')).getByText('Anulowano płatność')).toBeTruthy();
    // An area or action the catalogue no longer has stays as stored.
    expect((await line('Target a-4')).getByText('gone')).toBeTruthy();
    expect((await line('Target a-4')).getByText('vanished')).toBeTruthy();

    await userEvent.setup().click(screen.getByRole('combobox', { name: 'Obszar' }));
    const options = screen.getAllByRole('option').map((o) => o.textContent);
    expect(options).toContain('Ustawienia zakładu');
    expect(options).toContain('Tokeny API');
    expect(options).not.toContain('Site settings');
  });

  // The server sends each change line in English beside its parts; the screen writes the parts.
  it("writes the audit list's before → after lines in Polish, typed names as typed", async () => {
    await switchLanguage('pl');
    stubRpc({
      'audit/list': () => ({
        rows: [
          {
            ...row('a-1', 'users', 'approved'),
            changes: [
              'Approved: No → Yes',
              'Role: — → Foreman',
              'Company: [Unavailable] → Apex Scaffold',
              'title: Area 9 → —',
              'approvedAt: — → 12/02/2026 04:30 PM',
            ],
            changeParts: [
              { key: 'approved', before: { kind: 'no' }, after: { kind: 'yes' } },
              {
                key: 'preset',
                before: { kind: 'none' },
                after: { kind: 'role', preset: 'foreman' },
              },
              {
                key: 'companyId',
                before: { kind: 'unavailable' },
                after: { kind: 'text', text: 'Apex Scaffold' },
              },
              { key: 'title', before: { kind: 'text', text: 'Area 9' }, after: { kind: 'none' } },
              {
                key: 'approvedAt',
                before: { kind: 'none' },
                after: { kind: 'instant', iso: '2026-12-02T22:30:00.000Z' },
              },
            ],
          },
        ],
        total: 1,
      }),
    });
    renderAs(<AuditLogPage />, true);
    const line = within(await screen.findByRole('row', { name: /Target a-1/ }));
    expect(line.getByText('Zatwierdzony: Nie → Tak')).toBeTruthy();
    expect(line.getByText('Rola: — → Brygadzista')).toBeTruthy();
    expect(line.getByText('Firma: [Niedostępne] → Apex Scaffold')).toBeTruthy();
    expect(line.getByText('title: Area 9 → —')).toBeTruthy();
    // An instant and the entry's time as Polish writes a date-time, on the site's clock.
    expect(line.getByText('approvedAt: — → 02.12.2026, 16:30')).toBeTruthy();
    expect(line.getByText('05.03.2025, 14:30')).toBeTruthy();
    expect(line.queryByText('Approved: No → Yes')).toBeNull();
    expect(line.queryByText('03/05/2025 02:30 PM')).toBeNull();
  });

  // German, since Polish writes Operator as English does.
  it('names an operator command and a user no longer there in German, a typed name as typed', async () => {
    await switchLanguage('de');
    stubRpc({
      'audit/list': () => ({
        rows: [
          {
            ...row('a-1', 'siteSettings', 'updated'),
            actorName: 'Operator',
            actorKind: 'operator',
          },
          {
            ...row('a-2', 'users', 'approved'),
            actorName: '[Unavailable]',
            actorKind: 'unavailable',
          },
          { ...row('a-3', 'users', 'approved'), actorName: 'Łukasz Wójcik' },
        ],
        total: 3,
      }),
    });
    renderAs(<AuditLogPage />, true);
    const line = async (target: string) =>
      within(await screen.findByRole('row', { name: new RegExp(target) }));
    expect((await line('Target a-1')).getByText('Betreiber')).toBeTruthy();
    expect((await line('Target a-2')).getByText('[Nicht verfügbar]')).toBeTruthy();
    expect((await line('Target a-3')).getByText('Łukasz Wójcik')).toBeTruthy();
    expect(screen.queryByText('Operator')).toBeNull();
    expect(screen.queryByText('[Unavailable]')).toBeNull();
  });

  it('says in Polish that a User Roles & Permissions address names no user', async () => {
    await switchLanguage('pl');
    stubRpc({});
    renderAs(<UserPermissionsPage />, true, '/user-permissions');
    expect(screen.getByRole('alert').textContent).toBe('Dane są niedostępne.');
  });

  it('tells a member who is not a site admin in Polish that they lack permissions', async () => {
    await switchLanguage('pl');
    const calls = stubRpc({});
    renderAs(<UserManagementPage />, false);
    expect(screen.getByRole('alert').textContent).toBe('Nie masz wymaganych uprawnień.');
    renderAs(<AuditLogPage />, false);
    expect(screen.getAllByRole('alert')[1]?.textContent).toBe('Nie masz wymaganych uprawnień.');
    expect(calls).toEqual([]);
  });
});

describe("the audit list's English names", () => {
  it('are the domain’s labels', () => {
    expect(en.audit.areas).toEqual(AUDIT_AREA_LABELS);
    expect(en.audit.actions).toEqual(AUDIT_ACTION_LABELS);
    expect(en.audit.keys).toEqual(AUDIT_KEY_LABELS);
    expect(Object.keys(en.audit.keys)).toEqual([...AUDIT_LABELLED_KEYS]);
    expect(en.audit.values).toEqual({ yes: 'Yes', no: 'No', unavailable: '[Unavailable]' });
  });
});
