import { z } from 'zod';
import { CRAFT_TYPES, isCraftType } from '../catalogues/craft-types.ts';
import { TASK_TYPES, VALID_TASK_TYPES_BY_CRAFT, isTaskType } from '../catalogues/task-types.ts';
import { MAX_TAX_RATE_BP } from '../billing/money.ts';
import { HOST_PATTERN } from './customer-app.ts';
import { SITE_SETTINGS_LIMITS, SITE_SETTINGS_MESSAGES } from './settings-texts.ts';

/** The site settings' single fields, as the screen types them and the change checks them. */

/** A tax rate typed in percent (up to 2 decimals) in basis points, or null when it is not one. */
export function percentToBasisPoints(typed: string): number | null {
  const text = typed.trim();
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(text)) return null;
  const [whole, fraction = ''] = text.split('.');
  const bp = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return bp <= MAX_TAX_RATE_BP ? bp : null;
}

/** Basis points as the percent a site admin types (825 → '8.25'). */
export function basisPointsToPercent(bp: number): string {
  const whole = Math.trunc(bp / 100);
  const rest = bp % 100;
  return rest === 0 ? String(whole) : `${whole}.${String(rest).padStart(2, '0').replace(/0$/, '')}`;
}

/** Whether the runtime knows an IANA time zone name (the server's and the browser's Intl). */
export function isTimeZone(value: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(value)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

export const ZTimeZone = z
  .string()
  .trim()
  .max(SITE_SETTINGS_LIMITS.timeZone, { error: SITE_SETTINGS_MESSAGES.timeZone })
  .refine(isTimeZone, { error: SITE_SETTINGS_MESSAGES.timeZone });

/** The customer app's host, or '' for none (the banner then uses the server's configured one). */
export const ZCustomerAppHost = z
  .string()
  .trim()
  .max(SITE_SETTINGS_LIMITS.host, { error: SITE_SETTINGS_MESSAGES.host })
  .refine((v) => v === '' || HOST_PATTERN.test(v), { error: SITE_SETTINGS_MESSAGES.host });

/** Whether 'YYYY-MM-DD' names a real calendar day. */
function isCalendarDay(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** The rental billing cut-off: a site day 'YYYY-MM-DD', or '' for none (nothing stored). */
export const ZRentalBillingCutoff = z
  .string()
  .trim()
  .max(10, { error: SITE_SETTINGS_MESSAGES.cutoff })
  .refine((v) => v === '' || (/^\d{4}-\d{2}-\d{2}$/.test(v) && isCalendarDay(v)), {
    error: SITE_SETTINGS_MESSAGES.cutoff,
  });

function uniqueCodes(codes: readonly number[]): boolean {
  return new Set(codes).size === codes.length;
}

/** A list of catalogue codes: known, at least one, each once. */
export function codeList(isCode: (code: number) => boolean, max: number, required: string) {
  return z
    .array(z.number().int().refine(isCode, { error: SITE_SETTINGS_MESSAGES.unknownCode }))
    .min(1, { error: required })
    .max(max)
    .refine(uniqueCodes, { error: SITE_SETTINGS_MESSAGES.duplicate });
}

/** Whether a craft type offers a task type in the catalogue. */
export function craftOffersTaskType(craftType: number, taskType: number): boolean {
  return (VALID_TASK_TYPES_BY_CRAFT[craftType] ?? []).includes(taskType as never);
}

const MAX_PAIRS = CRAFT_TYPES.length * TASK_TYPES.length;

/** Craft and task type pairs the catalogue offers, each once. */
export const ZPairList = z
  .array(
    z
      .object({
        craftType: z
          .number()
          .int()
          .refine((c: number): boolean => isCraftType(c), {
            error: SITE_SETTINGS_MESSAGES.unknownCode,
          }),
        taskType: z
          .number()
          .int()
          .refine((c: number): boolean => isTaskType(c), {
            error: SITE_SETTINGS_MESSAGES.unknownCode,
          }),
      })
      .strict()
      .refine((p) => craftOffersTaskType(p.craftType, p.taskType), {
        error: SITE_SETTINGS_MESSAGES.pair,
      }),
  )
  .max(MAX_PAIRS)
  .refine((pairs) => uniqueCodes(pairs.map((p) => p.craftType * 1000 + p.taskType)), {
    error: SITE_SETTINGS_MESSAGES.duplicate,
  });

export const ZMapCenter = z
  .object({
    latitude: z
      .number({ error: SITE_SETTINGS_MESSAGES.latitude })
      .min(-90, { error: SITE_SETTINGS_MESSAGES.latitude })
      .max(90, { error: SITE_SETTINGS_MESSAGES.latitude }),
    longitude: z
      .number({ error: SITE_SETTINGS_MESSAGES.longitude })
      .min(-180, { error: SITE_SETTINGS_MESSAGES.longitude })
      .max(180, { error: SITE_SETTINGS_MESSAGES.longitude }),
  })
  .strict();

export type TMapCenter = z.output<typeof ZMapCenter>;
