import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The lint keeps the boundaries of decision 110: run the repository's own lint configuration
// on a deliberate cycle (oxlint's import/no-cycle, decision 186) and on imports that cross a
// boundary (ESLint), and read the errors each reports.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

const zones = new ESLint({ cwd: root });

/** Lints `code` as if it were the file at `file` (relative to the repository). */
async function zoneErrors(file: string, code: string): Promise<string[]> {
  const [result] = await zones.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).map((m) => `${m.ruleId ?? ''}: ${m.message}`);
}

/** oxlint's findings on one file, with the repository's configuration. */
function cycleFindings(file: string): { code: string; filename: string }[] {
  const oxlint = path.join(root, 'node_modules/.bin/oxlint');
  const run = spawnSync(oxlint, ['-c', '.oxlintrc.json', '-f', 'json', file], {
    cwd: root,
    encoding: 'utf8',
  });
  return (JSON.parse(run.stdout) as { diagnostics: { code: string; filename: string }[] })
    .diagnostics;
}

describe('lint boundaries', { timeout: 60_000 }, () => {
  it('refuses an import cycle', () => {
    expect(
      cycleFindings('apps/server/lint-fixtures/cycle-a.ts').map((d) => [d.code, d.filename]),
    ).toEqual([['import(no-cycle)', 'apps/server/lint-fixtures/cycle-a.ts']]);
  });

  it.each([
    [
      'db/ never imports modules/',
      'apps/server/src/db/fixture.ts',
      "import { listTasks } from '../modules/tasks/index.ts';\nexport const x = listTasks;\n",
    ],
    [
      'access/ never imports modules/',
      'apps/server/src/access/fixture.ts',
      "import { findSite } from '../modules/sites/index.ts';\nexport const x = findSite;\n",
    ],
    [
      "a module never imports another module's internals",
      'apps/server/src/modules/dashboard/fixture.ts',
      "import { listTasks } from '../tasks/tasks.service.ts';\nexport const x = listTasks;\n",
    ],
    [
      "a module never imports another module's repository (only its index.ts)",
      'apps/server/src/modules/dashboard/fixture.ts',
      "import { listSiteCompanies } from '../sites/sites.repository.ts';\nexport const x = listSiteCompanies;\n",
    ],
    [
      "the app's http routes never import a module's file (only its index.ts)",
      'apps/server/src/http/fixture.ts',
      "import { listTasks } from '../modules/tasks/tasks.service.ts';\nexport const x = listTasks;\n",
    ],
    [
      'rpc/ never imports modules/',
      'apps/server/src/rpc/fixture.ts',
      "import { siteRouter } from '../modules/sites/index.ts';\nexport const x = siteRouter;\n",
    ],
    [
      'the bench imports the server through its public surface',
      'bench/fixture.ts',
      "import { buildApp } from '../apps/server/src/app.ts';\nexport const x = buildApp;\n",
    ],
    [
      'a service imports drizzle-orm',
      'apps/server/src/modules/dashboard/fixture.service.ts',
      "import { eq } from 'drizzle-orm';\nexport const x = eq;\n",
    ],
    [
      'a service imports the schema',
      'apps/server/src/modules/dashboard/fixture.service.ts',
      "import type { tasks } from '../../db/schema.ts';\nexport type X = typeof tasks;\n",
    ],
  ])('refuses: %s', async (_rule, file, code) => {
    const errors = await zoneErrors(file, code);
    expect(errors.join('\n')).toMatch(/import\/no-restricted-paths|no-restricted-imports/);
  });

  it.each([
    [
      "a module imports another module's index.ts",
      'apps/server/src/modules/dashboard/fixture.ts',
      "import { listSiteCompanies } from '../sites/index.ts';\nexport const x = listSiteCompanies;\n",
    ],
    [
      "the app's http routes import a module's index.ts",
      'apps/server/src/http/fixture.ts',
      "import { listTasks } from '../modules/tasks/index.ts';\nexport const x = listTasks;\n",
    ],
    [
      'a module imports its own services',
      'apps/server/src/modules/tasks/fixture.ts',
      "import { listTasks } from './tasks.service.ts';\nexport const x = listTasks;\n",
    ],
    [
      'the bench imports the public surface',
      'bench/fixture.ts',
      "import { buildApp } from '../apps/server/src/public.ts';\nexport const x = buildApp;\n",
    ],
    [
      'a repository imports drizzle-orm and the schema',
      'apps/server/src/modules/dashboard/fixture.repository.ts',
      "import { eq } from 'drizzle-orm';\nimport { tasks } from '../../db/schema.ts';\nexport const x = eq(tasks.id, 1);\n",
    ],
  ])('allows: %s', async (_rule, file, code) => {
    expect(await zoneErrors(file, code)).toEqual([]);
  });

  it('reads the web build configuration in config/env.ts only', async () => {
    const code = 'export const tiles: unknown = import.meta.env;\n';
    expect((await zoneErrors('apps/web/src/lib/fixture.ts', code)).join('\n')).toContain(
      'config/env.ts',
    );
    expect(await zoneErrors('apps/web/src/config/env.ts', code)).toEqual([]);
  });
});
