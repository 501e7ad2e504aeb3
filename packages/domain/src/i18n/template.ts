/**
 * The domain's texts with values in them (issue 37): each is a template with `{name}`
 * placeholders, kept in a `*_TEMPLATES` group beside the function that fills it, so a screen in
 * another language can find the template a text came from and write its own with the same
 * values (apps/web lib/i18n/domain-text.ts).
 */
export function fillTemplate(template: string, values: Readonly<Record<string, string | number>>) {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/** The placeholders of a template, in order of first appearance. */
export function templatePlaceholders(template: string): string[] {
  return [...new Set([...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? ''))];
}
