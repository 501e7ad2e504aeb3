import { z } from 'zod';

/** KPI barrier causes (spec part 2 and 3). Keys are stable identifiers stored with KPI data. */
export const BARRIER_CAUSES = [
  { key: 'weatherDelay', label: 'Weather delay' },
  { key: 'waitingOnService', label: 'Waiting on service' },
  { key: 'incorrectMaterials', label: 'Incorrect materials' },
  { key: 'areaNotReady', label: 'Area not ready' },
  { key: 'heatRest', label: 'Heat rest' },
  { key: 'equipmentAvailability', label: 'Equipment availability' },
  { key: 'permitDelay', label: 'Permit delay' },
  { key: 'scopeChange', label: 'Scope change' },
  { key: 'siteEmergency', label: 'Site emergency' },
  { key: 'other', label: 'Other' },
] as const;

export type TBarrierCause = (typeof BARRIER_CAUSES)[number]['key'];

export const BARRIER_CAUSE_KEYS = BARRIER_CAUSES.map((c) => c.key) as [
  TBarrierCause,
  ...TBarrierCause[],
];

export const ZBarrierCause = z.enum(BARRIER_CAUSE_KEYS);

export function isBarrierCause(key: string): key is TBarrierCause {
  return BARRIER_CAUSES.some((c) => c.key === key);
}

export function barrierCauseLabel(key: string): string {
  return BARRIER_CAUSES.find((c) => c.key === key)?.label ?? 'Unknown';
}
