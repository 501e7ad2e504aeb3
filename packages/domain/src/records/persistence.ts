import { z } from 'zod';
import { CRAFT_TYPE } from '../catalogues/craft-types.ts';
import { TASK_TYPE } from '../catalogues/task-types.ts';

/** What completing a task does to its craft record: close it, ask, or keep it open. */
export const CRAFT_RECORD_PERSISTENCE_VALUES = ['close', 'prompt', 'keep'] as const;
export type TCraftRecordPersistence = (typeof CRAFT_RECORD_PERSISTENCE_VALUES)[number];
export const ZCraftRecordPersistence = z.enum(CRAFT_RECORD_PERSISTENCE_VALUES);

/** The user's answer to the persistence prompt. */
export const PERSISTENCE_CHOICES = ['keep', 'close'] as const;
export type TPersistenceChoice = (typeof PERSISTENCE_CHOICES)[number];
export const ZPersistenceChoice = z.enum(PERSISTENCE_CHOICES);

export const PERSISTENCE_CHOICE_LABELS: Readonly<Record<TPersistenceChoice, string>> = {
  keep: 'Keep Open',
  close: 'Close',
};

const C = CRAFT_TYPE;

/**
 * Craft types whose tasks ask Keep Open / Close on completion. The spec's list (waterblasting,
 * sandblasting, insulation, steam tracing, fireproofing, painting, housekeeping, cleaning,
 * vacuum truck, carpentry, general labor) is read as craft types: so every Insulation task
 * (Abatement too) and every General Labor task (Auto Detailing too) prompts, while a Filter
 * Cloths Housekeeping task keeps the record open.
 */
export const PROMPT_CRAFT_TYPES: readonly number[] = [
  C.WATERBLASTING,
  C.SANDBLASTING,
  C.INSULATION,
  C.STEAM_TRACING,
  C.FIREPROOFING,
  C.PAINTING,
  C.HOUSEKEEPING,
  C.CLEANING,
  C.VACUUM_TRUCK,
  C.CARPENTRY,
  C.GENERAL_LABOR,
];

/**
 * A new task's craftRecordPersistence, by craft and task type (spec part 2, "Craft record
 * open/closed and persistence"): removal tasks (of any craft) close the record; Permitting's
 * Performing Work closes it; the prompt crafts ask; all others keep it open.
 */
export function craftRecordPersistence(
  craftType: number,
  taskType: number,
): TCraftRecordPersistence {
  if (taskType === TASK_TYPE.REMOVAL) return 'close';
  if (craftType === C.PERMITTING && taskType === TASK_TYPE.PERFORMING_WORK) return 'close';
  if (PROMPT_CRAFT_TYPES.includes(craftType)) return 'prompt';
  return 'keep';
}

/**
 * Whether completing the task closes its record: always for close, never for keep, and for
 * prompt only when the user chose Close (no answer, e.g. because other tasks are still open
 * and no prompt was shown, keeps it open). A task with no persistence keeps it open.
 */
export function recordClosesOnCompletion(
  persistence: TCraftRecordPersistence | null | undefined,
  choice: TPersistenceChoice | null | undefined,
): boolean {
  if (persistence === 'close') return true;
  if (persistence === 'prompt') return choice === 'close';
  return false;
}
