import { TASK_STATUS } from '@craftwork/domain/catalogues/task-statuses';
import { TASK_TYPE } from '@craftwork/domain/catalogues/task-types';
import {
  MAP_PIN_CATEGORIES,
  mapPinCategory,
  type TMapPinCategory,
} from '@craftwork/domain/map/pins';

/**
 * How each category looks on the map and in the legend: distinct colours, and a letter (the
 * same in every language, as the pins are drawn). Its name is the field catalogue's
 * `map.category.<category>`.
 */
export const PIN_STYLES: Readonly<Record<TMapPinCategory, { color: string; letter: string }>> = {
  'installed-scaffolds': { color: '#2e7d32', letter: 'I' },
  'today-schedule': { color: '#1565c0', letter: 'T' },
  'awaiting-schedule': { color: '#7b1fa2', letter: 'A' },
  backlog: { color: '#e65100', letter: 'B' },
  'in-progress': { color: '#c62828', letter: 'P' },
};

export type TLatLng = { lat: number; lng: number };

type TMaybePosition = { latitude?: number | null; longitude?: number | null };

export type TPinTask = {
  id: string;
  craftRecordId: string;
  title: string;
  taskStatus: number;
  taskType: number;
  nextOpportunity: boolean;
  timestampScheduled: string | null;
  locationId: string | null;
  locationTitle: string | null;
};

export type TMapPin = {
  task: TPinTask;
  category: TMapPinCategory;
  position: TLatLng;
};

function positionOf(place: TMaybePosition | null | undefined): TLatLng | null {
  const lat = place?.latitude;
  const lng = place?.longitude;
  return typeof lat === 'number' && typeof lng === 'number' && Number.isFinite(lat + lng)
    ? { lat, lng }
    : null;
}

/** The map's centre: the site's coordinates, else the first located location, else none. */
export function siteCenter(
  site: TMaybePosition,
  locations: readonly (TMaybePosition & { id: string })[],
): TLatLng | null {
  return positionOf(site) ?? locations.map(positionOf).find((p) => p !== null) ?? null;
}

/** A stable 32-bit hash of a text (FNV-1a). */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Pins at one place spread over a disc whose area grows with their number. */
const MIN_SPREAD_METERS = 20;
const SPREAD_METERS_PER_ROOT_PIN = 12;

export function spreadRadius(pinsAtPlace: number): number {
  return Math.max(MIN_SPREAD_METERS, SPREAD_METERS_PER_ROOT_PIN * Math.sqrt(pinsAtPlace));
}

/**
 * A task's offset from its place, always the same for the same task and radius: a point of the
 * disc of `radiusMeters` picked by the task id's hash (evenly over the disc's area), so pins at
 * one place spread out instead of stacking.
 */
export function pinOffset(taskId: string, atLatitude: number, radiusMeters: number): TLatLng {
  const h = hash(taskId);
  const angle = ((h & 0xffff) / 0x10000) * 2 * Math.PI;
  const meters = radiusMeters * Math.sqrt(0.05 + 0.95 * ((h >>> 16) / 0x10000));
  const dLat = (meters * Math.cos(angle)) / 111_320;
  const cos = Math.max(Math.cos((atLatitude * Math.PI) / 180), 0.01);
  const dLng = (meters * Math.sin(angle)) / (111_320 * cos);
  return { lat: dLat, lng: dLng };
}

/** What a pin stands for, its category, and its own place when it has one (a record's). */
export type TPinItem = { task: TPinTask; category: TMapPinCategory; at?: TLatLng | null };

/** The tasks of a list with a category (spec part 2, "Map pin categories"); the rest have none. */
export function taskPinItems(
  tasks: readonly TPinTask[],
  { now, timeZone }: { now: Date; timeZone: string },
): TPinItem[] {
  return tasks.flatMap((task) => {
    const category = mapPinCategory(
      {
        taskStatus: task.taskStatus,
        taskType: task.taskType,
        nextOpportunity: task.nextOpportunity,
        timestampScheduled: task.timestampScheduled ? new Date(task.timestampScheduled) : null,
      },
      now,
      timeZone,
    );
    return category ? [{ task, category }] : [];
  });
}

/** A standing scaffold as the server lists it for the Installed Scaffolds pins. */
export type TStandingScaffold = {
  craftRecordId: string;
  title: string;
  latitude: number | null;
  longitude: number | null;
  locationId: string | null;
  locationTitle: string | null;
  installation: { id: string; title: string; timestampScheduled: string | null } | null;
};

/**
 * Each standing scaffold's installation pin (its record's, when its installation is not
 * visible to the user), at the record's own place when it has one.
 */
export function standingScaffoldPinItems(scaffolds: readonly TStandingScaffold[]): TPinItem[] {
  return scaffolds.map((s) => ({
    category: 'installed-scaffolds',
    at: positionOf(s),
    task: {
      id: s.installation?.id ?? `record-${s.craftRecordId}`,
      craftRecordId: s.craftRecordId,
      title: s.installation?.title ?? s.title,
      taskStatus: TASK_STATUS.COMPLETE,
      taskType: TASK_TYPE.INSTALLATION,
      nextOpportunity: false,
      timestampScheduled: s.installation?.timestampScheduled ?? null,
      locationId: s.locationId,
      locationTitle: s.locationTitle,
    },
  }));
}

/**
 * The pins: each item at its own place, else its location's coordinates, else the site's,
 * offset within its place's disc so pins at one place do not stack.
 */
export function mapPins(
  items: readonly TPinItem[],
  {
    center,
    locations,
  }: {
    center: TLatLng;
    locations: readonly (TMaybePosition & { id: string })[];
  },
): TMapPin[] {
  const located = new Map<string, TLatLng>();
  for (const location of locations) {
    const position = positionOf(location);
    if (position) located.set(location.id, position);
  }
  const placed: { task: TPinTask; category: TMapPinCategory; base: TLatLng; place: string }[] = [];
  const perPlace = new Map<string, number>();
  for (const { task, category, at } of items) {
    const atLocation = task.locationId ? located.get(task.locationId) : undefined;
    const place = at ? `${at.lat},${at.lng}` : atLocation && task.locationId ? task.locationId : '';
    perPlace.set(place, (perPlace.get(place) ?? 0) + 1);
    placed.push({ task, category, base: at ?? atLocation ?? center, place });
  }
  return placed.map(({ task, category, base, place }) => {
    const offset = pinOffset(task.id, base.lat, spreadRadius(perPlace.get(place) ?? 1));
    return {
      task,
      category,
      position: { lat: base.lat + offset.lat, lng: base.lng + offset.lng },
    };
  });
}

export type TPinCounts = Record<TMapPinCategory, number>;

export function pinCounts(pins: readonly TMapPin[]): TPinCounts {
  const counts = Object.fromEntries(MAP_PIN_CATEGORIES.map((c) => [c, 0])) as TPinCounts;
  for (const pin of pins) counts[pin.category] += 1;
  return counts;
}
