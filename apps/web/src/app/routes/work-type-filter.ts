import { useWorkType } from '../../lib/work-type';

/**
 * The global work type as a craft-type filter: null for all, and for a stored type the site
 * no longer offers (the header reads it as all too).
 */
export function useCraftTypeFilter(validCraftTypes: readonly number[]): number | null {
  const [workType] = useWorkType();
  return workType !== 'all' && validCraftTypes.includes(workType) ? workType : null;
}
