/** A form's zod issues as one message per field (the first one found), for helper texts. */
export function issuesByField<F extends string>(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): Partial<Record<F, string>> {
  const found: Partial<Record<F, string>> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '') as F;
    found[field] ??= issue.message;
  }
  return found;
}

/** An integer as typed: a number, or null when empty; NaN when it is not a whole number. */
export function parseWholeText(text: string): number | null {
  const trimmed = text.replaceAll(',', '').trim();
  if (trimmed === '') return null;
  return /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}
