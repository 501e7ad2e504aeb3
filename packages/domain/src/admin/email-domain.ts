// The domain of an e-mail address, apart from the rest of company sign-in (./sso), so the
// sign-in page, which asks for the provider of the typed address's domain, carries only this.

export const DOMAIN_PATTERN =
  /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/** The lower-case domain of an e-mail address, or null when it has none. */
export function emailDomain(email: string): string | null {
  const at = email.trim().lastIndexOf('@');
  if (at < 1) return null;
  const domain = email
    .trim()
    .slice(at + 1)
    .toLowerCase();
  return DOMAIN_PATTERN.test(domain) ? domain : null;
}
