import { describe, expect, it } from 'vitest';
import { ZBarrierCause, barrierCauseLabel, isBarrierCause } from './barrier-causes.ts';

const SPEC: [string, string][] = [
  ['weatherDelay', 'Weather delay'],
  ['waitingOnService', 'Waiting on service'],
  ['incorrectMaterials', 'Incorrect materials'],
  ['areaNotReady', 'Area not ready'],
  ['heatRest', 'Heat rest'],
  ['equipmentAvailability', 'Equipment availability'],
  ['permitDelay', 'Permit delay'],
  ['scopeChange', 'Scope change'],
  ['siteEmergency', 'Site emergency'],
  ['other', 'Other'],
];

describe('barrier causes', () => {
  it.each(SPEC)('labels %s "%s" and accepts the key', (key, label) => {
    expect(barrierCauseLabel(key)).toBe(label);
    expect(isBarrierCause(key)).toBe(true);
    expect(ZBarrierCause.parse(key)).toBe(key);
  });

  it.each(['', 'Weather delay', 'weatherdelay', 'rain'])('rejects %j', (key) => {
    expect(isBarrierCause(key)).toBe(false);
    expect(barrierCauseLabel(key)).toBe('Unknown');
    expect(ZBarrierCause.safeParse(key).success).toBe(false);
  });
});
