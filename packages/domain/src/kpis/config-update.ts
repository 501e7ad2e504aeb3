import { z } from 'zod';
import { oneLineText } from '../text/text.ts';
import {
  DEFAULT_KPI_CONFIG,
  KPI_TITLE_MAX,
  KPI_TOOLTIP_MAX,
  orderedKpiKeys,
  resolveKpiConfig,
  ZKpiCardConfig,
  type TKpiCardConfig,
  type TKpiConfig,
} from './config.ts';
import { KPI_KEYS, KPI_TIMESCALES, type TKpiKey } from './keys.ts';

/** Texts of the KPI configuration's refusals (the spec gives none). */
export const KPI_CONFIG_MESSAGES = {
  titleRequired: 'This field is required',
  color: 'Use a colour like #1976d2.',
  timescales: 'Choose at least one timescale.',
  currentTimescale: 'The default timescale must be one of the allowed timescales.',
  fixedTimescale: 'This card shows the work open now: its timescale is always Daily.',
  percentageTarget: 'A percentage target can be at most 100.',
  targetNumber: 'Only numbers allowed',
  saved: 'KPI cards saved.',
  restored: 'KPI cards restored to their defaults.',
} as const;

/** Cards whose figures are live (not from daily records): their timescale stays Daily. */
export const KPI_FIXED_TIMESCALE_KEYS: readonly TKpiKey[] = ['kpiOpenWorkByAge'];

/**
 * The fields of one card a site admin edits. The type, chart, icon, craft types and custom
 * series stay as the catalogue defines them (the dashboard draws each KPI its own way).
 */
export const ZKpiCardChanges = z
  .strictObject({
    enabled: z.boolean(),
    order: ZKpiCardConfig.shape.order,
    title: oneLineText(KPI_TITLE_MAX, { required: KPI_CONFIG_MESSAGES.titleRequired }),
    tooltip: oneLineText(KPI_TOOLTIP_MAX),
    color: z.string().regex(/^#[0-9a-fA-F]{6}$/, KPI_CONFIG_MESSAGES.color),
    allowedTimescales: z
      .array(z.enum(KPI_TIMESCALES))
      .min(1, KPI_CONFIG_MESSAGES.timescales)
      .max(KPI_TIMESCALES.length)
      .refine((list) => new Set(list).size === list.length, KPI_CONFIG_MESSAGES.timescales),
    currentTimescale: z.enum(KPI_TIMESCALES),
    target: ZKpiCardConfig.shape.target,
    targetDirection: ZKpiCardConfig.shape.targetDirection,
    precision: ZKpiCardConfig.shape.precision,
    displayCardValue: z.boolean(),
  })
  .partial();

export type TKpiCardChanges = z.output<typeof ZKpiCardChanges>;
export type TKpiCardField = keyof TKpiCardChanges;

/** The editable fields, in the order an audit entry lists them. */
export const KPI_CARD_FIELDS = Object.keys(ZKpiCardChanges.shape) as TKpiCardField[];

const cardShape = Object.fromEntries(KPI_KEYS.map((key) => [key, ZKpiCardChanges.optional()]));

/** kpiConfig.update's input: the changed fields of the changed cards; unknown keys refused. */
export const ZKpiConfigChanges = z.strictObject(
  cardShape as Record<TKpiKey, z.ZodOptional<typeof ZKpiCardChanges>>,
);
export type TKpiConfigChanges = Partial<Record<TKpiKey, TKpiCardChanges>>;

/** kpiConfig.reset's input: one card back to its defaults, or every card when none is named. */
export const ZKpiConfigReset = z.strictObject({ key: z.enum(KPI_KEYS).optional() });
export type TKpiConfigReset = z.output<typeof ZKpiConfigReset>;

/** What the site stores: per card, only the fields that differ from the defaults. */
export type TStoredKpiConfig = Partial<Record<TKpiKey, Partial<TKpiCardConfig>>>;

export type TKpiConfigProblem = { key: TKpiKey; field: TKpiCardField; message: string };

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** The rules across a card's fields, which the field schemas alone cannot check. */
export function kpiCardProblems(key: TKpiKey, card: TKpiCardConfig): TKpiConfigProblem[] {
  const problems: TKpiConfigProblem[] = [];
  if (KPI_FIXED_TIMESCALE_KEYS.includes(key)) {
    if (!same(card.allowedTimescales, ['daily'])) {
      problems.push({
        key,
        field: 'allowedTimescales',
        message: KPI_CONFIG_MESSAGES.fixedTimescale,
      });
    }
  }
  if (!card.allowedTimescales.includes(card.currentTimescale)) {
    problems.push({
      key,
      field: 'currentTimescale',
      message: KPI_CONFIG_MESSAGES.currentTimescale,
    });
  }
  if (card.type === 'percentage' && card.target !== null && card.target > 100) {
    problems.push({ key, field: 'target', message: KPI_CONFIG_MESSAGES.percentageTarget });
  }
  return problems;
}

/** Only the fields of each card that differ from the defaults (an unchanged card is left out). */
export function storedKpiConfigOf(config: TKpiConfig): TStoredKpiConfig {
  const stored: TStoredKpiConfig = {};
  for (const key of KPI_KEYS) {
    const base = DEFAULT_KPI_CONFIG[key];
    const diff: Record<string, unknown> = {};
    for (const [field, value] of Object.entries(config[key])) {
      if (!same(value, base[field as keyof TKpiCardConfig])) diff[field] = value;
    }
    if (Object.keys(diff).length) stored[key] = diff as Partial<TKpiCardConfig>;
  }
  return stored;
}

export type TKpiConfigDiff = {
  /** By card, the changed fields' values before and after; only cards that changed. */
  before: Record<string, Record<string, unknown>>;
  after: Record<string, Record<string, unknown>>;
  keys: TKpiKey[];
};

/** The fields that differ between two configurations, by card; null when none does. */
export function diffKpiConfigs(from: TKpiConfig, to: TKpiConfig): TKpiConfigDiff | null {
  const diff: TKpiConfigDiff = { before: {}, after: {}, keys: [] };
  for (const key of KPI_KEYS) {
    const was: Record<string, unknown> = {};
    const now: Record<string, unknown> = {};
    for (const [field, value] of Object.entries(to[key])) {
      const old = from[key][field as keyof TKpiCardConfig];
      if (same(old, value)) continue;
      was[field] = old;
      now[field] = value;
    }
    if (Object.keys(now).length) {
      diff.before[key] = was;
      diff.after[key] = now;
      diff.keys.push(key);
    }
  }
  return diff.keys.length ? diff : null;
}

export type TKpiConfigChangeResult =
  | { ok: true; config: TKpiConfig; stored: TStoredKpiConfig }
  | { ok: false; problems: TKpiConfigProblem[] };

/**
 * The site's configuration with an admin's changes applied over what it stores (resolved over
 * the defaults first, so a damaged stored value never survives a save), and what to store.
 * Refused whole when a changed card breaks a rule across its fields.
 */
export function applyKpiConfigChanges(
  stored: unknown,
  changes: TKpiConfigChanges,
): TKpiConfigChangeResult {
  const config = resolveKpiConfig(stored);
  const problems: TKpiConfigProblem[] = [];
  for (const key of KPI_KEYS) {
    const change = changes[key];
    if (!change) continue;
    const defined = Object.fromEntries(Object.entries(change).filter(([, v]) => v !== undefined));
    const card = { ...config[key], ...defined } as TKpiCardConfig;
    problems.push(...kpiCardProblems(key, card));
    config[key] = card;
  }
  if (problems.length) return { ok: false, problems };
  return { ok: true, config, stored: storedKpiConfigOf(config) };
}

/** What the site stores once one card (or, with no key, every card) is back to its defaults. */
export function resetKpiConfig(stored: unknown, key?: TKpiKey): TStoredKpiConfig {
  if (!key) return {};
  const next = storedKpiConfigOf(resolveKpiConfig(stored));
  return Object.fromEntries(
    Object.entries(next).filter(([card]) => card !== key),
  ) as TStoredKpiConfig;
}

/** The edited fields that differ between two configurations: what a Save sends. */
export function kpiConfigChangesBetween(from: TKpiConfig, to: TKpiConfig): TKpiConfigChanges {
  const changes: TKpiConfigChanges = {};
  for (const key of KPI_KEYS) {
    const card: Record<string, unknown> = {};
    for (const field of KPI_CARD_FIELDS) {
      if (!same(from[key][field], to[key][field])) card[field] = to[key][field];
    }
    if (Object.keys(card).length) changes[key] = card as TKpiCardChanges;
  }
  return changes;
}

/**
 * Every card's order after moving one card a place up (-1) or down (+1) among all cards,
 * shown or not: the orders become 0, 1, 2 … in the new card order. Unchanged at either end.
 */
export function moveKpiCard(
  config: TKpiConfig,
  key: TKpiKey,
  step: -1 | 1,
): Record<TKpiKey, number> {
  const keys = orderedKpiKeys(config, false);
  const from = keys.indexOf(key);
  const to = from + step;
  const other = keys[to];
  if (from >= 0 && other) {
    keys[from] = other;
    keys[to] = key;
  }
  return Object.fromEntries(keys.map((k, index) => [k, index])) as Record<TKpiKey, number>;
}

/** A target as typed: a number (decimals allowed), none when blank, undefined when not a number. */
export function parseKpiTarget(text: string): number | null | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (!/^\d+(\.\d+)?$/.test(trimmed)) return undefined;
  return Number(trimmed);
}
