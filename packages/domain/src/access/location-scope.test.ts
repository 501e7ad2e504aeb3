import { describe, expect, it } from 'vitest';
import {
  inVisibleLocations,
  seesNoLocations,
  visibleLocationIds,
  type TLocationChoice,
} from './location-scope.ts';

const SITE = ['north', 'south'];

describe('visibleLocationIds', () => {
  it.each<[string, TLocationChoice, string[]]>([
    [
      'a member sees the locations they selected',
      { selectedLocationIds: ['north'], siteLocationIds: SITE, isSiteAdmin: false },
      ['north'],
    ],
    [
      'a member who selected none sees no location',
      { selectedLocationIds: [], siteLocationIds: SITE, isSiteAdmin: false },
      [],
    ],
    [
      'a site admin who selected none sees every location',
      { selectedLocationIds: [], siteLocationIds: SITE, isSiteAdmin: true },
      SITE,
    ],
    [
      'a site admin who selected some sees those',
      { selectedLocationIds: ['south'], siteLocationIds: SITE, isSiteAdmin: true },
      ['south'],
    ],
    [
      'a selection of a location no longer on the site counts as none',
      { selectedLocationIds: ['gone'], siteLocationIds: SITE, isSiteAdmin: true },
      SITE,
    ],
    [
      'a site with no locations: nothing to see by location',
      { selectedLocationIds: [], siteLocationIds: [], isSiteAdmin: true },
      [],
    ],
  ])('%s', (_case, choice, expected) => {
    expect(visibleLocationIds(choice)).toEqual(expected);
  });
});

describe('inVisibleLocations', () => {
  it.each<[string, string | null, string[], boolean]>([
    ['a row without a location, no location visible', null, [], true],
    ['a row without a location, some visible', null, ['north'], true],
    ['a row at a visible location', 'north', ['north'], true],
    ['a row at another location', 'south', ['north'], false],
    ['a row at a location, none visible', 'north', [], false],
  ])('%s', (_case, locationId, visible, expected) => {
    expect(inVisibleLocations(locationId, visible)).toBe(expected);
  });
});

describe('seesNoLocations', () => {
  it.each<[string, TLocationChoice, boolean]>([
    [
      'a member with none selected on a site with locations',
      { selectedLocationIds: [], siteLocationIds: SITE, isSiteAdmin: false },
      true,
    ],
    [
      'a site admin with none selected sees all, so no hint',
      { selectedLocationIds: [], siteLocationIds: SITE, isSiteAdmin: true },
      false,
    ],
    [
      'a site with no locations has nothing to select',
      { selectedLocationIds: [], siteLocationIds: [], isSiteAdmin: false },
      false,
    ],
    [
      'a member with a selection',
      { selectedLocationIds: ['north'], siteLocationIds: SITE, isSiteAdmin: false },
      false,
    ],
  ])('%s', (_case, choice, expected) => {
    expect(seesNoLocations(choice)).toBe(expected);
  });
});
