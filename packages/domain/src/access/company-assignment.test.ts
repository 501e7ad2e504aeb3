import { describe, expect, it } from 'vitest';
import { canAssignCompany, type TCompanyAssigner } from './company-assignment.ts';

const plant: TCompanyAssigner = { isPlantPersonnel: true, companyId: null };
const plantOfA: TCompanyAssigner = { isPlantPersonnel: true, companyId: 'A' };
const contractorA: TCompanyAssigner = { isPlantPersonnel: false, companyId: 'A' };
const noCompany: TCompanyAssigner = { isPlantPersonnel: false, companyId: null };

describe('canAssignCompany', () => {
  it.each<[string, TCompanyAssigner, string, boolean]>([
    ['plant personnel assign any company', plant, 'B', true],
    ['plant personnel of a company assign another one', plantOfA, 'B', true],
    ['a contractor assigns its own company', contractorA, 'A', true],
    ['a contractor may not assign another company', contractorA, 'B', false],
    ['a user of no company may not assign any company', noCompany, 'A', false],
    ['an empty company id is never a match', noCompany, '', false],
    ['ids are compared exactly', contractorA, 'a', false],
  ])('%s', (_case, assigner, companyId, allowed) => {
    expect(canAssignCompany(assigner, companyId)).toBe(allowed);
  });
});
