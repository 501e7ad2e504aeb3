import { describe, expect, it } from 'vitest';
import { DATE_PRESETS, type TDatePreset } from '@craftwork/domain/kpis/presets';
import { i18n } from '../../../lib/i18n/i18n';

describe('the KPI controls in English', () => {
  const english = i18n.getFixedT('en', 'common');

  it('name the date range presets as the domain does, word for word', () => {
    for (const preset of Object.keys(DATE_PRESETS) as TDatePreset[]) {
      expect(english(`dateRange.presets.${preset}`)).toBe(DATE_PRESETS[preset]);
    }
  });

  it('count a choice as before', () => {
    expect(english('dateRange.selected', { count: 1 })).toBe('1 selected');
    expect(english('dateRange.selected', { count: 3 })).toBe('3 selected');
    expect(i18n.getFixedT('en', 'profile')('changePassword.minLength', { count: 8 })).toBe(
      'At least 8 characters.',
    );
  });
});
