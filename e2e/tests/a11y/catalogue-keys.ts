import { readdirSync, readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';

/**
 * Every message key of the web's catalogues ("actions.close", "invites.accept.password"), so a
 * screen that shows a key instead of its text is caught (issue 37): i18next shows the key when
 * no catalogue has it, and the signed-out pages' translator does the same. Keys without a dot
 * ("brand") are left out: they could be ordinary words.
 */
function catalogueKeys(): Set<string> {
  const folder = new URL('../../../apps/web/src/locales/', import.meta.url);
  const keys = new Set<string>();
  const walk = (node: unknown, prefix: string) => {
    if (typeof node === 'string') {
      if (prefix.includes('.')) keys.add(prefix);
      return;
    }
    for (const [key, value] of Object.entries(node as Record<string, unknown>)) {
      walk(value, prefix ? `${prefix}.${key}` : key);
    }
  };
  for (const file of readdirSync(new URL('en/', folder))) {
    walk(JSON.parse(readFileSync(new URL(`en/${file}`, folder), 'utf8')), '');
  }
  // English signed-out texts live in code; Polish has every one of their keys.
  walk(JSON.parse(readFileSync(new URL('pl/signedOut.json', folder), 'utf8')), '');
  return keys;
}

const KEYS = catalogueKeys();

/** The catalogue keys a page shows as text or in an accessible name, instead of their text. */
export async function keysShown(page: Page): Promise<string[]> {
  const texts = await page.locator('body').evaluate((body) => {
    const doc = body.ownerDocument;
    const names = [...doc.querySelectorAll('[aria-label],[title],[placeholder],[alt]')].map((e) =>
      ['aria-label', 'title', 'placeholder', 'alt'].map((a) => e.getAttribute(a) ?? '').join(' '),
    );
    return [body.innerText, doc.title, ...names].join('\n');
  });
  const words = new Set(texts.split(/[\s"'“”«»()[\]{},:;!?]+/).map((w) => w.replace(/\.$/, '')));
  return [...words].filter((w) => KEYS.has(w));
}
