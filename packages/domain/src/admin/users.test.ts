import { describe, expect, it } from 'vitest';
import {
  NO_PERMISSIONS,
  PERMISSION_LABELS,
  PERMISSION_PRESETS,
  isLabelOn,
  presetOf,
  setLabel,
  type TPermissions,
} from '../access/permissions.ts';
import {
  ZUpdateUserInput,
  credentialsEndedBy,
  losesLastSiteAdmin,
  memberMatches,
  needsCompany,
  roleLabel,
  type TUserManagementFilter,
} from './users.ts';

const { foreman, plantUser, siteAdmin } = PERMISSION_PRESETS;

describe('roleLabel', () => {
  it.each<[string, TPermissions, string]>([
    ['the Foreman preset', foreman, 'Foreman'],
    ['the Plant User preset', plantUser, 'Plant User'],
    ['the Site Admin preset', siteAdmin, 'Site Admin'],
    ['no flag at all', NO_PERMISSIONS, 'Custom'],
    ['Foreman without Route Awaiting', { ...foreman, canRouteAwaiting: false }, 'Custom'],
    ['Plant User with Route Awaiting', { ...plantUser, canRouteAwaiting: true }, 'Custom'],
    ['Site Admin without isSiteAdmin', { ...siteAdmin, isSiteAdmin: false }, 'Custom'],
  ])('%s is %s', (_, permissions, label) => {
    expect(roleLabel(permissions)).toBe(label);
  });
});

describe('the switches of the permissions page', () => {
  // DECISIONS.md, "Labels to flags".
  it.each([
    ['Add New Requests', ['canCreateTasks', 'canCreateCraftRecords']],
    ['Delete Requests (created by others)', ['canDeleteTasks', 'canDeleteCraftRecords']],
    ['Edit Requests (created by others)', ['canUpdateTasks', 'canUpdateCraftRecords']],
    ['Notified For Awaiting Requests', ['getsNewTaskNotifications']],
    ['Contractor Employee', ['canEditContractorDetails']],
    ['Plant Employee', ['isPlantPersonnel']],
    ['Route Awaiting', ['canRouteAwaiting']],
  ])('%s sets %j', (label, flags) => {
    const entry = PERMISSION_LABELS.find((l) => l.label === label)!;
    expect(entry.flags).toEqual(flags);
    const on = setLabel(NO_PERMISSIONS, entry, true);
    expect(isLabelOn(on, entry)).toBe(true);
    expect(
      Object.entries(on)
        .filter(([, v]) => v)
        .map(([k]) => k),
    ).toEqual(expect.arrayContaining(flags));
    expect(Object.values(on).filter(Boolean)).toHaveLength(flags.length);
  });

  it('turning Route Awaiting off a Foreman makes the selector show Custom, and on again Foreman', () => {
    const route = PERMISSION_LABELS.find((l) => l.label === 'Route Awaiting')!;
    const off = setLabel(foreman, route, false);
    expect(roleLabel(off)).toBe('Custom');
    expect(presetOf(setLabel(off, route, true))).toBe('foreman');
  });

  it('a label half on (one of its two flags) shows off', () => {
    const add = PERMISSION_LABELS[0]!;
    expect(isLabelOn({ ...NO_PERMISSIONS, canCreateTasks: true }, add)).toBe(false);
  });
});

describe('memberMatches', () => {
  const ann = {
    name: 'Ann Lee',
    email: 'ann@acme.test',
    company: 'Acme Scaffolds',
    approved: true,
  };
  const bob = { name: 'Bob Roe', email: 'bob@x.test', company: '', approved: false };
  it.each<[string, string, TUserManagementFilter, boolean, boolean]>([
    ['empty search, all', '', 'all', true, true],
    ['pending filter', '', 'pending', false, true],
    ['approved filter', '', 'approved', true, false],
    ['a word of the name, any case', 'ann', 'all', true, false],
    ['a word of the e-mail', 'x.test', 'all', false, true],
    ['a word of the company', 'SCAFF', 'all', true, false],
    ['every word must match', 'ann roe', 'all', false, false],
    ['words across fields', 'lee acme', 'all', true, false],
    ['search and filter together', 'bob', 'approved', false, false],
    ['spaces only', '   ', 'all', true, true],
  ])('%s', (_, search, filter, annShows, bobShows) => {
    expect(memberMatches(ann, search, filter)).toBe(annShows);
    expect(memberMatches(bob, search, filter)).toBe(bobShows);
  });
});

describe('losesLastSiteAdmin', () => {
  const admin = { approved: true, isSiteAdmin: true };
  const member = { approved: true, isSiteAdmin: false };
  const pendingAdmin = { approved: false, isSiteAdmin: true };
  it.each<[string, number, typeof admin, typeof admin | null, boolean]>([
    ['removing the last admin', 1, admin, null, true],
    ['demoting the last admin', 1, admin, member, true],
    ['un-approving the last admin', 1, admin, pendingAdmin, true],
    ['keeping the last admin an admin', 1, admin, admin, false],
    ['removing one of two admins', 2, admin, null, false],
    ['demoting one of two admins', 2, admin, member, false],
    ['removing a member who is not an admin', 1, member, null, false],
    ['removing a pending admin', 1, pendingAdmin, null, false],
  ])('%s', (_, count, before, after, loses) => {
    expect(losesLastSiteAdmin(count, before, after)).toBe(loses);
  });
});

describe('needsCompany', () => {
  it.each<[string, TPermissions, string | null, boolean]>([
    ['a foreman without company', foreman, null, true],
    ['a foreman with a company', foreman, 'c1', false],
    ['a plant user without company', plantUser, null, false],
    ['a site admin without company', siteAdmin, null, false],
    ['no permissions and no company', NO_PERMISSIONS, null, true],
  ])('%s', (_, permissions, companyId, needs) => {
    expect(needsCompany(permissions, companyId)).toBe(needs);
  });
});

describe('ZUpdateUserInput', () => {
  it('fills missing flags and bounds ids', () => {
    const parsed = ZUpdateUserInput.parse({
      userId: 'u',
      approved: true,
      flags: { isPlantPersonnel: true },
      companyId: null,
      defaultLocationId: null,
    });
    expect(parsed.flags).toEqual({ ...NO_PERMISSIONS, isPlantPersonnel: true });
    expect(ZUpdateUserInput.safeParse({ ...parsed, userId: 'x'.repeat(129) }).success).toBe(false);
  });
});

describe('credentialsEndedBy', () => {
  const admin = { approved: true, isSiteAdmin: true };
  const member = { approved: true, isSiteAdmin: false };
  const pending = { approved: false, isSiteAdmin: false };
  const pendingAdmin = { approved: false, isSiteAdmin: true };
  it.each<[string, typeof admin, typeof admin | null, boolean, boolean]>([
    ['removing an admin', admin, null, true, true],
    ['demoting an admin', admin, member, false, true],
    ['un-approving an admin', admin, pendingAdmin, true, true],
    ['keeping an admin an admin', admin, admin, false, false],
    ['removing a member', member, null, true, false],
    ['un-approving a member', member, pending, true, false],
    ['promoting a member', member, admin, false, false],
    ['rejecting an applicant', pending, null, false, false],
    ['approving an applicant', pending, member, false, false],
    ['removing a pending admin', pendingAdmin, null, false, false],
  ])('%s', (_, before, after, actingAs, madeAsSiteAdmin) => {
    expect(credentialsEndedBy(before, after)).toEqual({ actingAs, madeAsSiteAdmin });
  });
});
