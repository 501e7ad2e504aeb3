import { useEffect } from 'react';
import type { TCraftListParam } from '@craftwork/domain/navigation/drawer';
import { useWorkType } from '../../lib/work-type';

/**
 * The global work type as a craft-type filter: null for all, and for a stored type the site
 * no longer offers (the header reads it as all too).
 */
export function useCraftTypeFilter(validCraftTypes: readonly number[]): number | null {
  const [workType] = useWorkType();
  return workType !== 'all' && validCraftTypes.includes(workType) ? workType : null;
}

/**
 * A craft list reached from the drawer or a link sets the header's dropdown to the list it
 * shows (a type's list to that type, All Open to all), so the two never disagree. Closed
 * lists follow the dropdown instead.
 */
export function useWorkTypeOfCraftList(
  param: TCraftListParam | null,
  validCraftTypes: readonly number[],
): void {
  const [workType, setWorkType] = useWorkType();
  const wanted =
    param === 'all'
      ? 'all'
      : typeof param === 'number' && validCraftTypes.includes(param)
        ? param
        : null;
  useEffect(() => {
    if (wanted !== null && wanted !== workType) setWorkType(wanted);
  }, [wanted, workType, setWorkType]);
}
