import { CRAFT_TYPE, isCraftType } from '../catalogues/craft-types.ts';

/** Spec part 2: an absent record's list is /craft-list/{craftType}, "default 10". */
export const ABSENT_RECORD_DEFAULT_CRAFT_TYPE = CRAFT_TYPE.SCAFFOLDING;

/**
 * The craft type whose list a user goes to when the record they opened is deleted or absent:
 * the first known craft type of, in order, the record's last data, the link's `craftType`, the
 * global work type in use; else the spec's default.
 */
export function absentRecordCraftType(candidates: readonly (number | null | undefined)[]): number {
  return (
    candidates.find((c): c is number => typeof c === 'number' && isCraftType(c)) ??
    ABSENT_RECORD_DEFAULT_CRAFT_TYPE
  );
}
