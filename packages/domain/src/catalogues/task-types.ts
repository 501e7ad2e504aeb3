import { CRAFT_TYPE } from './craft-types.ts';

/** Task types as catalogued in spec part 2, section 3. */
export const TASK_TYPE = {
  PHONE_CALL: 3,
  ESTIMATE: 5,
  INSTALLATION: 10,
  MODIFICATION: 11,
  REMOVAL: 12,
  INSPECTION: 13,
  MATERIAL_PICKUP: 14,
  AUDIT: 15,
  WATERBLASTING: 20,
  VACUUM_TRUCK: 25,
  SANDBLASTING: 30,
  CLOTH_REPLACEMENT: 31,
  INSULATION: 40,
  STEAM_TRACING: 41,
  FIREPROOFING: 42,
  ABATEMENT: 50,
  PAINTING: 60,
  REPAIR: 70,
  CARPENTRY: 75,
  LOCKOUT: 90,
  WALKTHROUGH: 91,
  PERFORMING_WORK: 92,
  GENERAL_LABOR: 95,
  AUTO_DETAILING: 96,
  HOUSEKEEPING: 99,
  CLEANING: 100,
  OPERATOR_ROUNDS: 110,
  SAFETY_INSPECTION: 111,
  PM_ROUTE: 112,
  HOUSEKEEPING_INSPECTION: 113,
  EQUIPMENT_INSPECTION: 114,
} as const;

export type TTaskTypeCode = (typeof TASK_TYPE)[keyof typeof TASK_TYPE];

export type TTaskType = { readonly code: TTaskTypeCode; readonly name: string };

export const TASK_TYPES: readonly TTaskType[] = [
  { code: TASK_TYPE.PHONE_CALL, name: 'Phone Call' },
  { code: TASK_TYPE.ESTIMATE, name: 'Estimate' },
  { code: TASK_TYPE.INSTALLATION, name: 'Installation' },
  { code: TASK_TYPE.MODIFICATION, name: 'Modification' },
  { code: TASK_TYPE.REMOVAL, name: 'Removal' },
  { code: TASK_TYPE.INSPECTION, name: 'Inspection' },
  { code: TASK_TYPE.MATERIAL_PICKUP, name: 'Material Pickup' },
  { code: TASK_TYPE.AUDIT, name: 'Audit' },
  { code: TASK_TYPE.WATERBLASTING, name: 'Waterblasting' },
  { code: TASK_TYPE.VACUUM_TRUCK, name: 'Vacuum Truck' },
  { code: TASK_TYPE.SANDBLASTING, name: 'Sandblasting' },
  { code: TASK_TYPE.CLOTH_REPLACEMENT, name: 'Cloth Replacement' },
  { code: TASK_TYPE.INSULATION, name: 'Insulation' },
  { code: TASK_TYPE.STEAM_TRACING, name: 'Steam Tracing' },
  { code: TASK_TYPE.FIREPROOFING, name: 'Fireproofing' },
  { code: TASK_TYPE.ABATEMENT, name: 'Abatement' },
  { code: TASK_TYPE.PAINTING, name: 'Painting' },
  { code: TASK_TYPE.REPAIR, name: 'Repair' },
  { code: TASK_TYPE.CARPENTRY, name: 'Carpentry' },
  { code: TASK_TYPE.LOCKOUT, name: 'Lockout' },
  { code: TASK_TYPE.WALKTHROUGH, name: 'Walkthrough' },
  { code: TASK_TYPE.PERFORMING_WORK, name: 'Performing Work' },
  { code: TASK_TYPE.GENERAL_LABOR, name: 'General Labor' },
  { code: TASK_TYPE.AUTO_DETAILING, name: 'Auto Detailing' },
  { code: TASK_TYPE.HOUSEKEEPING, name: 'Housekeeping' },
  { code: TASK_TYPE.CLEANING, name: 'Cleaning' },
  { code: TASK_TYPE.OPERATOR_ROUNDS, name: 'Operator Rounds' },
  { code: TASK_TYPE.SAFETY_INSPECTION, name: 'Safety Inspection' },
  { code: TASK_TYPE.PM_ROUTE, name: 'PM Route' },
  { code: TASK_TYPE.HOUSEKEEPING_INSPECTION, name: 'Housekeeping Inspection' },
  { code: TASK_TYPE.EQUIPMENT_INSPECTION, name: 'Equipment Inspection' },
];

const NAMES = new Map<number, string>(TASK_TYPES.map((t) => [t.code, t.name]));

export function isTaskType(code: number): code is TTaskTypeCode {
  return NAMES.has(code);
}

export function taskTypeName(code: number): string {
  return NAMES.get(code) ?? 'Unknown';
}

const T = TASK_TYPE;
const C = CRAFT_TYPE;

/**
 * Task types each craft type offers (spec part 2, "valid task types per craft type"), in the
 * order the create-task wizard lists them. Craft types not listed offer none.
 */
export const VALID_TASK_TYPES_BY_CRAFT: Readonly<Record<number, readonly TTaskTypeCode[]>> = {
  [C.SCAFFOLDING]: [
    T.INSTALLATION,
    T.MODIFICATION,
    T.REMOVAL,
    T.INSPECTION,
    T.MATERIAL_PICKUP,
    T.AUDIT,
  ],
  [C.WATERBLASTING]: [T.WATERBLASTING],
  [C.VACUUM_TRUCK]: [T.VACUUM_TRUCK],
  [C.SANDBLASTING]: [T.SANDBLASTING],
  [C.STEAM_TRACING]: [T.STEAM_TRACING],
  [C.FIREPROOFING]: [T.FIREPROOFING],
  [C.PAINTING]: [T.PAINTING],
  [C.CARPENTRY]: [T.CARPENTRY],
  [C.HOUSEKEEPING]: [T.HOUSEKEEPING],
  [C.CLEANING]: [T.CLEANING],
  [C.INSULATION]: [T.INSULATION, T.ABATEMENT],
  [C.HOISTWELLS]: [T.INSTALLATION, T.REPAIR, T.REMOVAL, T.INSPECTION],
  [C.CAMERAS]: [T.INSTALLATION, T.REPAIR, T.REMOVAL, T.INSPECTION],
  [C.FILTER_CLOTHS]: [T.CLOTH_REPLACEMENT, T.REPAIR, T.HOUSEKEEPING, T.INSPECTION],
  [C.MOBILE_EQUIPMENT]: [T.REPAIR, T.INSPECTION],
  [C.HVAC]: [T.INSTALLATION, T.REPAIR, T.ESTIMATE, T.PHONE_CALL],
  [C.ELECTRICAL]: [T.REPAIR, T.ESTIMATE, T.PHONE_CALL],
  [C.PLUMBING]: [T.REPAIR, T.ESTIMATE, T.PHONE_CALL],
  [C.GENERAL_LABOR]: [T.GENERAL_LABOR, T.AUTO_DETAILING],
  [C.PERMITTING]: [T.LOCKOUT, T.WALKTHROUGH, T.PERFORMING_WORK],
  [C.CHECKLISTS]: [T.OPERATOR_ROUNDS],
};

/**
 * The task types offered for a craft type on a site: the craft's catalogue list intersected
 * with the site's validTaskTypes, in the craft catalogue's order.
 */
export function validTaskTypesFor(
  craftType: number,
  siteValidTaskTypes: readonly number[],
): TTaskTypeCode[] {
  const allowed = new Set(siteValidTaskTypes);
  return (VALID_TASK_TYPES_BY_CRAFT[craftType] ?? []).filter((t) => allowed.has(t));
}

/** Task types the Inspection list shows. */
export const INSPECTION_TASK_TYPES: readonly number[] = [
  TASK_TYPE.INSPECTION,
  TASK_TYPE.SAFETY_INSPECTION,
  TASK_TYPE.HOUSEKEEPING_INSPECTION,
  TASK_TYPE.EQUIPMENT_INSPECTION,
];
