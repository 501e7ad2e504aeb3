import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { i18n } from '../../../lib/i18n/i18n';
import { renderWithProviders } from '../../../test/render';
import { countsText, ImportOutcomes, outcomeText } from '../components/import-outcomes';

const t = i18n.getFixedT('en', 'imports');

describe('what each line of a records import does', () => {
  it.each<['create' | 'update' | 'skip' | 'unchanged', string, boolean, string]>([
    ['create', 'RA-1', false, 'Line 2: tag number RA-1 will be created.'],
    ['create', '', true, 'Line 2: a record without a tag number created.'],
    ['update', 'RA-1', true, 'Line 2: tag number RA-1 is on the site: updated.'],
    ['skip', 'RA-1', false, 'Line 2: tag number RA-1 is on the site: will be skipped.'],
    ['unchanged', 'RA-1', true, 'Line 2: tag number RA-1 is on the site and unchanged.'],
  ])('%s %j (done: %s) → %s', (outcome, tag, isDone, text) => {
    expect(outcomeText(t, { line: 2, tag, outcome }, isDone)).toBe(text);
  });

  it.each<[Record<'create' | 'update' | 'skip' | 'unchanged', number>, boolean, string]>([
    [{ create: 1, update: 0, skip: 0, unchanged: 0 }, true, '1 craft record created.'],
    [
      { create: 0, update: 0, skip: 225, unchanged: 0 },
      false,
      '0 craft records to create, 225 to skip.',
    ],
    [
      { create: 2, update: 3, skip: 0, unchanged: 1 },
      true,
      '2 craft records created, 3 updated, 1 unchanged.',
    ],
  ])('%j (done: %s) → %s', (counts, isDone, text) => {
    expect(countsText(t, counts, isDone)).toBe(text);
  });

  // A thousand list items take seconds to render on a busy machine.
  it('lists the first 1,000 lines and counts the rest', { timeout: 60_000 }, () => {
    const outcomes = Array.from({ length: 1200 }, (_, i) => ({
      line: i + 2,
      tag: `T-${i}`,
      outcome: 'skip' as const,
    }));
    renderWithProviders(<ImportOutcomes outcomes={outcomes} isDone />);
    expect(
      within(screen.getByRole('list', { name: 'Lines' })).getAllByRole('listitem'),
    ).toHaveLength(1000);
    expect(screen.getByText('And 200 more lines, counted above.')).toBeTruthy();
  });
});
