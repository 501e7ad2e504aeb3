import { useMemo } from 'react';
import { isBarrierCause } from '@craftwork/domain/catalogues/barrier-causes';
import { isAgeBucket } from '@craftwork/domain/kpis/age';
import {
  SCHEDULE_CLASSES,
  type TKpiTimescale,
  type TScheduleClass,
} from '@craftwork/domain/kpis/keys';
import type { TKpiPieSlice, TKpiSeriesPoint } from '@craftwork/domain/kpis/dashboard';
import { localeOf } from '@craftwork/domain/i18n/format';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useFormat } from '../../../lib/i18n/use-format';

const isScheduleClass = (key: string): key is TScheduleClass =>
  (SCHEDULE_CLASSES as readonly string[]).includes(key);

/**
 * The chart's words in the language shown (issue 37). The server names a slice (an age group,
 * a schedule class, a barrier cause) and a bar's period in English beside its key and start
 * day; these write them from the kpis catalogue and the language's dates. A slice key the
 * catalogue does not have keeps the server's label.
 */
export function useKpiLabels() {
  const { t, i18n } = useTranslation('kpis');
  const format = useFormat();
  const language = i18n.language;
  return useMemo(() => {
    const monthYear = new Intl.DateTimeFormat(localeOf(language), {
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    });
    return {
      slice: (slice: Pick<TKpiPieSlice, 'key' | 'label'>): string => {
        const { key } = slice;
        if (isAgeBucket(key)) return t(`dashboard.slices.ageGroups.${key}`);
        if (isScheduleClass(key)) return t(`dashboard.slices.scheduleClasses.${key}`);
        if (isBarrierCause(key)) return t(`dashboard.slices.barrierCauses.${key}`);
        return slice.label;
      },
      /** Days and weeks (the week's Monday) as the language's date, months and quarters as Nov 2026. */
      period: (point: Pick<TKpiSeriesPoint, 'start'>, timescale: TKpiTimescale): string => {
        const day = new Date(`${point.start}T00:00:00Z`);
        return timescale === 'daily' || timescale === 'weekly'
          ? format.date(day, 'UTC')
          : monthYear.format(day);
      },
    };
  }, [t, format, language]);
}
