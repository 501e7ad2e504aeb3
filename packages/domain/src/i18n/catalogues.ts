/**
 * What the web's and the server's message catalogue checks share (decision 222): a catalogue's
 * messages by dotted key, and the argument names of a parsed ICU message.
 */

/** A catalogue: messages, grouped in objects as deep as needed. */
export type TMessages = { readonly [key: string]: string | TMessages };

/** Every message of a catalogue by its dotted key ("taskStatus.subject"). */
export function flattenMessages(value: TMessages, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, child] of Object.entries(value)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof child === 'string') out.set(path, child);
    else for (const [k, v] of flattenMessages(child, path)) out.set(k, v);
  }
  return out;
}

/** An element of a parsed ICU message, as intl-messageformat's `getAst()` gives it. */
export type TIcuElement = {
  type: number;
  value?: unknown;
  options?: Record<string, { value: readonly TIcuElement[] }>;
};

/** ICU's literal text element: its value is text, not an argument's name. */
const LITERAL = 0;

/** The sorted names of a parsed message's arguments ({name}, {count, plural, ...}). */
export function icuArgumentNames(elements: readonly TIcuElement[]): string[] {
  const names = new Set<string>();
  const walk = (list: readonly TIcuElement[]) => {
    for (const element of list) {
      if (typeof element.value === 'string' && element.type !== LITERAL) names.add(element.value);
      for (const option of Object.values(element.options ?? {})) walk(option.value);
    }
  };
  walk(elements);
  return [...names].sort();
}
