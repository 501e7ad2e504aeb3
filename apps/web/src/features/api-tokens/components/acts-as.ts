import type { TFunction } from 'i18next';

/** The "Acts as" choice standing for the signed-in admin (the server's default). */
export const SELF = 'self';

type TMember = { userId: string; name: string; email: string; approved: boolean; isSelf: boolean };

/**
 * What "Acts as" offers: "You" first, then the site's other approved members by name (with
 * their address, as two members may share a name). Pending applicants cannot be chosen.
 */
export function actsAsChoices(
  members: readonly TMember[],
  t: TFunction<'integrations'>,
): { value: string; label: string }[] {
  const others = members
    .filter((m) => m.approved && !m.isSelf)
    .map((m) => ({
      value: m.userId,
      label: m.name ? t('apiTokens.create.member', { name: m.name, email: m.email }) : m.email,
    }))
    .sort((a, b) => a.label.localeCompare(b.label));
  return [{ value: SELF, label: t('apiTokens.create.you') }, ...others];
}
