import { randomUUID } from 'node:crypto';
import { PERMISSION_PRESETS, type TPermissions } from '@craftwork/domain/access/permissions';
import type { Database } from '../db/client.ts';
import { companies, locations, userLocations } from '../db/schema.ts';
import { addMember, createSite, createVerifiedUser } from '../modules/sites/create-site.service.ts';

export const PASSWORD = 'correct horse battery';

export type SiteFixture = {
  siteKey: string;
  locationIds: string[];
  companyA: string;
  companyB: string;
  users: Record<
    'admin' | 'plant' | 'foreman' | 'contractorA' | 'contractorB' | 'applicant',
    { id: string; email: string }
  >;
};

/** A site with a user per principal of the authorization matrix. */
export async function createSiteFixture(db: Database, siteKey: string): Promise<SiteFixture> {
  await createSite(db, { siteKey, name: `Site ${siteKey}` });
  const locationIds = [randomUUID(), randomUUID()];
  await db
    .insert(locations)
    .values(locationIds.map((id, i) => ({ id, siteKey, title: `Area ${i + 1}` })));
  const [companyA, companyB] = [randomUUID(), randomUUID()];
  await db.insert(companies).values([
    { id: companyA, siteKey, name: 'Company A', craftTypes: [10] },
    { id: companyB, siteKey, name: 'Company B', craftTypes: [30] },
  ]);
  const contractor: TPermissions = { ...PERMISSION_PRESETS.foreman, canRouteAwaiting: false };
  const specs = {
    admin: { permissions: PERMISSION_PRESETS.siteAdmin, company: null },
    plant: { permissions: PERMISSION_PRESETS.plantUser, company: null },
    foreman: { permissions: PERMISSION_PRESETS.foreman, company: companyA },
    contractorA: { permissions: contractor, company: companyA },
    contractorB: { permissions: contractor, company: companyB },
    applicant: { permissions: null, company: null },
  } as const;
  const users = {} as SiteFixture['users'];
  for (const [role, spec] of Object.entries(specs) as [
    keyof typeof specs,
    (typeof specs)[keyof typeof specs],
  ][]) {
    const email = `${role.toLowerCase()}@${siteKey.toLowerCase()}.test`;
    const id = await createVerifiedUser(db, {
      email,
      password: PASSWORD,
      displayName: `${role} ${siteKey}`,
    });
    await addMember(db, {
      siteKey,
      userId: id,
      approved: spec.permissions !== null,
      permissions: spec.permissions ?? undefined,
      companyId: spec.company,
    });
    if (spec.permissions) {
      await db
        .insert(userLocations)
        .values(
          locationIds.map((locationId) => ({ siteKey, userId: id, locationId, value: true })),
        );
    }
    users[role] = { id, email };
  }
  return { siteKey, locationIds, companyA, companyB, users };
}
