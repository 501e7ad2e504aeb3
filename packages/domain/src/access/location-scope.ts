/**
 * Which locations' rows a site member sees (issue 32, item 13; decision 192).
 *
 * - A row without a location belongs to no location anyone could deselect: it is visible to
 *   everyone who may see it otherwise (company and site rules), whatever they selected.
 * - A member sees the rows of the locations they selected. A site admin who selected none sees
 *   every location: selecting is how an admin narrows the lists, not how they open them.
 */
export type TLocationChoice = {
  /** The locations the member selected on this site. */
  selectedLocationIds: readonly string[];
  /** Every live location of the site. */
  siteLocationIds: readonly string[];
  isSiteAdmin: boolean;
};

/** The locations whose rows the member sees (rows without a location come on top). */
export function visibleLocationIds(choice: TLocationChoice): string[] {
  const site = new Set(choice.siteLocationIds);
  const selectsLive = choice.selectedLocationIds.some((id) => site.has(id));
  if (!selectsLive && choice.isSiteAdmin) return [...choice.siteLocationIds];
  return [...choice.selectedLocationIds];
}

/** Whether a row at `locationId` (null: no location) is within the visible locations. */
export function inVisibleLocations(locationId: string | null, visible: readonly string[]): boolean {
  return locationId === null || visible.includes(locationId);
}

/**
 * Whether a list should say that its member selected no location: the site has locations and
 * the member sees none of them, so only rows without a location can show.
 */
export function seesNoLocations(choice: TLocationChoice): boolean {
  const site = new Set(choice.siteLocationIds);
  return site.size > 0 && !visibleLocationIds(choice).some((id) => site.has(id));
}

/** What a list says when its member sees no location, and how to change that. */
export const NO_LOCATIONS_SELECTED_HINT =
  'No locations are selected, so only records without a location are shown. Select your locations on the User Info page, under Locations.';
