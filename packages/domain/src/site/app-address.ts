/**
 * The app's address as printed and e-mailed (QR tags, asset QR codes, links in mails): the
 * configured PUBLIC_URL; without it, the address the signed-in user is using (the request's
 * origin), so that a tag printed by an admin at http://192.168.1.20:3999 opens on a phone; only
 * without either, the server's own default. Never localhost unless that is the address in use.
 */
export function appAddress(input: {
  /** PUBLIC_URL as configured, if it is. */
  publicUrl: string | null;
  /** The origin the request was sent to (scheme and Host), if there is a request. */
  requestOrigin: string | null;
  /** The server's default (http://localhost:PORT). */
  fallback: string;
}): string {
  const chosen = input.publicUrl ?? httpOrigin(input.requestOrigin) ?? input.fallback;
  return chosen.replace(/\/+$/, '');
}

const DEFAULT_PORTS: Record<string, string> = { http: ':80', https: ':443' };

/**
 * An http(s) address's scheme, host and port (written as in the address, the default port
 * left out), or null. The domain has no URL parser (it runs in the browser and on the server
 * with no platform types), so this reads the parts it needs.
 */
function splitAddress(value: string): { scheme: string; host: string; port: string } | null {
  const m =
    /^(https?):\/\/(?:[^@/?#\s]*@)?(\[[0-9a-f:.]+\]|[^/?#\s:[\]@]+)(:\d{1,5})?(?:[/?#]|$)/i.exec(
      value.trim(),
    );
  if (!m?.[1] || !m[2]) return null;
  const scheme = m[1].toLowerCase();
  const port = m[3] && m[3] !== DEFAULT_PORTS[scheme] ? m[3] : '';
  return { scheme, host: m[2].toLowerCase(), port };
}

/** `value`'s origin when it is an http(s) address, else null. */
function httpOrigin(value: string | null): string | null {
  const parts = value === null ? null : splitAddress(value);
  return parts ? `${parts.scheme}://${parts.host}${parts.port}` : null;
}

/**
 * Whether `address` points at the machine that opens it (localhost, 127.0.0.0/8, ::1, 0.0.0.0):
 * printed on a tag or sent in a mail, it opens nothing on a phone or another computer.
 */
export function isLoopbackAddress(address: string): boolean {
  const parts = splitAddress(address);
  if (!parts) return false;
  let host = parts.host.replace(/\.$/, '');
  if (host.startsWith('[') && host.endsWith(']')) host = host.slice(1, -1);
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  if (host === '::1' || host === '::' || host === '0.0.0.0') return true;
  // IPv4-mapped 127.x.y.z, dotted or in hex (::ffff:7f00:1).
  if (/^::ffff:(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|7f[0-9a-f]{2}:[0-9a-f]{1,4})$/.test(host))
    return true;
  return /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);
}

/** The warning the tag screen and Site Settings show when printed addresses are loopback ones. */
export function loopbackWarning(address: string): string {
  const origin = httpOrigin(address) ?? address;
  return `Printed QR codes and e-mailed links point at ${origin}, which opens only on this computer. Open the app at the address phones and other computers use, or set PUBLIC_URL to it.`;
}
