/** The customer app's address a site points its customers to, and the wrong-place banner. */

/** A host as the customer banner shows it: letters, digits, dots and dashes, maybe a port. */
export const HOST_PATTERN =
  /^(?=.{1,253}(:|$))[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*(?::\d{1,5})?$/;

/** The customer app's host a site stores for its banner ('' when none). */
export function customerAppHostOf(customizations: Record<string, unknown> | null | undefined) {
  const host = customizations?.customerAppHost;
  return typeof host === 'string' ? host : '';
}

/**
 * Where the customer banner points: the site's own host when it stores one, else the server's
 * configured customer app address. A stored host has no scheme: it takes the current page's
 * (http or https; anything else reads https), since the customer host serves the same app the
 * page came from (issue 32: https was forced onto a host served over http).
 */
export function customerAppUrlFor(
  customizations: Record<string, unknown> | null | undefined,
  configured: string | null | undefined,
  currentProtocol: string,
): string | null {
  const host = customerAppHostOf(customizations);
  if (host) return `${currentProtocol === 'http:' ? 'http:' : 'https:'}//${host}`;
  return configured ?? null;
}

/** The host of an address ('' when it is not one). */
export function hostOfUrl(url: string): string {
  const match = /^[a-z][a-z0-9+.-]*:\/\/(?:[^@/?#]*@)?([^/?#\s]+)/i.exec(url.trim());
  return match?.[1]?.toLowerCase() ?? '';
}

/**
 * Whether the "You are at the wrong place!" banner shows: on a customer-classified site with a
 * customer app address, when the browser reached the site through another host (on the
 * configured host the user is at the right place). Hosts compare without case; a port counts.
 */
export function showsWrongPlaceBanner(input: {
  customerSite: boolean;
  customerAppUrl: string | null;
  currentHost: string;
}): boolean {
  if (!input.customerSite || !input.customerAppUrl) return false;
  const configured = hostOfUrl(input.customerAppUrl);
  return configured !== '' && configured !== input.currentHost.trim().toLowerCase();
}
