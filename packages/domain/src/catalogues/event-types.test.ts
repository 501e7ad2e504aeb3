import { describe, expect, it } from 'vitest';
import { EVENT_TYPE, eventTypeLabel, isEventType } from './event-types.ts';

const SPEC: [number, string][] = [
  [10, 'New user approved'],
  [11, 'User requested approval'],
  [20, 'Craft record created'],
  [30, 'New task added'],
  [31, 'Task status updated'],
  [32, 'Reassigned to a different company'],
  [33, 'Description changed'],
  [34, 'Work order updated'],
  [36, 'Details updated'],
  [96, 'Schedule date changed'],
  [98, 'Task deleted'],
  [198, 'Task restored'],
  [40, 'Updated title'],
  [41, 'Updated description'],
  [42, 'Added photo'],
  [43, 'Removed photo'],
  [44, 'Changed asset'],
  [45, 'Craft record details updated'],
  [46, 'Changed location'],
  [47, 'Updated location on map'],
  [48, 'Added attachment'],
  [49, 'Removed attachment'],
  [99, 'Craft record deleted'],
  [199, 'Craft record restored'],
];

describe('event types', () => {
  it('knows exactly the spec catalogue, nothing more', () => {
    const codes = Array.from({ length: 1000 }, (_, code) => code);
    expect(codes.filter(isEventType)).toEqual(SPEC.map(([code]) => code).sort((a, b) => a - b));
  });

  it.each(SPEC)('labels event %i "%s"', (code, label) => {
    expect(eventTypeLabel(code)).toBe(label);
    expect(isEventType(code)).toBe(true);
  });

  it.each([0, 12, 35, 97, 200])('labels code %i Unknown Event', (code) => {
    expect(eventTypeLabel(code)).toBe('Unknown Event');
    expect(isEventType(code)).toBe(false);
  });

  it('names no code outside the catalogue', () => {
    expect(Object.values(EVENT_TYPE).filter((code) => !isEventType(code))).toEqual([]);
  });
});
