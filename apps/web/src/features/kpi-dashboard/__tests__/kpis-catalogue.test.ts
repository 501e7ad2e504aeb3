import { describe, expect, it } from 'vitest';
import {
  ANALYTICS_CHART_TYPES,
  ANALYTICS_CHARTS,
  ANALYTICS_RESTRICTED_REASON,
  ANALYTICS_TEXTS,
  groupHeading,
  percentageBase,
} from '@craftwork/domain/kpis/analytics';
import {
  KPI_DASHBOARD_TEXTS,
  KPI_TARGET_LABELS,
  kpiChange,
} from '@craftwork/domain/kpis/card-display';
import { DEFAULT_KPI_CONFIG } from '@craftwork/domain/kpis/config';
import { KPI_CONFIG_MESSAGES } from '@craftwork/domain/kpis/config-update';
import { KPI_KEYS, KPI_TIMESCALE_LABELS } from '@craftwork/domain/kpis/keys';
import { KPI_TEMPLATE_TEXTS } from '@craftwork/domain/kpis/templates';
import en from '../../../locales/en/kpis.json';

/** The screens' English comes from the catalogue now: it must stay the domain's (and the spec's). */
describe('the English kpis catalogue', () => {
  it('says what the domain says', () => {
    expect(en.dashboard.title).toBe(KPI_DASHBOARD_TEXTS.title);
    expect(en.dashboard.disabled).toBe(KPI_DASHBOARD_TEXTS.disabled);
    expect(en.dashboard.totalStanding).toBe(KPI_DASHBOARD_TEXTS.totalStanding);
    expect(en.dashboard.averageDaysStanding).toBe(KPI_DASHBOARD_TEXTS.averageDaysStanding);
    expect(en.dashboard.historicalData).toBe(KPI_DASHBOARD_TEXTS.historicalData);
    expect(en.dashboard.update).toBe(KPI_DASHBOARD_TEXTS.update);
    expect(en.dashboard.analytics).toBe(KPI_DASHBOARD_TEXTS.analytics);
    expect(en.dashboard.noData).toBe(KPI_DASHBOARD_TEXTS.noData);
    expect(en.dashboard.target).toEqual(KPI_TARGET_LABELS);
    expect(en.dashboard.timescales).toEqual(KPI_TIMESCALE_LABELS);
    expect(en.dashboard.change.same).toBe(
      kpiChange(0, { type: 'total', precision: 0, targetDirection: 'higher' })?.label,
    );
    expect(en.dashboard.change.up.replace('{amount}', '2')).toBe(
      kpiChange(2, { type: 'total', precision: 0, targetDirection: 'higher' })?.label,
    );
    expect(en.dashboard.change.downPoints.replace('{amount}', '2.5')).toBe(
      kpiChange(-2.5, { type: 'percentage', precision: 1, targetDirection: 'higher' })?.label,
    );
    for (const type of ANALYTICS_CHART_TYPES) {
      expect(en.analytics.charts[type]).toBe(ANALYTICS_CHARTS[type].title);
      expect(en.analytics.groups[ANALYTICS_CHARTS[type].groupBy]).toBe(groupHeading(type));
      expect(en.analytics.bases[ANALYTICS_CHARTS[type].subject]).toBe(percentageBase(type));
    }
    expect(en.analytics.restricted).toBe(ANALYTICS_RESTRICTED_REASON);
    expect(en.analytics.noData).toBe(ANALYTICS_TEXTS.noData);
    expect(en.analytics.showAsPercentage).toBe(ANALYTICS_TEXTS.showAsPercentage);
    expect(en.config.saved).toBe(KPI_CONFIG_MESSAGES.saved);
    expect(en.config.restored).toBe(KPI_CONFIG_MESSAGES.restored);
    expect(en.config.fixedTimescale).toBe(KPI_CONFIG_MESSAGES.fixedTimescale);
    expect(en.templates.title).toBe(KPI_TEMPLATE_TEXTS.title);
    expect(en.templates.disabled).toBe(KPI_TEMPLATE_TEXTS.disabled);
    expect(en.templates.empty).toBe(KPI_TEMPLATE_TEXTS.empty);
    expect(en.templates.created).toBe(KPI_TEMPLATE_TEXTS.created);
    expect(en.templates.updated).toBe(KPI_TEMPLATE_TEXTS.updated);
    expect(en.templates.deleted).toBe(KPI_TEMPLATE_TEXTS.deleted);
    expect(en.templates.duplicated).toBe(`${KPI_TEMPLATE_TEXTS.duplicated} {name}`);
  });

  it("names every card as the domain's defaults do (a stored title equal to them is the default)", () => {
    for (const key of KPI_KEYS) {
      expect(en.cards[key].title).toBe(DEFAULT_KPI_CONFIG[key].title);
      expect(en.cards[key].tooltip).toBe(DEFAULT_KPI_CONFIG[key].tooltip);
    }
    expect(Object.keys(en.cards)).toEqual([...KPI_KEYS]);
  });
});
