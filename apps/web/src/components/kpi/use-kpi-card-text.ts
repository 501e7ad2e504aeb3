import { useMemo } from 'react';
import { DEFAULT_KPI_CONFIG } from '@craftwork/domain/kpis/config';
import type { TKpiKey } from '@craftwork/domain/kpis/keys';
import { useTranslation } from '../../lib/i18n/i18n';

/**
 * A KPI card's title and tooltip in the language shown. The site stores only what its admin
 * changed, so a text equal to the card's built-in default is that default, written from the
 * kpis catalogue; a title or tooltip the admin typed stays as typed.
 */
export function useKpiCardText() {
  const { t } = useTranslation('kpis');
  return useMemo(
    () => ({
      title: (key: TKpiKey, title: string) =>
        title === DEFAULT_KPI_CONFIG[key].title ? t(`cards.${key}.title`) : title,
      tooltip: (key: TKpiKey, tooltip: string) =>
        tooltip === DEFAULT_KPI_CONFIG[key].tooltip ? t(`cards.${key}.tooltip`) : tooltip,
    }),
    [t],
  );
}
