import type { FieldErrors } from 'react-hook-form';

/** The messages of a nested group of form errors (the dynamic detail fields), by key. */
export function nestedErrorMessages(
  errors: FieldErrors<Record<string, unknown>> | undefined,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, error] of Object.entries(errors ?? {})) {
    const message = (error as { message?: unknown } | undefined)?.message;
    if (typeof message === 'string') out[key] = message;
  }
  return out;
}
