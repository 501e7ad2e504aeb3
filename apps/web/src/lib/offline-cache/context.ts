import { createContext, useContext } from 'react';
import type { TOfflineCache } from './offline-cache';

/** The device's offline cache, or null where there is none (tests, no IndexedDB). */
export const OfflineCacheContext = createContext<TOfflineCache | null>(null);

export function useOfflineCache(): TOfflineCache | null {
  return useContext(OfflineCacheContext);
}
