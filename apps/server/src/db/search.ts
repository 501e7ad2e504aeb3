import { and, sql, type SQL } from 'drizzle-orm';
import { searchWords } from '@craftwork/domain/lists/search';
import { craftRecords, tasks } from './schema.ts';

/**
 * The spec's search: the term is split on spaces and every word must appear in one of the
 * fields. `haystack` must be the expression of the list's trigram index, so the index serves it.
 */
export function searchCondition(haystack: SQL, words: readonly string[]): SQL | undefined {
  if (words.length === 0) return undefined;
  return and(
    ...words.map(
      (word) => sql`${haystack} like ${`%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`,
    ),
  );
}

/** A list's search box as SQL: its words (searchWords), each found in `haystack`. */
export function searchMatch(haystack: SQL, search: string | null | undefined): SQL | undefined {
  return searchCondition(haystack, searchWords(search));
}

/** Whether a list's search box holds a word: a search, whose total is not estimated. */
export function isSearch(search: string | null | undefined): boolean {
  return searchWords(search).length > 0;
}

export const craftRecordHaystack = sql`lower(${craftRecords.title} || ' ' || ${craftRecords.description} || ' ' || coalesce(${craftRecords.craftDetails}->>'tagNumber', '') || ' ' || coalesce(${craftRecords.craftDetails}->>'workOrder', '') || ' ' || coalesce(${craftRecords.craftDetails}->>'purchaseOrder', ''))`;

export const taskHaystack = sql`lower(${tasks.title} || ' ' || ${tasks.description} || ' ' || coalesce(${tasks.workOrder}, ''))`;
