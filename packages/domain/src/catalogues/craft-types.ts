/** Craft types (work types) as catalogued in spec part 2, section 3. */
export const CRAFT_TYPE = {
  SCAFFOLDING: 10,
  INSULATION: 15,
  STEAM_TRACING: 16,
  FIREPROOFING: 17,
  WATERBLASTING: 20,
  VACUUM_TRUCK: 21,
  SANDBLASTING: 25,
  FILTER_CLOTHS: 26,
  PAINTING: 30,
  HOISTWELLS: 40,
  MOBILE_EQUIPMENT: 50,
  CAMERAS: 51,
  HVAC: 60,
  ELECTRICAL: 65,
  CARPENTRY: 70,
  PLUMBING: 80,
  PERMITTING: 90,
  GENERAL_LABOR: 98,
  HOUSEKEEPING: 99,
  CLEANING: 100,
  CHECKLISTS: 110,
} as const;

export type TCraftTypeCode = (typeof CRAFT_TYPE)[keyof typeof CRAFT_TYPE];

export type TCraftType = { readonly code: TCraftTypeCode; readonly name: string };

export const CRAFT_TYPES: readonly TCraftType[] = [
  { code: CRAFT_TYPE.SCAFFOLDING, name: 'Scaffolding' },
  { code: CRAFT_TYPE.INSULATION, name: 'Insulation' },
  { code: CRAFT_TYPE.STEAM_TRACING, name: 'Steam Tracing' },
  { code: CRAFT_TYPE.FIREPROOFING, name: 'Fireproofing' },
  { code: CRAFT_TYPE.WATERBLASTING, name: 'Waterblasting' },
  { code: CRAFT_TYPE.VACUUM_TRUCK, name: 'Vacuum Truck' },
  { code: CRAFT_TYPE.SANDBLASTING, name: 'Sandblasting' },
  { code: CRAFT_TYPE.FILTER_CLOTHS, name: 'Filter Cloths' },
  { code: CRAFT_TYPE.PAINTING, name: 'Painting' },
  { code: CRAFT_TYPE.HOISTWELLS, name: 'Hoistwells' },
  { code: CRAFT_TYPE.MOBILE_EQUIPMENT, name: 'Mobile Equipment' },
  { code: CRAFT_TYPE.CAMERAS, name: 'Cameras' },
  { code: CRAFT_TYPE.HVAC, name: 'HVAC' },
  { code: CRAFT_TYPE.ELECTRICAL, name: 'Electrical' },
  { code: CRAFT_TYPE.CARPENTRY, name: 'Carpentry' },
  { code: CRAFT_TYPE.PLUMBING, name: 'Plumbing' },
  { code: CRAFT_TYPE.PERMITTING, name: 'Permitting' },
  { code: CRAFT_TYPE.GENERAL_LABOR, name: 'General Labor' },
  { code: CRAFT_TYPE.HOUSEKEEPING, name: 'Housekeeping' },
  { code: CRAFT_TYPE.CLEANING, name: 'Cleaning' },
  { code: CRAFT_TYPE.CHECKLISTS, name: 'Checklists' },
];

const NAMES = new Map<number, string>(CRAFT_TYPES.map((t) => [t.code, t.name]));

export function isCraftType(code: number): code is TCraftTypeCode {
  return NAMES.has(code);
}

export function craftTypeName(code: number): string {
  return NAMES.get(code) ?? 'Unknown';
}
