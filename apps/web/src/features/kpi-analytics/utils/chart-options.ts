import {
  ANALYTICS_CHART_TYPES,
  analyticsFileName,
  canUseChart,
  type TAnalyticsChartType,
} from '@craftwork/domain/kpis/analytics';
import type { TFunction } from 'i18next';
import { formatExportFileDate } from '@craftwork/domain/format/dates';
import { i18n } from '../../../lib/i18n/i18n';

export type TChartOption = {
  value: TAnalyticsChartType;
  label: string;
  disabled: boolean;
  /** Why the option is disabled, shown under it. */
  reason: string | null;
};

/**
 * The chart select's options: the restricted ones disabled, with the reason, for non-plant users.
 * In English when no translator is given (the file names and the server's CSV stay English).
 */
export function chartOptions(
  isPlantPersonnel: boolean,
  t: TFunction<'kpis'> = i18n.getFixedT('en', 'kpis'),
): TChartOption[] {
  return ANALYTICS_CHART_TYPES.map((value) => {
    const usable = canUseChart(value, isPlantPersonnel);
    return {
      value,
      label: t(`analytics.charts.${value}`),
      disabled: !usable,
      reason: usable ? null : t('analytics.restricted'),
    };
  });
}

/** 'Analytics - {chart title} - {MM-DD-YYYY}.png', dated on the site's calendar. */
export function pngFileName(type: TAnalyticsChartType, now: Date, timeZone: string): string {
  return analyticsFileName(type, formatExportFileDate(now, timeZone), 'png');
}
