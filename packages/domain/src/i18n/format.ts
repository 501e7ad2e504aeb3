import {
  formatListDateTime as formatSpecListDateTime,
  formatTimeline as formatSpecTimeline,
} from '../format/dates.ts';
import { DEFAULT_LANGUAGE, isLanguage, type TLanguage } from './languages.ts';

/**
 * The locale each language formats dates, numbers and money in. English stays en-US: the
 * spec's MM/DD/YYYY. Arabic keeps Latin digits, as tag numbers and quantities on site are read.
 */
const LOCALES: Record<TLanguage, string> = {
  en: 'en-US',
  de: 'de-DE',
  es: 'es-ES',
  pl: 'pl-PL',
  'pt-BR': 'pt-BR',
  ar: 'ar-u-nu-latn',
};

export function localeOf(language: string): string {
  return LOCALES[isLanguage(language) ? language : DEFAULT_LANGUAGE];
}

/** A calendar date: 11/30/2026 in English, 30.11.2026 in German and Polish. */
export function formatDate(value: Date, language: string, timeZone?: string): string {
  return new Intl.DateTimeFormat(localeOf(language), {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    timeZone,
  }).format(value);
}

/** A date with its time of day: 11/30/2026, 3:05 PM in English, 30.11.2026, 15:05 in Polish. */
export function formatDateTime(value: Date, language: string, timeZone?: string): string {
  return new Intl.DateTimeFormat(localeOf(language), {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
  }).format(value);
}

/**
 * A list's date-time on the site's clock: English keeps the spec's MM/DD/YYYY hh:mm A
 * (11/30/2026 03:05 PM), another language writes it its own way (30.11.2026, 15:05 in Polish).
 */
export function formatListDateTime(value: Date, language: string, timeZone: string): string {
  return isLanguage(language) && language !== DEFAULT_LANGUAGE
    ? formatDateTime(value, language, timeZone)
    : formatSpecListDateTime(value, timeZone);
}

/**
 * An event's date-time on the site's clock, as timelines and detail lines write it: English keeps
 * the spec's MMM DD YYYY hh:mma (Nov 30 2026 03:05pm), another language writes it its own way
 * with the month's short name (30 lis 2026, 15:05 in Polish).
 */
export function formatTimelineDateTime(value: Date, language: string, timeZone: string): string {
  return isLanguage(language) && language !== DEFAULT_LANGUAGE
    ? new Intl.DateTimeFormat(localeOf(language), {
        year: 'numeric',
        month: 'short',
        day: '2-digit',
        hour: 'numeric',
        minute: '2-digit',
        timeZone,
      }).format(value)
    : formatSpecTimeline(value, timeZone);
}

/**
 * A time of day, as calendar cards and "checked at" lines write it: English keeps the calendar's
 * h:mm A (3:05 PM, a plain space before PM), another language writes it its own way (15:05 in
 * Polish). Without a time zone, the reader's own clock.
 */
export function formatTimeOfDay(value: Date, language: string, timeZone?: string): string {
  const parts = new Intl.DateTimeFormat(localeOf(language), {
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
  }).formatToParts(value);
  // ICU writes a narrow no-break space before AM/PM in English; the calendar has a plain one.
  return isLanguage(language) && language !== DEFAULT_LANGUAGE
    ? parts.map((part) => part.value).join('')
    : parts
        .map((part) => (part.type === 'literal' ? part.value.replace(/\s/gu, ' ') : part.value))
        .join('');
}

export function formatNumber(value: number, language: string): string {
  return new Intl.NumberFormat(localeOf(language)).format(value);
}

/** A number written as percent in the language's way: 12.5% in English, 12,5 % in German. */
export function withPercentSign(number: string, language: string): string {
  return new Intl.NumberFormat(localeOf(language), { style: 'percent' })
    .format(0)
    .replace('0', number);
}

/** A count of percent (12.5, not 0.125), its digits as formatNumber writes them. */
export function formatPercent(value: number, language: string): string {
  return withPercentSign(formatNumber(value, language), language);
}

/** Money is stored as integer cents. */
export function formatMoney(cents: number, language: string, currency = 'USD'): string {
  return new Intl.NumberFormat(localeOf(language), { style: 'currency', currency }).format(
    cents / 100,
  );
}
