import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../test/render';
import { RpcFailure, stubRpc } from '../../../test/rpc-stub';
import { CsvImportTab } from '../components/csv-import-tab';

const FIELDS = [
  { key: 'title', label: 'Title', required: true, type: 'text' },
  { key: 'craftType', label: 'Craft type', required: true, type: 'craftType' },
  { key: 'location', label: 'Location', required: false, type: 'location' },
  { key: 'craftDetails.tagNumber', label: 'Tag Number', required: false, type: 'detail' },
];
const HEADERS = ['Title', 'Kind of work', 'Area', 'Tag'];
const INSPECTION = {
  delimiter: 'comma',
  headers: HEADERS,
  rowCount: 3,
  sample: [
    ['North rack', 'Scaffolding', 'Area 1', 'S-1'],
    ['South rack', 'Scaffolding', 'North Yard', 'S-2'],
    ['East rack', 'Scaffolding', 'Area 2', 'S-3'],
  ],
  // "Kind of work" matches no field: the required Craft type is left for the admin to choose.
  mapping: ['title', null, 'location', 'craftDetails.tagNumber'],
  fields: FIELDS,
};
const MAPPED = ['title', 'craftType', 'location', 'craftDetails.tagNumber'];
const COUNTS = { create: 0, update: 0, skip: 0, unchanged: 0 };
const CLEAN = {
  rows: 3,
  ready: 3,
  badRows: 0,
  problems: [],
  moreProblems: 0,
  outcomes: [
    { line: 2, tag: 'S-1', outcome: 'create' },
    { line: 3, tag: 'S-2', outcome: 'skip' },
    { line: 4, tag: 'S-3', outcome: 'update' },
  ],
  counts: { create: 1, update: 1, skip: 1, unchanged: 0 },
};
const WITH_PROBLEMS = {
  rows: 3,
  ready: 1,
  badRows: 2,
  problems: [
    { line: 3, column: 'Area', reason: 'Location "North Yard" does not exist.' },
    { line: 4, column: 'Kind of work', reason: 'Craft type "Dancing" does not exist.' },
  ],
  moreProblems: 0,
  outcomes: [],
  counts: COUNTS,
};

const csvFile = () =>
  new File(['Title,Kind of work,Area,Tag\r\nNorth rack,Scaffolding,Area 1,S-1\r\n'], 'racks.csv', {
    type: 'text/csv',
  });

async function chooseFileAndMapCraftType(user: ReturnType<typeof userEvent.setup>) {
  await user.upload(screen.getByLabelText('Choose CSV file'), csvFile());
  await screen.findByRole('heading', { name: 'racks.csv: 3 rows' });
  await user.click(screen.getByRole('combobox', { name: 'Field for Kind of work' }));
  await user.click(await screen.findByRole('option', { name: 'Craft type (required)' }));
}

describe('the CSV import tab', { timeout: 60_000 }, () => {
  it('shows each column with its first values and the proposed field', async () => {
    const calls = stubRpc({ 'csvImport/inspect': () => INSPECTION });
    const user = userEvent.setup();
    renderWithProviders(<CsvImportTab />);
    await user.upload(screen.getByLabelText('Choose CSV file'), csvFile());

    const table = await screen.findByRole('table', { name: 'Columns of the file' });
    expect(within(table).getByRole('combobox', { name: 'Field for Title' }).textContent).toBe(
      'Title (required)',
    );
    expect(within(table).getByRole('combobox', { name: 'Field for Area' }).textContent).toBe(
      'Location',
    );
    expect(within(table).getByRole('combobox', { name: 'Field for Tag' }).textContent).toBe(
      'Tag Number',
    );
    expect(within(table).getByText('Area 1, North Yard, Area 2')).toBeTruthy();
    const inspect = calls.find((c) => c.path === 'csvImport/inspect');
    expect(inspect?.input).toMatchObject({ kind: 'records' });
    // The test's File crosses into the stubbed fetch as a plain Blob, so only its presence shows.
    expect(inspect?.files).toHaveLength(1);
  });

  it('keeps Check file disabled while a required field has no column', async () => {
    const calls = stubRpc({ 'csvImport/inspect': () => INSPECTION });
    const user = userEvent.setup();
    renderWithProviders(<CsvImportTab />);
    await user.upload(screen.getByLabelText('Choose CSV file'), csvFile());

    expect(
      await screen.findByText(
        'Choose a column or a value for every row for each required field: Craft type.',
      ),
    ).toBeTruthy();
    const check = screen.getByRole('button', { name: 'Check file' });
    expect(check).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('combobox', { name: 'Field for Kind of work' }));
    await user.click(await screen.findByRole('option', { name: 'Craft type (required)' }));
    await waitFor(() => expect(check).toHaveProperty('disabled', false));
    expect(screen.queryByText(/Choose a column or a value/)).toBeNull();
    expect(calls.some((c) => c.path === 'csvImport/dryRun')).toBe(false);
  });

  it('lists each problem by its line and keeps Import disabled', async () => {
    const calls = stubRpc({
      'csvImport/inspect': () => INSPECTION,
      'csvImport/dryRun': () => WITH_PROBLEMS,
    });
    const user = userEvent.setup();
    renderWithProviders(<CsvImportTab />);
    await chooseFileAndMapCraftType(user);
    await user.click(screen.getByRole('button', { name: 'Check file' }));

    const problems = await screen.findByRole('list', { name: 'Problems' });
    expect(
      within(problems)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Line 3: Location "North Yard" does not exist.Column: Area',
      'Line 4: Craft type "Dancing" does not exist.Column: Kind of work',
    ]);
    expect(
      screen.getByText('2 rows have problems; nothing will be imported until they are fixed.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Import' })).toHaveProperty('disabled', true);
    expect(calls.find((c) => c.path === 'csvImport/dryRun')?.input).toMatchObject({
      kind: 'records',
      mapping: MAPPED,
    });
  });

  it('enables Import after a clean check, imports after confirming and shows the count', async () => {
    const calls = stubRpc({
      'csvImport/inspect': () => INSPECTION,
      'csvImport/dryRun': () => CLEAN,
      'csvImport/run': () => ({ imported: true, created: 3, report: CLEAN }),
    });
    const user = userEvent.setup();
    renderWithProviders(<CsvImportTab />);
    await chooseFileAndMapCraftType(user);
    const importButton = screen.getByRole('button', { name: 'Import' });
    expect(importButton).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('button', { name: 'Check file' }));

    expect(
      await screen.findByText(
        '3 rows ready to import: 1 craft record to create, 1 to update, 1 to skip.',
      ),
    ).toBeTruthy();
    const lines = screen.getByRole('list', { name: 'Lines' });
    expect(
      within(lines)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Line 2: tag number S-1 will be created.',
      'Line 3: tag number S-2 is on the site: will be skipped.',
      'Line 4: tag number S-3 is on the site: will be updated.',
    ]);
    await waitFor(() => expect(importButton).toHaveProperty('disabled', false));
    await user.click(importButton);
    const dialog = await screen.findByRole('dialog', { name: 'Import craft records?' });
    expect(
      within(dialog).getByText(/1 craft record will be created and 1 updated on this site\./),
    ).toBeTruthy();
    expect(calls.some((c) => c.path === 'csvImport/run')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));

    // Found once the dialog has closed and the page is no longer hidden behind it.
    const link = await screen.findByRole('link', { name: 'Open the craft record list' });
    expect(link.getAttribute('href')).toBe('/craft-list/all');
    expect(link.closest('[role="status"]')?.textContent).toMatch(
      /^1 craft record created, 1 updated, 1 skipped\./,
    );
    expect(screen.getByRole('list', { name: 'Lines' }).textContent).toContain(
      'Line 3: tag number S-2 is on the site: skipped.',
    );
    expect(calls.find((c) => c.path === 'csvImport/run')?.input).toMatchObject({
      kind: 'records',
      mapping: MAPPED,
      constants: [],
      delimiter: 'comma',
      existing: 'skip',
    });
    expect(screen.queryByRole('table', { name: 'Columns of the file' })).toBeNull();
  });

  it('shows the problems found when the import itself refuses the file', async () => {
    stubRpc({
      'csvImport/inspect': () => INSPECTION,
      'csvImport/dryRun': () => CLEAN,
      // Something changed on the site between the check and the import.
      'csvImport/run': () => ({ imported: false, created: 0, report: WITH_PROBLEMS }),
    });
    const user = userEvent.setup();
    renderWithProviders(<CsvImportTab />);
    await chooseFileAndMapCraftType(user);
    await user.click(screen.getByRole('button', { name: 'Check file' }));
    await user.click(await screen.findByRole('button', { name: 'Import' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import craft records?' });
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));

    const problems = await screen.findByRole('list', { name: 'Problems' });
    expect(within(problems).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Import' })).toHaveProperty('disabled', true);
    expect(screen.queryByText(/imported\./)).toBeNull();
  });

  it('says in words why a file is refused', async () => {
    const message = 'The file has no rows under its header line.';
    stubRpc({
      'csvImport/inspect': () => {
        throw new RpcFailure('BAD_REQUEST', 400, message);
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<CsvImportTab />);
    await user.upload(screen.getByLabelText('Choose CSV file'), csvFile());
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(screen.queryByRole('button', { name: 'Check file' })).toBeNull();
  });

  it('keeps the columns as mapped by hand when the fixed file is chosen again', async () => {
    stubRpc({ 'csvImport/inspect': () => INSPECTION, 'csvImport/dryRun': () => WITH_PROBLEMS });
    const user = userEvent.setup();
    renderWithProviders(<CsvImportTab />);
    await chooseFileAndMapCraftType(user);
    await user.click(screen.getByRole('button', { name: 'Check file' }));
    await screen.findByRole('list', { name: 'Problems' });

    await user.upload(screen.getByLabelText('Choose CSV file'), csvFile());
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Problems' })).toBeNull());
    expect(
      (await screen.findByRole('combobox', { name: 'Field for Kind of work' })).textContent,
    ).toBe('Craft type (required)');
    expect(screen.getByRole('button', { name: 'Check file' })).toHaveProperty('disabled', false);
  });

  it('shows the detected delimiter and reads the file again with the one chosen', async () => {
    const calls = stubRpc({ 'csvImport/inspect': () => INSPECTION });
    const user = userEvent.setup();
    renderWithProviders(<CsvImportTab />);
    await user.upload(screen.getByLabelText('Choose CSV file'), csvFile());
    const choice = await screen.findByRole('combobox', { name: 'Columns separated by' });
    expect(choice.textContent).toBe('Comma (,) (detected)');
    await user.click(choice);
    await user.click(await screen.findByRole('option', { name: 'Semicolon (;)' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.path === 'csvImport/inspect').map((c) => c.input)).toEqual([
        expect.not.objectContaining({ delimiter: expect.anything() }),
        expect.objectContaining({ delimiter: 'semicolon' }),
      ]),
    );
  });

  it('gives a required field one value for every row instead of a column', async () => {
    const calls = stubRpc({
      'csvImport/inspect': () => INSPECTION,
      'csvImport/dryRun': () => CLEAN,
    });
    const user = userEvent.setup();
    renderWithProviders(<CsvImportTab />);
    await user.upload(screen.getByLabelText('Choose CSV file'), csvFile());
    await screen.findByRole('heading', { name: 'racks.csv: 3 rows' });
    await user.click(screen.getByRole('combobox', { name: 'Field' }));
    await user.click(await screen.findByRole('option', { name: 'Craft type (required)' }));
    await user.type(screen.getByRole('textbox', { name: 'Value for every row' }), 'Scaffolding');
    await user.click(screen.getByRole('button', { name: 'Add value' }));
    expect(
      within(screen.getByRole('list', { name: 'Values for every row' })).getByText(
        'Craft type: Scaffolding',
      ),
    ).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'Update existing records' }));
    await user.click(screen.getByRole('button', { name: 'Check file' }));
    await screen.findByRole('list', { name: 'Lines' });
    expect(calls.find((c) => c.path === 'csvImport/dryRun')?.input).toMatchObject({
      mapping: INSPECTION.mapping,
      constants: [{ field: 'craftType', value: 'Scaffolding' }],
      existing: 'update',
    });
  });
});
