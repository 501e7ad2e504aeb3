import { describe, expect, it } from 'vitest';
import {
  isKnownTimeZone,
  NEW_SITE_MESSAGES,
  timeZoneNames,
  ZCreateSiteInput,
  ZNewSiteKey,
} from './new-site.ts';

describe('ZNewSiteKey', () => {
  it.each([
    ['abc', 'abc'],
    ['ABC123', 'ABC123'],
    ['  Plant7  ', 'Plant7'],
    ['a1b2c3d4e5f6', 'a1b2c3d4e5f6'],
    ['999', '999'],
  ])('accepts %j as %j', (typed, stored) => {
    expect(ZNewSiteKey.parse(typed)).toBe(stored);
  });

  it.each([
    ['', NEW_SITE_MESSAGES.keyRequired],
    ['   ', NEW_SITE_MESSAGES.keyRequired],
    ['ab', NEW_SITE_MESSAGES.keyRule],
    ['a1b2c3d4e5f6g', NEW_SITE_MESSAGES.keyRule],
    ['my-site', NEW_SITE_MESSAGES.keyRule],
    ['my_site', NEW_SITE_MESSAGES.keyRule],
    ['my site', NEW_SITE_MESSAGES.keyRule],
    ['sité1', NEW_SITE_MESSAGES.keyRule],
    ['abc\n', 'ok-after-trim'],
  ])('refuses %j with %j', (typed, message) => {
    const result = ZNewSiteKey.safeParse(typed);
    if (message === 'ok-after-trim') {
      // Blanks around a key, a trailing line break included, are dropped.
      expect(result.success).toBe(true);
      return;
    }
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});

describe('time zones', () => {
  it.each([
    ['America/Chicago', true],
    ['Europe/Berlin', true],
    ['UTC', true],
    ['Mars/Olympus', false],
    ['', false],
    ['../etc/passwd', false],
  ])('%j is known: %j', (name, known) => {
    expect(isKnownTimeZone(name)).toBe(known);
  });

  it('offers IANA names, UTC included', () => {
    const names = timeZoneNames();
    expect(names).toContain('America/Chicago');
    expect(names).toContain('UTC');
  });
});

describe('ZCreateSiteInput', () => {
  const valid = {
    siteKey: 'North1',
    name: 'North plant',
    timezone: 'America/Chicago',
    latitude: 29.7,
    longitude: -95.3,
  };

  it('takes a full site and makes it the default unless told otherwise', () => {
    expect(ZCreateSiteInput.parse(valid)).toEqual({ ...valid, makeDefault: true });
    expect(ZCreateSiteInput.parse({ ...valid, makeDefault: false }).makeDefault).toBe(false);
  });

  it.each([
    [{ name: '' }, NEW_SITE_MESSAGES.nameRequired],
    [{ timezone: 'Nowhere/Town' }, NEW_SITE_MESSAGES.timeZoneInvalid],
    [{ latitude: 91 }, NEW_SITE_MESSAGES.latitudeRange],
    [{ longitude: -181 }, NEW_SITE_MESSAGES.longitudeRange],
    [{ latitude: null }, NEW_SITE_MESSAGES.bothOrNeither],
  ])('refuses %j', (change, message) => {
    const result = ZCreateSiteInput.safeParse({ ...valid, ...change });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toContain(message);
  });

  it('allows a site without a map centre', () => {
    expect(ZCreateSiteInput.safeParse({ ...valid, latitude: null, longitude: null }).success).toBe(
      true,
    );
  });
});
