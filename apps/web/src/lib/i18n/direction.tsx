import { useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { EmotionCache } from '@emotion/cache';
import { CacheProvider, __unsafe_useEmotionCache as useEmotionCache } from '@emotion/react';
import {
  DEFAULT_LANGUAGE,
  languageDirection,
  type TLanguage,
} from '@craftwork/domain/i18n/languages';

// The page's direction, kept apart from i18next so that the sign-in page's bundle carries
// neither the catalogues' library nor the right-to-left styles (its 200 KB gzip guard).
let current: 'ltr' | 'rtl' = 'ltr';
let currentLanguage: TLanguage = DEFAULT_LANGUAGE;
const listeners = new Set<() => void>();

function notify() {
  for (const listener of listeners) listener();
}

/** Set by the language switch (`switchLanguage`). */
export function setDirection(direction: 'ltr' | 'rtl'): void {
  if (direction === current) return;
  current = direction;
  notify();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Marks the page as in `language`: `<html lang dir>` and the theme's direction. */
export function setDocumentLanguage(language: TLanguage): void {
  const direction = languageDirection(language);
  document.documentElement.lang = language;
  document.documentElement.dir = direction;
  if (language !== currentLanguage) {
    currentLanguage = language;
    notify();
  }
  setDirection(direction);
}

/** The language the page is in (its `<html lang>`), for the theme's MUI texts. */
export function useDocumentLanguage(): TLanguage {
  return useSyncExternalStore(
    subscribe,
    () => currentLanguage,
    () => DEFAULT_LANGUAGE,
  );
}

/** The direction of the language the user sees. */
export function useDirection(): 'ltr' | 'rtl' {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => 'ltr' as const,
  );
}

/**
 * Right-to-left pages get emotion's mirroring cache (stylis-plugin-rtl, loaded when first
 * needed); left-to-right ones keep the default cache, so English renders as it always has.
 * The provider is there either way: were it added only for right to left, turning the page
 * round would mount everything under it afresh, and a form typed into before a signed-out
 * page's Arabic texts arrived would lose what was typed.
 */
export function DirectionStyles({ children }: { children: ReactNode }) {
  const direction = useDirection();
  const defaultCache = useEmotionCache();
  const [rtlCache, setRtlCache] = useState<EmotionCache | null>(null);
  useEffect(() => {
    if (direction === 'rtl' && !rtlCache) {
      void import('./rtl-cache').then((module) => setRtlCache(module.rtlCache));
    }
  }, [direction, rtlCache]);
  const cache = direction === 'rtl' && rtlCache ? rtlCache : defaultCache;
  // Only where emotion has no cache (never in a browser) is there nothing to provide.
  if (!cache) return children;
  return <CacheProvider value={cache}>{children}</CacheProvider>;
}
