import { useCallback, useSyncExternalStore } from 'react';
import { readWorkType, subscribeWorkType, writeWorkType, type TWorkType } from './storage';

/** The header's global work-type filter, shared by the header and the lists. */
export function useWorkType(): [TWorkType, (value: TWorkType) => void] {
  const value = useSyncExternalStore(subscribeWorkType, readWorkType, () => 'all' as const);
  const set = useCallback((next: TWorkType) => writeWorkType(next), []);
  return [value, set];
}
