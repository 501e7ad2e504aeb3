import type { TStockRow } from '../api/types';
import { locationLabel, NO_LOCATION, type TLocationWords } from './location-label';
import { NO_LOCATION_VALUE } from './move-form';

/**
 * The locations a movement may name: where the object has stock (a removed location as
 * [Unavailable], no location as [No location]) first, then the site's other locations by title.
 */
export function locationChoices(
  stock: readonly Pick<TStockRow, 'locationId' | 'locationTitle'>[],
  siteLocations: readonly { id: string; title: string }[],
  words: TLocationWords = { noLocation: NO_LOCATION, unavailable: '[Unavailable]' },
): { value: string; label: string }[] {
  const choices = stock.map((row) => ({
    value: row.locationId ?? NO_LOCATION_VALUE,
    label: locationLabel(row.locationId, row.locationTitle, words),
  }));
  const taken = new Set(choices.map((c) => c.value));
  const others = siteLocations
    .filter((l) => !taken.has(l.id))
    .map((l) => ({ value: l.id, label: l.title }))
    .sort((a, b) => a.label.localeCompare(b.label));
  const none = taken.has(NO_LOCATION_VALUE)
    ? []
    : [{ value: NO_LOCATION_VALUE, label: words.noLocation }];
  return [...choices, ...others, ...none];
}
