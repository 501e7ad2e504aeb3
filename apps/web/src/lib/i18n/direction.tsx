import { useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { languageDirection, type TLanguage } from '@craftwork/domain/i18n/languages';

// The page's direction, kept apart from i18next so that the sign-in page's bundle carries
// neither the catalogues' library nor the right-to-left styles (its 200 KB gzip guard).
let current: 'ltr' | 'rtl' = 'ltr';
const listeners = new Set<() => void>();

/** Set by the language switch (`switchLanguage`). */
export function setDirection(direction: 'ltr' | 'rtl'): void {
  if (direction === current) return;
  current = direction;
  for (const listener of listeners) listener();
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
  setDirection(direction);
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
 */
export function DirectionStyles({ children }: { children: ReactNode }) {
  const direction = useDirection();
  const [rtlCache, setRtlCache] = useState<EmotionCache | null>(null);
  useEffect(() => {
    if (direction === 'rtl' && !rtlCache) {
      void import('./rtl-cache').then((module) => setRtlCache(module.rtlCache));
    }
  }, [direction, rtlCache]);
  if (direction !== 'rtl' || !rtlCache) return children;
  return <CacheProvider value={rtlCache}>{children}</CacheProvider>;
}
