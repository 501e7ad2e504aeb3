import type { TDrawerEntry } from '@craftwork/domain/navigation/drawer';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useCraftTypeName } from '../../../lib/i18n/use-type-names';

/**
 * An entry's label in the user's language: its catalogue key is the entry's key (a customer
 * site's records group is "Jobs"); a craft type's list is named by the common catalogue's craft
 * type names; an entry neither catalogue has keeps its label.
 */
export function useEntryLabel(): (entry: TDrawerEntry) => string {
  const { t } = useTranslation('shell');
  const craftTypeName = useCraftTypeName();
  return (entry: TDrawerEntry): string => {
    const craft = /^craft-list-(\d+)$/.exec(entry.key);
    if (craft) return craftTypeName(Number(craft[1]));
    const key = entry.key === 'work-records' && entry.label === 'Jobs' ? 'jobs' : entry.key;
    return t(`drawer.${key}` as 'drawer.dashboard', { defaultValue: entry.label });
  };
}
