import { describe, expect, it } from 'vitest';
import { NO_PERMISSIONS, PERMISSION_PRESETS, type TPermissions } from './permissions.ts';
import { GUARDED_SCREENS, mayUseScreen, seesMoney, type TScreenUser } from './screens.ts';

const MANAGING = 'company-managing';
const OTHER = 'company-other';

function user(
  permissions: TPermissions,
  companyId: string | null,
  managingCompanyId: string | null = MANAGING,
): TScreenUser {
  return { permissions, companyId, managingCompanyId };
}

const contractor = PERMISSION_PRESETS.foreman;

describe('seesMoney (DECISIONS.md, "Money")', () => {
  it.each<[string, TScreenUser, boolean]>([
    ['plant personnel', user(PERMISSION_PRESETS.plantUser, null), true],
    ['a site admin', user(PERMISSION_PRESETS.siteAdmin, OTHER), true],
    ["a contractor of the site's managing company", user(contractor, MANAGING), true],
    ['a contractor of another company', user(contractor, OTHER), false],
    ['a contractor on a site with no managing company', user(contractor, OTHER, null), false],
    ['a user of no company and no role', user(NO_PERMISSIONS, null), false],
    [
      'a user of no company on a site with no managing company',
      user(NO_PERMISSIONS, null, null),
      false,
    ],
  ])('%s: %s', (_case, who, sees) => {
    expect(seesMoney(who)).toBe(sees);
  });
});

describe('mayUseScreen', () => {
  const admin = user(PERMISSION_PRESETS.siteAdmin, null);
  const plant = user(PERMISSION_PRESETS.plantUser, null);
  const foreign = user(contractor, OTHER);
  const managing = user(contractor, MANAGING);

  it.each<[string, TScreenUser, readonly string[]]>([
    ['the site admin', admin, GUARDED_SCREENS],
    ['a plant user', plant, ['customers', 'estimates', 'invoices', 'pricebook', 'asset-list']],
    ['a contractor of another company', foreign, []],
    [
      'a contractor of the managing company',
      managing,
      ['customers', 'estimates', 'invoices', 'pricebook'],
    ],
    [
      'a contractor who may delete tasks and records',
      user({ ...contractor, canDeleteTasks: true, canDeleteCraftRecords: true }, OTHER),
      ['craft-list-deleted', 'task-list-deleted'],
    ],
  ])('%s may use %j', (_case, who, screens) => {
    expect(GUARDED_SCREENS.filter((s) => mayUseScreen(s, who))).toEqual(screens);
  });
});
