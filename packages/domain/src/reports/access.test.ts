import { describe, expect, it } from 'vitest';
import { coversReport, mayDeleteReport, type TReportAccess, type TReportViewer } from './access.ts';

const viewer = (over: Partial<TReportViewer> = {}): TReportViewer => ({
  userId: 'u-viewer',
  siteKey: 'SITE',
  companyId: 'c-a',
  isPlantPersonnel: false,
  isSiteAdmin: false,
  locationIds: ['l1', 'l2'],
  ...over,
});

const report = (over: Partial<TReportAccess> = {}): TReportAccess => ({
  siteKey: 'SITE',
  createdBy: 'u-other',
  companyId: 'c-a',
  plantPersonnel: false,
  locationIds: ['l1'],
  ...over,
});

const plant = { companyId: null, isPlantPersonnel: true };
const admin = { ...plant, isSiteAdmin: true };

describe('coversReport', () => {
  it.each<[string, Partial<TReportViewer>, Partial<TReportAccess>, boolean]>([
    ['a user of the same company, all locations theirs', {}, {}, true],
    [
      'the same company, the report at exactly their locations',
      {},
      { locationIds: ['l1', 'l2'] },
      true,
    ],
    [
      'the same company, a location they have not selected',
      {},
      { locationIds: ['l1', 'l3'] },
      false,
    ],
    ['the same company, fewer locations of theirs', { locationIds: ['l2'] }, {}, false],
    ['another company', { companyId: 'c-b' }, {}, false],
    ['a company user, the report asked by plant personnel', {}, plant, false],
    ['a company user without a company', { companyId: null }, { companyId: null }, false],
    ['plant personnel, a company user’s report', plant, {}, true],
    ['plant personnel, another plant user’s report', plant, plant, true],
    ['plant personnel missing one of its locations', { ...plant, locationIds: ['l2'] }, {}, false],
    ['another site', { ...plant, siteKey: 'OTHER' }, {}, false],
    ['a report asked with no locations', {}, { locationIds: [] }, true],
    [
      'its requester, whatever their scope now',
      { userId: 'u-other', companyId: 'c-b', locationIds: [] },
      plant,
      true,
    ],
    ['its requester on another site', { userId: 'u-other', siteKey: 'OTHER' }, {}, false],
    ['a report whose requester is gone', {}, { createdBy: null }, true],
  ])('%s', (_name, v, r, expected) => {
    expect(coversReport(viewer(v), report(r))).toBe(expected);
  });
});

describe('mayDeleteReport', () => {
  it.each<[string, Partial<TReportViewer>, Partial<TReportAccess>, boolean]>([
    ['its requester', { userId: 'u-other' }, {}, true],
    ['its requester, out of its scope now', { userId: 'u-other', locationIds: [] }, {}, true],
    ['a user of the same company who covers it', {}, {}, false],
    ['plant personnel who cover it', plant, {}, false],
    ['a site admin who covers it', admin, {}, true],
    ['a site admin missing one of its locations', { ...admin, locationIds: ['l2'] }, {}, false],
    ['a site admin of another site', { ...admin, siteKey: 'OTHER' }, {}, false],
    [
      'a company site admin, another company’s report',
      { isSiteAdmin: true, companyId: 'c-b' },
      {},
      false,
    ],
  ])('%s', (_name, v, r, expected) => {
    expect(mayDeleteReport(viewer(v), report(r))).toBe(expected);
  });
});
