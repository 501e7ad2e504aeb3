import { describe, expect, it } from 'vitest';
import { CRAFT_TYPE, craftTypeName, isCraftType } from './craft-types.ts';

const SPEC: [number, string][] = [
  [10, 'Scaffolding'],
  [15, 'Insulation'],
  [16, 'Steam Tracing'],
  [17, 'Fireproofing'],
  [20, 'Waterblasting'],
  [21, 'Vacuum Truck'],
  [25, 'Sandblasting'],
  [26, 'Filter Cloths'],
  [30, 'Painting'],
  [40, 'Hoistwells'],
  [50, 'Mobile Equipment'],
  [51, 'Cameras'],
  [60, 'HVAC'],
  [65, 'Electrical'],
  [70, 'Carpentry'],
  [80, 'Plumbing'],
  [90, 'Permitting'],
  [98, 'General Labor'],
  [99, 'Housekeeping'],
  [100, 'Cleaning'],
  [110, 'Checklists'],
];

describe('craft types', () => {
  it('knows exactly the spec catalogue, nothing more', () => {
    const codes = Array.from({ length: 1000 }, (_, code) => code);
    expect(codes.filter(isCraftType)).toEqual(SPEC.map(([code]) => code));
  });

  it.each(SPEC)('names craft type %i %s', (code, name) => {
    expect(craftTypeName(code)).toBe(name);
    expect(isCraftType(code)).toBe(true);
  });

  it.each([0, 11, 101, -10, 10.5])('names unknown code %s Unknown and rejects it', (code) => {
    expect(craftTypeName(code)).toBe('Unknown');
    expect(isCraftType(code)).toBe(false);
  });

  it('names no code outside the catalogue', () => {
    expect(Object.values(CRAFT_TYPE).filter((code) => !isCraftType(code))).toEqual([]);
  });
});
