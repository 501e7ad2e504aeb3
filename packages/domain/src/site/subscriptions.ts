import type { TPermissions } from '../access/permissions.ts';
import { inventoryEnabled } from './customizations.ts';
import type { TSiteCustomizations } from './site.ts';

/**
 * Management e-mail subscriptions: e-mails a site user may switch on for themselves on the
 * profile page (/user-info), kept in the site user's managementSubscriptions (key → true).
 * One row per subscription; report and compliance e-mails join the table later.
 */

/** Who is asking: their permissions on the site. */
export type TSubscriber = {
  permissions: Pick<TPermissions, 'isPlantPersonnel' | 'isSiteAdmin'>;
};

export type TManagementSubscription = {
  key: string;
  label: string;
  hint: string;
  /** Who may have it. */
  mayHave: (user: TSubscriber) => boolean;
  /** Whether the site offers it (a feature it depends on is on). */
  offeredBy: (customizations: TSiteCustomizations) => boolean;
};

/** Plant personnel and site admins: the site's management. */
export function isManagement(user: TSubscriber): boolean {
  return user.permissions.isPlantPersonnel || user.permissions.isSiteAdmin;
}

export const MANAGEMENT_SUBSCRIPTIONS = [
  {
    key: 'inventoryLowStock',
    label: 'Low-stock e-mails',
    hint: 'An e-mail when an inventory object turns Low, with its available quantity.',
    mayHave: isManagement,
    offeredBy: inventoryEnabled,
  },
] as const satisfies readonly TManagementSubscription[];

export type TSubscriptionKey = (typeof MANAGEMENT_SUBSCRIPTIONS)[number]['key'];

export const SUBSCRIPTION_KEYS = MANAGEMENT_SUBSCRIPTIONS.map((s) => s.key) as [
  TSubscriptionKey,
  ...TSubscriptionKey[],
];

export const SUBSCRIPTION_MESSAGES = {
  notAvailable: 'This subscription is not available to you.',
  saved: 'Subscription saved.',
} as const;

/** One subscription as the profile shows it. */
export type TMySubscription = { key: TSubscriptionKey; label: string; hint: string; on: boolean };

function subscriptionOf(key: string) {
  return MANAGEMENT_SUBSCRIPTIONS.find((s) => s.key === key);
}

/** Whether the stored subscriptions have this one on (only `true` counts). */
export function isSubscribed(stored: Record<string, unknown> | null | undefined, key: string) {
  return stored?.[key] === true;
}

/** Whether this user may switch this subscription on this site. */
export function maySubscribe(
  user: TSubscriber,
  customizations: TSiteCustomizations,
  key: string,
): boolean {
  const subscription = subscriptionOf(key);
  return !!subscription && subscription.offeredBy(customizations) && subscription.mayHave(user);
}

/** The subscriptions the user may switch on this site, in table order, with what is on. */
export function subscriptionsFor(
  user: TSubscriber,
  customizations: TSiteCustomizations,
  stored: Record<string, unknown> | null | undefined,
): TMySubscription[] {
  return MANAGEMENT_SUBSCRIPTIONS.filter((s) => maySubscribe(user, customizations, s.key)).map(
    (s) => ({ key: s.key, label: s.label, hint: s.hint, on: isSubscribed(stored, s.key) }),
  );
}

/** The stored subscriptions after switching one: on is `true`, off removes the key. */
export function withSubscription(
  stored: Record<string, unknown> | null | undefined,
  key: TSubscriptionKey,
  on: boolean,
): Record<string, unknown> {
  const rest = Object.fromEntries(Object.entries(stored ?? {}).filter(([k]) => k !== key));
  return on ? { ...rest, [key]: true } : rest;
}
