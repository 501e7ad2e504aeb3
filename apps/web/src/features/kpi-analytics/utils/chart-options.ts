import {
  ANALYTICS_CHART_TYPES,
  ANALYTICS_CHARTS,
  ANALYTICS_RESTRICTED_REASON,
  analyticsFileName,
  canUseChart,
  type TAnalyticsChartType,
} from '@craftwork/domain/kpis/analytics';
import { formatExportFileDate } from '@craftwork/domain/format/dates';

export type TChartOption = {
  value: TAnalyticsChartType;
  label: string;
  disabled: boolean;
  /** Why the option is disabled, shown under it. */
  reason: string | null;
};

/** The chart select's options: the restricted ones disabled, with the reason, for non-plant users. */
export function chartOptions(isPlantPersonnel: boolean): TChartOption[] {
  return ANALYTICS_CHART_TYPES.map((value) => {
    const usable = canUseChart(value, isPlantPersonnel);
    return {
      value,
      label: ANALYTICS_CHARTS[value].title,
      disabled: !usable,
      reason: usable ? null : ANALYTICS_RESTRICTED_REASON,
    };
  });
}

/** 'Analytics - {chart title} - {MM-DD-YYYY}.png', dated on the site's calendar. */
export function pngFileName(type: TAnalyticsChartType, now: Date, timeZone: string): string {
  return analyticsFileName(type, formatExportFileDate(now, timeZone), 'png');
}
