import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { create, type Font } from 'fontkit';
import PDFDocument from 'pdfkit';

/**
 * The fonts every PDF embeds (decision 201): Noto Sans (Latin, Greek, Cyrillic, and more) with
 * Noto Sans SC as the fallback for what it lacks (Chinese, Japanese kana and kanji, Korean
 * Hangul). Both come from npm (@expo-google-fonts); pdfkit embeds only the glyphs a document
 * uses, so a document stays a few kilobytes. The files are read once per process.
 */

/** The names a document knows its fonts by: `doc.font(FONT_BOLD)`. */
export const FONT = 'Text';
export const FONT_BOLD = 'Text-Bold';
const FALLBACK = 'Text-Fallback';
const FALLBACK_BOLD = 'Text-Fallback-Bold';

export type TFontName = typeof FONT | typeof FONT_BOLD;

const FILES = {
  [FONT]: '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
  [FONT_BOLD]: '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf',
  [FALLBACK]: '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf',
  [FALLBACK_BOLD]: '@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf',
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

/** A weight's main font and its fallback, with the names registered in each document. */
export type TFontPair = {
  main: { name: TFontKey; font: Font };
  fallback: { name: TFontKey; font: Font };
};

export function fontPair(name: TFontName): TFontPair {
  const fallbackName = name === FONT_BOLD ? FALLBACK_BOLD : FALLBACK;
  return {
    main: { name, font: load(name).font },
    fallback: { name: fallbackName, font: load(fallbackName).font },
  };
}

/** The weight and size each document is printing in (tracked, see `createPdfDocument`). */
const current = new WeakMap<PDFKit.PDFDocument, { font: TFontName; size: number }>();

export function currentFont(doc: PDFKit.PDFDocument): { font: TFontName; size: number } {
  return current.get(doc) ?? { font: FONT, size: DEFAULT_SIZE };
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
 */
export function createPdfDocument(options: PDFKit.PDFDocumentOptions): PDFKit.PDFDocument {
  const doc = new PDFDocument(options);
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
