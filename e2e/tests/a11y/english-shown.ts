import { readdirSync, readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';

type TTree = { [key: string]: string | TTree };

const folder = new URL('../../../apps/web/src/locales/', import.meta.url);
const read = (file: string): TTree => JSON.parse(readFileSync(new URL(file, folder), 'utf8'));

function leaves(tree: TTree, prefix = '', out = new Map<string, string>()) {
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else leaves(value, path, out);
  }
  return out;
}

/** A text worth looking for: a few letters, no placeholder, not a lone symbol or code. */
const worthLooking = (text: string) =>
  text.length >= 4 && /\p{L}{3}/u.test(text) && !/\{\{|\{[a-z]/.test(text);

/**
 * The English texts of the web's catalogues, and of the domain's catalogue (keyed by its English
 * text), that `language` writes differently, less any text `language` itself uses somewhere
 * (a word both languages share, such as "Status" or "E-mail").
 */
function englishOnly(language: string): Set<string> {
  const english = new Set<string>();
  const theirs = new Set<string>();
  for (const file of readdirSync(new URL('en/', folder))) {
    const en = leaves(read(`en/${file}`));
    const other = leaves(read(`${language}/${file}`));
    for (const [key, text] of en) if (other.get(key) !== text) english.add(text.trim());
    for (const text of other.values()) theirs.add(text.trim());
  }
  for (const [text, translated] of leaves(read(`${language}/domain.json`))) {
    if (translated !== text) english.add(text.trim());
    theirs.add(translated.trim());
  }
  for (const text of leaves(read(`${language}/signedOut.json`)).values()) theirs.add(text.trim());
  return new Set([...english].filter((t) => worthLooking(t) && !theirs.has(t)));
}

/**
 * Texts the demo site's admin typed, which stay as typed in every language (issue 37 #5): the
 * scaffold detail fields' titles (apps/server/src/demo/seed.ts), which are also English
 * catalogue texts.
 */
const TYPED_ON_THE_DEMO_SITE = new Set([
  'Tag Number',
  'Work Order',
  'Job ID',
  'PO & Release #',
  'Leg Feet',
  'Witnesses',
]);

const cache = new Map<string, Set<string>>();

/**
 * English catalogue texts a page walked in another language still shows (issue 37): a line of
 * its text, its title, or a whole accessible name (aria-label, title, placeholder, alt) that is
 * exactly one of them. Typed data stays as typed and is rarely a whole catalogue text.
 */
export async function englishShown(page: Page, language: string): Promise<string[]> {
  const english = cache.get(language) ?? englishOnly(language);
  cache.set(language, english);
  const texts = await page.locator('body').evaluate((body) => {
    const doc = body.ownerDocument;
    const names = [...doc.querySelectorAll('[aria-label],[title],[placeholder],[alt]')].flatMap(
      (e) => ['aria-label', 'title', 'placeholder', 'alt'].map((a) => e.getAttribute(a) ?? ''),
    );
    return [...body.innerText.split('\n'), doc.title, ...names];
  });
  return [
    ...new Set(
      texts.map((t) => t.trim()).filter((t) => english.has(t) && !TYPED_ON_THE_DEMO_SITE.has(t)),
    ),
  ];
}
