import { createHash } from 'node:crypto';

const sha256 = (data: string | Uint8Array) => createHash('sha256').update(data).digest('hex');

/**
 * The input as plain JSON with its keys sorted, files as their name, size and a SHA-256 of
 * their bytes: two requests carrying the same change give the same value.
 */
async function canonical(value: unknown): Promise<unknown> {
  if (value instanceof Blob) {
    const bytes = new Uint8Array(await value.arrayBuffer());
    return {
      file: value instanceof File ? value.name : '',
      size: value.size,
      sha256: sha256(bytes),
    };
  }
  if (Array.isArray(value)) return Promise.all(value.map(canonical));
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    const out: Record<string, unknown> = {};
    for (const [key, v] of entries) out[key] = await canonical(v);
    return out;
  }
  return value;
}

/** A SHA-256 of the procedure's (validated) input, files included by content. */
export async function hashInput(input: unknown): Promise<string> {
  return sha256(JSON.stringify((await canonical(input)) ?? null));
}
