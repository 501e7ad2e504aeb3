import { describe, expect, it } from 'vitest';
import { siteWording, type TSiteWording } from './wording.ts';

describe('siteWording (spec part 1: Work Records, or Jobs on customer sites)', () => {
  it.each<[keyof TSiteWording, string, string]>([
    ['record', 'Work Record', 'Job'],
    ['wizardRecord', 'Craft Record', 'Job'],
    ['recordsGroup', 'Work Records', 'Jobs'],
    ['listNoun', 'Records', 'Jobs'],
    ['deletedNoun', 'Craft Records', 'Jobs'],
    ['searchRecords', 'Search Craft Records...', 'Search Jobs...'],
    ['createButton', 'Create Task', 'Create Job'],
    ['createTitle', 'Create New Task', 'Create Job'],
  ])('%s: %s, or %s on a customer site', (key, facilities, customer) => {
    expect(siteWording(false)[key]).toBe(facilities);
    expect(siteWording(true)[key]).toBe(customer);
  });
});
