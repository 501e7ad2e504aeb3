import { vi } from 'vitest';

/**
 * jsdom has no `matchMedia`: every media query answers `matches` (true: a phone, where the
 * lists show cards; false: a wide screen). Undone by `vi.unstubAllGlobals()`.
 */
export function stubMatchMedia(matches: boolean): void {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches,
      media: query,
      onchange: null,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      addListener: vi.fn(),
      removeListener: vi.fn(),
      dispatchEvent: vi.fn(),
    })),
  );
}
