import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { hashPassword } from 'better-auth/crypto';
import { NO_PERMISSIONS, type TPermissions } from '@craftwork/domain/access/permissions';
import { CRAFT_TYPE } from '@craftwork/domain/catalogues/craft-types';
import { EVENT_TYPES } from '@craftwork/domain/catalogues/event-types';
import { TASK_STATUSES } from '@craftwork/domain/catalogues/task-statuses';
import { TASK_TYPES } from '@craftwork/domain/catalogues/task-types';
import { ZSiteKey } from '@craftwork/domain/site/site';
import {
  DEFAULT_SITE_CLASSIFICATION,
  withCraftDetailPositions,
} from '@craftwork/domain/site/customizations';
import type { DbOrTx } from '../../db/client.ts';
import { accounts, siteUsers, sites, users } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';

/*
 * Making sites, people and memberships: shared by the operator command (create-site), the demo
 * seed, the tests and the modules that create sites and accounts (my-sites, invites).
 */

export const DEFAULT_CRAFT_TYPES = [
  CRAFT_TYPE.SCAFFOLDING,
  CRAFT_TYPE.INSULATION,
  CRAFT_TYPE.WATERBLASTING,
  CRAFT_TYPE.PAINTING,
  CRAFT_TYPE.CLEANING,
];

export type TNewSite = {
  siteKey: string;
  name: string;
  timezone?: string;
  validCraftTypes?: number[];
  customizations?: Record<string, unknown>;
  latitude?: number | null;
  longitude?: number | null;
};

/** A site with sensible defaults: every task type, status and event type of the catalogues. */
export async function createSite(db: DbOrTx, input: TNewSite) {
  const siteKey = ZSiteKey.parse(input.siteKey);
  const existing = await db.query.sites.findFirst({ where: eq(sites.siteKey, siteKey) });
  if (existing) throw new AppError('CONFLICT', `A site with the key ${siteKey} already exists.`);
  await db.insert(sites).values({
    siteKey,
    name: input.name,
    timezone: input.timezone ?? 'America/Chicago',
    latitude: input.latitude ?? null,
    longitude: input.longitude ?? null,
    validCraftTypes: input.validCraftTypes ?? DEFAULT_CRAFT_TYPES,
    validTaskTypes: TASK_TYPES.map((t) => t.code),
    validTaskStatusCodes: TASK_STATUSES.map((s) => s.code),
    validEventTypes: EVENT_TYPES.map((e) => e.code),
    customizations: withCraftDetailPositions({
      siteClassification: DEFAULT_SITE_CLASSIFICATION,
      kpisEnabled: true,
      ...input.customizations,
    }),
  });
  return siteKey;
}

export type TNewUser = {
  email: string;
  password: string;
  displayName: string;
  companyName?: string;
  department?: string;
  jobTitle?: string;
  phone?: string;
};

/** A verified e-mail/password account (operators and the demo seed create people directly). */
export async function createVerifiedUser(db: DbOrTx, input: TNewUser, passwordHash?: string) {
  const email = input.email.trim().toLowerCase();
  const existing = await db.query.users.findFirst({ where: eq(users.email, email) });
  if (existing) return existing.id;
  const id = randomUUID();
  await db.insert(users).values({
    id,
    email,
    name: input.displayName,
    emailVerified: true,
    companyName: input.companyName ?? '',
    department: input.department ?? '',
    jobTitle: input.jobTitle ?? '',
    phone: input.phone ?? '',
  });
  await db.insert(accounts).values({
    id: randomUUID(),
    accountId: id,
    providerId: 'credential',
    userId: id,
    password: passwordHash ?? (await hashPassword(input.password)),
  });
  return id;
}

export async function addMember(
  db: DbOrTx,
  input: {
    siteKey: string;
    userId: string;
    approved: boolean;
    permissions?: TPermissions;
    companyId?: string | null;
    makeDefault?: boolean;
  },
) {
  await db
    .insert(siteUsers)
    .values({
      siteKey: input.siteKey,
      userId: input.userId,
      approved: input.approved,
      approvedAt: input.approved ? new Date() : null,
      companyId: input.companyId ?? null,
      permissions: input.permissions ?? NO_PERMISSIONS,
    })
    .onConflictDoNothing();
  if (input.makeDefault !== false) {
    await db.update(users).set({ defaultSiteKey: input.siteKey }).where(eq(users.id, input.userId));
  }
}
