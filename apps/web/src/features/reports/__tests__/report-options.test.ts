import { describe, expect, it } from 'vitest';
import type { TReportType } from '@craftwork/domain/reports/report-types';
import {
  EMPTY_OPTIONS,
  optionsForType,
  reportSizeText,
  reportStatusText,
  shownOptions,
} from '../utils/report-options';

describe('shownOptions', () => {
  it.each<[TReportType, boolean, string[]]>([
    ['open-tasks', true, ['craftTypes', 'companies', 'locations', 'statuses', 'columns']],
    ['completed-tasks', true, ['dateRange', 'craftTypes', 'companies', 'locations', 'columns']],
    ['completed-tasks', false, ['craftTypes', 'companies', 'locations', 'columns']],
    ['standing-scaffolds', true, ['companies', 'locations']],
    ['inventory-summary', true, ['craftTypes', 'locations']],
    ['kpi-summary', true, ['dateRange', 'craftTypes', 'companies', 'kpiTemplate']],
    ['kpi-summary', false, ['craftTypes', 'companies', 'kpiTemplate']],
  ])('%s (date range %s) asks for %j', (type, withDates, expected) => {
    expect(shownOptions(type, withDates)).toEqual(expected);
  });
});

describe('optionsForType', () => {
  const chosen = {
    from: '2026-11-01',
    to: '2026-11-20',
    craftTypes: [10],
    companyIds: ['c-1'],
    locationIds: ['l-1'],
    statuses: [20],
    kpiTemplateId: 't-1',
    columns: ['Title' as const],
    orientation: 'landscape' as const,
  };
  it('keeps only what the type uses', () => {
    expect(optionsForType('standing-scaffolds', chosen, true)).toEqual({
      ...EMPTY_OPTIONS,
      companyIds: ['c-1'],
      locationIds: ['l-1'],
      orientation: 'landscape',
    });
    expect(optionsForType('kpi-summary', chosen, true)).toEqual({
      ...EMPTY_OPTIONS,
      from: '2026-11-01',
      to: '2026-11-20',
      craftTypes: [10],
      companyIds: ['c-1'],
      kpiTemplateId: 't-1',
      orientation: 'landscape',
    });
  });
  it('drops the date range for a saved configuration', () => {
    const saved = optionsForType('completed-tasks', chosen, false);
    expect([saved.from, saved.to]).toEqual([null, null]);
  });
});

describe('report status and size in words', () => {
  it.each([
    [{ status: 'queued', progress: 0, error: null }, 'Queued'],
    [{ status: 'running', progress: 41.6, error: null }, 'Running 42%'],
    [{ status: 'ready', progress: 100, error: null }, 'Ready'],
    [{ status: 'failed', progress: 10, error: 'Storage is full.' }, 'Failed: Storage is full.'],
    [{ status: 'failed', progress: 10, error: null }, 'Failed'],
  ] as const)('%j reads %s', (row, text) => {
    expect(reportStatusText(row)).toBe(text);
  });
  it('gives sizes for people', () => {
    expect(reportSizeText({ csvSize: 532, pdfSize: 2.5 * 1024 * 1024 })).toBe(
      'CSV 532 B · PDF 2.5 MB',
    );
    expect(reportSizeText({ csvSize: 14_000, pdfSize: null })).toBe('CSV 14 KB');
    expect(reportSizeText({ csvSize: null, pdfSize: null })).toBe('');
  });
});
