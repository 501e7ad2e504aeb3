import { DEFAULT_LANGUAGE } from '../i18n/languages.ts';
import { localeOf, withPercentSign } from '../i18n/format.ts';
import type { TKpiCardConfig } from './config.ts';

/** What a KPI card or summary shows when there is no value (spec 2.5). */
export const KPI_NO_VALUE = '--';

/** The historical dashboard's texts (spec 2.5). */
export const KPI_DASHBOARD_TEXTS = {
  title: 'KPIs',
  disabled: 'KPIs are not enabled on this site.',
  totalStanding: 'Total Scaffolds Standing',
  averageDaysStanding: 'Average Days Standing',
  historicalData: 'Historical Data',
  update: 'Historical Update',
  analytics: 'Analytics',
  noData: 'No data found',
  openWorkByAge: 'Open Work by Age',
  loadError: 'The KPI figures could not be loaded.',
} as const;

/** What a value's format depends on: the card's type (a percentage) and its precision. */
export type TKpiValueFormat = Pick<TKpiCardConfig, 'type' | 'precision'>;

/**
 * A KPI value as a card shows it: the card's precision, the language's grouping and decimal
 * mark (English: en-US), percentages with the language's % (12.5% in English, 12,5 % in
 * German); no value reads --.
 */
export function formatKpiValue(
  value: number | null | undefined,
  card: TKpiValueFormat,
  language: string = DEFAULT_LANGUAGE,
): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return KPI_NO_VALUE;
  const locale = localeOf(language);
  const text = value.toLocaleString(locale, {
    minimumFractionDigits: card.precision,
    maximumFractionDigits: card.precision,
  });
  // -0.0 reads 0.0
  const clean = /[1-9]/.test(text) ? text : text.replace(/[-\u2212]/, '');
  return card.type === 'percentage' ? withPercentSign(clean, language) : clean;
}

/**
 * The words beside a target state's colour (the colour alone says nothing to some readers);
 * the states are the server's (targets.ts), a card without a target shows none.
 */
export const KPI_TARGET_LABELS: Record<'green' | 'amber' | 'red', string> = {
  green: 'On target',
  amber: 'Near target',
  red: 'Off target',
};

export type TKpiChange = {
  direction: 'up' | 'down' | 'same';
  /** The size of the change, formatted with the card's precision (percentages in points). */
  amount: string;
  /** Whether the change goes the good way for the card (null when it did not move). */
  isBetter: boolean | null;
  /** The change in words, for screen readers and the tooltip. */
  label: string;
};

/**
 * A change against the previous period of the same length (value − previous, as the server
 * answers it) as the card shows it; null when either period has no value.
 */
export function kpiChange(
  change: number | null | undefined,
  card: TKpiValueFormat & Pick<TKpiCardConfig, 'targetDirection'>,
  language: string = DEFAULT_LANGUAGE,
): TKpiChange | null {
  if (change === null || change === undefined || !Number.isFinite(change)) return null;
  const factor = 10 ** card.precision;
  const delta = Math.round(change * factor) / factor;
  const amount = formatKpiValue(
    Math.abs(delta),
    { type: 'total', precision: card.precision },
    language,
  );
  const unit = card.type === 'percentage' ? ' points' : '';
  if (delta === 0) {
    return {
      direction: 'same',
      amount,
      isBetter: null,
      label: 'No change from the previous period',
    };
  }
  const direction = delta > 0 ? 'up' : 'down';
  return {
    direction,
    amount,
    isBetter: (direction === 'up') === (card.targetDirection === 'higher'),
    label: `${direction === 'up' ? 'Up' : 'Down'} ${amount}${unit} from the previous period`,
  };
}

/** The arrow shown before a change. */
export const KPI_CHANGE_ARROWS: Record<TKpiChange['direction'], string> = {
  up: '▲',
  down: '▼',
  same: '▬',
};
