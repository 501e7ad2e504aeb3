import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { create, type Font } from 'fontkit';
import PDFDocument from 'pdfkit';

/**
 * The fonts every PDF embeds (decisions 201 and 233): Noto Sans (Latin, Greek, Cyrillic, and
 * more) with Noto Sans Arabic and Noto Sans SC as the fallbacks for what it lacks (Arabic;
 * Chinese, Japanese kana and kanji, Korean Hangul). All come from npm (@expo-google-fonts);
 * pdfkit embeds only the glyphs a document uses, so a document stays a few kilobytes. The files
 * are read once per process.
 */

/** The names a document knows its fonts by: `doc.font(FONT_BOLD)`. */
export const FONT = 'Text';
export const FONT_BOLD = 'Text-Bold';
const FALLBACK = 'Text-Fallback';
const FALLBACK_BOLD = 'Text-Fallback-Bold';
const ARABIC = 'Text-Arabic';
const ARABIC_BOLD = 'Text-Arabic-Bold';

export type TFontName = typeof FONT | typeof FONT_BOLD;

const FILES = {
  [FONT]: '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
  [FONT_BOLD]: '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf',
  [FALLBACK]: '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf',
  [FALLBACK_BOLD]: '@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf',
  [ARABIC]: '@expo-google-fonts/noto-sans-arabic/400Regular/NotoSansArabic_400Regular.ttf',
  [ARABIC_BOLD]: '@expo-google-fonts/noto-sans-arabic/700Bold/NotoSansArabic_700Bold.ttf',
} as const;

type TFontKey = keyof typeof FILES;

export type TLoadedFont = { data: Buffer; font: Font };

const loaded = new Map<TFontKey, TLoadedFont>();
const resolve = createRequire(import.meta.url).resolve;

function load(key: TFontKey): TLoadedFont {
  let entry = loaded.get(key);
  if (!entry) {
    const data = readFileSync(resolve(FILES[key]));
    entry = { data, font: create(data) };
    loaded.set(key, entry);
  }
  return entry;
}

type TNamedFont = { name: TFontKey; font: Font };

/** A weight's main font and its fallbacks, with the names registered in each document. */
export type TFontPair = { main: TNamedFont; fallback: TNamedFont; arabic: TNamedFont };

export function fontPair(name: TFontName): TFontPair {
  const bold = name === FONT_BOLD;
  const named = (key: TFontKey): TNamedFont => ({ name: key, font: load(key).font });
  return {
    main: named(name),
    fallback: named(bold ? FALLBACK_BOLD : FALLBACK),
    arabic: named(bold ? ARABIC_BOLD : ARABIC),
  };
}

/** The weight and size each document is printing in (tracked, see `createPdfDocument`). */
const current = new WeakMap<PDFKit.PDFDocument, { font: TFontName; size: number }>();

export function currentFont(doc: PDFKit.PDFDocument): { font: TFontName; size: number } {
  return current.get(doc) ?? { font: FONT, size: DEFAULT_SIZE };
}

/** The reader's writing direction: right to left for Arabic (`createPdfDocument`'s option). */
export type TDirection = 'ltr' | 'rtl';

const directions = new WeakMap<PDFKit.PDFDocument, TDirection>();

export function documentDirection(doc: PDFKit.PDFDocument): TDirection {
  return directions.get(doc) ?? 'ltr';
}

/** pdfkit's size until one is set. */
const DEFAULT_SIZE = 12;

type TFontCall = (
  src: PDFKit.Mixins.PDFFontSource,
  family?: string | number,
  size?: number,
) => PDFKit.PDFDocument;

/**
 * A pdfkit document with the embedded fonts registered and Noto Sans set. Every PDF writer
 * makes its document here, so that all of them print any text the same way (through `./text.ts`).
 * In a right-to-left document (an Arabic reader's) the text helpers mirror the layout.
 */
export function createPdfDocument(
  options: PDFKit.PDFDocumentOptions,
  direction: TDirection = 'ltr',
): PDFKit.PDFDocument {
  const doc = new PDFDocument(options);
  directions.set(doc, direction);
  for (const key of Object.keys(FILES) as TFontKey[]) doc.registerFont(key, load(key).data);
  // The text helpers draw a fallback run in the fallback font, on the main font's baseline, and
  // then restore the weight in use; pdfkit exposes neither the weight nor the size, so
  // `doc.font` and `doc.fontSize` are wrapped to remember them (pdfkit's own `font(src, size)`
  // sets the size through `this.fontSize`, the wrapper too).
  const state = { font: FONT as TFontName, size: DEFAULT_SIZE };
  current.set(doc, state);
  const open = doc.font.bind(doc) as TFontCall;
  const resize = doc.fontSize.bind(doc);
  const font: TFontCall = (src, family, size) => {
    if (src === FONT || src === FONT_BOLD) state.font = src;
    return open(src, family, size);
  };
  const fontSize = (size: number) => {
    state.size = size;
    return resize(size);
  };
  Object.assign(doc, { font, fontSize });
  doc.font(FONT);
  return doc;
}
