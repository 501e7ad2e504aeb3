import { userPhotoPath } from '@craftwork/domain/accounts/photo-urls';
import type { Database } from '../../db/client.ts';
import {
  findMembership,
  listMemberships,
  listSelectedLocationIds,
  listSiteCompanies,
  listSiteLocations,
} from '../sites/index.ts';
import { findSite } from '../../site-config/site-config.repository.ts';
import { browserCustomizations } from '../../site-config/site-config.ts';
import { findUser, stampAppOpened } from './session.repository.ts';

/** How stale "last app opened" may get: the app asks for the session at every start. */
const APP_OPENED_RESOLUTION_MS = 60_000;

/** Stamps "last app opened" (User Management shows it), at most once a minute per user. */
async function recordAppOpened(db: Database, userId: string, last: Date | null) {
  if (last && Date.now() - last.getTime() < APP_OPENED_RESOLUTION_MS) return;
  await stampAppOpened(db, userId);
}

/**
 * Everything the browser needs after sign-in: the user, their sites, and, only once the
 * default site is approved, that site's context (site data loads only then).
 */
export async function getMe(db: Database, userId: string) {
  const user = await findUser(db, userId);
  if (!user) return null;
  await recordAppOpened(db, userId, user.appLastOpenedAt);
  const sites = await listMemberships(db, userId);
  const defaultSite = sites.find((s) => s.siteKey === user.defaultSiteKey) ?? null;
  const me = {
    user: {
      id: user.id,
      email: user.email,
      emailVerified: user.emailVerified,
      displayName: user.name,
      companyName: user.companyName,
      department: user.department,
      jobTitle: user.jobTitle,
      phone: user.phone,
      photoUrl: user.photoUrlReduced
        ? userPhotoPath(user.id, 'reduced', user.photoUrlReduced)
        : (user.image ?? null),
      hasProfilePhoto: user.photoUrlReduced !== null,
      defaultSiteKey: user.defaultSiteKey ?? null,
      receiveNotifications: user.receiveNotifications,
      /** null: none chosen (the browser's language, else the site's default). */
      language: user.language ?? null,
    },
    sites,
    defaultSite,
    site: null as null | Awaited<ReturnType<typeof loadSiteContext>>,
  };
  if (defaultSite?.approved) me.site = await loadSiteContext(db, defaultSite.siteKey, userId);
  return me;
}

async function loadSiteContext(db: Database, siteKey: string, userId: string) {
  const [site, member, allLocations, selected] = await Promise.all([
    findSite(db, siteKey),
    findMembership(db, siteKey, userId),
    listSiteLocations(db, siteKey),
    listSelectedLocationIds(db, siteKey, userId),
  ]);
  if (!site || !member) return null;
  const [company] = member.companyId ? await listSiteCompanies(db, siteKey, member.companyId) : [];
  const selectedIds = new Set(selected.map((s) => s.locationId));
  return {
    siteKey: site.siteKey,
    name: site.name,
    timezone: site.timezone,
    validCraftTypes: site.validCraftTypes,
    validTaskTypes: site.validTaskTypes,
    validTaskStatusCodes: site.validTaskStatusCodes,
    // Parsed here, so the browser needs no schema library to read them.
    customizations: browserCustomizations(site.customizations),
    latitude: site.latitude,
    longitude: site.longitude,
    /** Its users see money screens (DECISIONS.md, "Money"; `mayUseScreen`). */
    managingCompanyId: site.managingCompanyId,
    defaultLanguage: site.defaultLanguage,
    siteUser: {
      approved: true as const,
      companyId: member.companyId,
      companyName: company?.name ?? null,
      permissions: member.permissions,
    },
    company: company ?? null,
    locations: allLocations.map((l) => ({
      id: l.id,
      title: l.title,
      department: l.department,
      latitude: l.latitude,
      longitude: l.longitude,
      selected: selectedIds.has(l.id),
    })),
  };
}
