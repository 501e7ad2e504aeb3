/**
 * The KPI Summary report: one row per KPI card over a range, its figures computed by the KPI
 * dashboard itself (kpiDashboard), so the report says what the dashboard says for the same
 * filters. With a KPIs (v2) template: the template's cards, task types and departments.
 */
import {
  formatKpiValue,
  KPI_NO_VALUE,
  KPI_TARGET_LABELS,
  kpiChange,
} from '@craftwork/domain/kpis/card-display';
import type { TKpiCard } from '@craftwork/domain/kpis/dashboard';
import type { TKpiFilters } from '@craftwork/domain/kpis/filters';
import { DEFAULT_SELECTED_KPI } from '@craftwork/domain/kpis/keys';
import type { TCsvValue } from '@craftwork/domain/lists/csv';
import type { Scope } from '../../access/scope.ts';
import type { DbOrTx } from '../../db/client.ts';
import { templateRun } from '../kpi-templates/index.ts';
import type { SiteConfig } from '../../site-config/site-config.ts';
import { kpiDashboard } from './kpis.service.ts';

export const KPI_SUMMARY_HEADERS = [
  'KPI',
  'Value',
  'Target',
  'Target State',
  'Previous Period',
  'Change',
] as const;

/** What the summary is asked for: site days, and craft types and companies (empty: all). */
export type TKpiSummaryInput = {
  from: string;
  to: string;
  craftTypes: readonly number[];
  companyIds: readonly string[];
  /** A KPIs (v2) template of the site, or null for the dashboard's default cards. */
  templateId: string | null;
};

export type TKpiSummary = {
  /** The template's name, when one was run. */
  templateName: string | null;
  filters: TKpiFilters;
  cards: TKpiCard[];
};

/**
 * The cards of the summary. With a template: its cards (in the dashboard's order), its task
 * types and departments; the report's range always, and its craft types and companies when it
 * names some (else the template's). A template of another site or deleted: NOT_FOUND.
 */
export async function kpiSummary(
  db: DbOrTx,
  scope: Scope,
  site: SiteConfig,
  input: TKpiSummaryInput,
  now: Date,
): Promise<TKpiSummary> {
  const template = input.templateId
    ? await templateRun(db, scope.siteKey, input.templateId, now, site.timezone)
    : null;
  const filters: TKpiFilters = {
    from: input.from,
    to: input.to,
    taskTypes: template?.filters.taskTypes ?? [],
    departments: template?.filters.departments ?? [],
    companyIds:
      input.companyIds.length > 0 || !template
        ? [...input.companyIds]
        : template.filters.companyIds,
    craftTypes:
      input.craftTypes.length > 0 || !template
        ? [...input.craftTypes]
        : template.filters.craftTypes,
  };
  const dashboard = await kpiDashboard(
    db,
    scope,
    site,
    { filters, selectedKey: template?.kpiKeys[0] ?? DEFAULT_SELECTED_KPI },
    now,
  );
  const cards = template
    ? dashboard.cards.filter((c) => template.kpiKeys.includes(c.key))
    : dashboard.cards;
  return { templateName: template?.name ?? null, filters, cards };
}

/** A change as words: "Up 2.5 points", "Down 3", "No change"; -- without one. */
function changeText(card: TKpiCard): string {
  const change = kpiChange(card.change, card);
  if (!change) return KPI_NO_VALUE;
  if (change.direction === 'same') return 'No change';
  const unit = card.type === 'percentage' ? ' points' : '';
  return `${change.direction === 'up' ? 'Up' : 'Down'} ${change.amount}${unit}`;
}

/** A card as a report row, its numbers with the card's precision (as the card shows them). */
export function kpiSummaryRow(card: TKpiCard): TCsvValue[] {
  return [
    card.title,
    formatKpiValue(card.value, card),
    card.target === null ? null : formatKpiValue(card.target, card),
    card.targetState === 'none' ? null : KPI_TARGET_LABELS[card.targetState],
    formatKpiValue(card.previousValue, card),
    changeText(card),
  ];
}
