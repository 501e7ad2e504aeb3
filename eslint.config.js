import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import { readdirSync } from 'node:fs';
import globals from 'globals';

// Every web feature folder may import only from itself (features never import one another),
// except the outbox of writes made offline, which the task, photo and wizard screens queue into
// (decision 177). Pieces several screens embed live in components/ (the billing ones in
// components/billing, decision 204), never in a `*-shared` feature.
const featureZones = readdirSync(new URL('./apps/web/src/features', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map(({ name }) => ({
    target: `./apps/web/src/features/${name}`,
    from: './apps/web/src/features',
    except: [...new Set([`./${name}`, './outbox'])],
  }));

const dirsOf = (folder) =>
  readdirSync(new URL(folder, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map(({ name }) => name);

/**
 * A server module's public surface is its `index.ts`: other modules and the app (router, http,
 * jobs, demo, cli) import only that file. Test fixtures (`*.fixture.ts`, test worlds) are not
 * product code and stay importable by tests. Decision 212 (which replaced decision 110's list).
 */
const MODULE_ENTRY = [
  '**/apps/server/src/modules/*/index.ts',
  '**/*.fixture.ts',
  '**/*-test-world.ts',
];

// Server zones: db/ and access/ sit below the modules; a module reaches another only through
// its public surface.
const serverZones = [
  {
    target: './apps/server/src/db',
    from: './apps/server/src/modules',
    message: 'db/ never imports modules/.',
  },
  {
    target: './apps/server/src/access',
    from: './apps/server/src/modules',
    message: 'access/ never imports modules/.',
  },
  {
    target: './apps/server/src/rpc',
    from: './apps/server/src/modules',
    message: 'rpc/ never imports modules/: the root router (src/router.ts) sits above them.',
  },
  ...dirsOf('./apps/server/src/modules').map((name) => ({
    target: `./apps/server/src/modules/${name}`,
    from: './apps/server/src/modules/*/**',
    except: [`**/apps/server/src/modules/${name}/**`, ...MODULE_ENTRY],
    message: "A module imports another only through that module's index.ts (eslint.config.js).",
  })),
  {
    target: [
      './apps/server/src/*.ts',
      ...['http', 'jobs', 'demo', 'cli', 'public-api', 'test'].map((d) => `./apps/server/src/${d}`),
    ],
    from: './apps/server/src/modules/*/**',
    except: MODULE_ENTRY,
    message: 'The app imports a module only through its index.ts (eslint.config.js).',
  },
];

const WEB_SERVER_IMPORT = {
  regex: '^@craftwork/server(?!/router$)',
  message: 'The web app imports the server only as the router type.',
};

/**
 * The web files that may show a failed call's text in English, `errorMessage` as it is: the
 * sign-in page's first bundle (bench/login-modules.json), which has no room for the domain
 * catalogue's code, and the signed-out account pages, whose texts (that one too) come from the
 * signed-out catalogue through `known(...)`. Everything else shows `errorText`.
 */
const ENGLISH_ERROR_MESSAGE_FILES = [
  // The sign-in page's first bundle: bench/login-modules.json (lib/ is exempt as a whole).
  'apps/web/src/app/main.tsx',
  'apps/web/src/app/providers.tsx',
  'apps/web/src/app/router.tsx',
  'apps/web/src/app/routes/auth/login.tsx',
  'apps/web/src/app/routes/guards.tsx',
  'apps/web/src/app/routes/not-found.tsx',
  'apps/web/src/app/routes/start.tsx',
  'apps/web/src/components/errors/not-found.tsx',
  'apps/web/src/components/errors/route-error.tsx',
  'apps/web/src/components/layouts/auth-layout.tsx',
  'apps/web/src/components/ui/full-screen-loader.tsx',
  'apps/web/src/components/ui/link.tsx',
  'apps/web/src/components/ui/password-field.tsx',
  'apps/web/src/components/ui/retry-alert.tsx',
  'apps/web/src/components/ui/snackbar-provider.tsx',
  'apps/web/src/components/ui/snackbar-queue.ts',
  'apps/web/src/components/ui/text-input.tsx',
  'apps/web/src/config/env.ts',
  'apps/web/src/config/paths.ts',
  'apps/web/src/features/app-update/service-worker.ts',
  'apps/web/src/features/app-update/update-prompt.tsx',
  'apps/web/src/features/auth/api/sign-in.ts',
  'apps/web/src/features/auth/api/sso-sign-in.ts',
  'apps/web/src/features/auth/components/login-form.tsx',
  'apps/web/src/features/auth/hooks/login-state.ts',
  // The signed-out account pages: known(errorMessage(…)) in the signed-out catalogue.
  'apps/web/src/features/auth/components/create-account-form.tsx',
  'apps/web/src/features/auth/components/reset-password-form.tsx',
  'apps/web/src/features/auth/components/verify-email-status.tsx',
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'apps/server/src/db/migrations/**',
      // Deliberate lint failures, linted on purpose by src/test/lint-boundaries.test.ts.
      'apps/server/lint-fixtures/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      // Generated from the REST API's document (npm run generate -w @craftwork/sdk).
      'packages/sdk/src/schema.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    plugins: { import: importPlugin },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
      'import/extensions': ['.ts', '.tsx', '.js'],
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'import/no-cycle': 'off',
    },
  },
  {
    // The bench reaches the server through its public surface only.
    files: ['bench/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: 'apps/server/src/(?!public\\.ts$)',
              message: 'The bench imports the server through apps/server/src/public.ts.',
            },
          ],
        },
      ],
    },
  },
  // No import cycles in the apps and the domain (issue 12 #6): oxlint's import/no-cycle
  // (.oxlintrc.json, run by `npm run lint`) follows the whole graph in a second where this
  // plugin's took most of a minute (decision 186).
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/**/*.test.ts', 'apps/server/src/test/**'],
    rules: { 'import/no-restricted-paths': ['error', { zones: serverZones }] },
  },
  {
    // Queries live in a module's repositories (decision 210): services, routers and helpers call
    // repository functions and import neither drizzle-orm nor the schema. Repositories, tests and
    // test fixtures (which arrange rows directly) are not services and may.
    files: ['apps/server/src/modules/**/*.ts'],
    ignores: ['**/*.repository.ts', '**/*.test.ts', '**/*.fixture.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['drizzle-orm', 'drizzle-orm/*', '**/db/schema.ts', '**/db/schema/**'],
              message: 'Queries live in the module repository (*.repository.ts), decision 210.',
            },
          ],
        },
      ],
    },
  },
  {
    // The server's integration files share one module graph (vitest.config.ts): a file that
    // replaces modules is named *.mocking.test.ts and gets a graph of its own.
    files: ['apps/server/src/**/*.test.ts'],
    ignores: ['apps/server/src/**/*.mocking.test.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['mock', 'doMock', 'unmock', 'doUnmock'].map((property) => ({
          object: 'vi',
          property,
          message: 'Name a file that replaces modules *.mocking.test.ts (vitest.config.ts).',
        })),
      ],
    },
  },
  {
    // Tests may assert what they just arranged.
    files: ['**/*.test.ts', '**/*.test.tsx', '**/test/**/*.ts', 'e2e/**/*.ts', 'bench/**/*.ts'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    // The domain package is pure: zod and dayjs only, no I/O, no clock or environment.
    files: ['packages/domain/**/*.ts'],
    ignores: ['packages/domain/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!zod$|zod/|dayjs$|dayjs/|\\.)',
              message: 'The domain package imports only zod and dayjs.',
            },
          ],
        },
      ],
      'no-restricted-globals': ['error', 'process', 'fetch', 'window', 'localStorage'],
    },
  },
  {
    // process.env is read in env.ts only.
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/env.ts', 'apps/server/src/**/*.test.ts', 'apps/server/src/test/**'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration from env.ts.' },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'no-restricted-imports': ['error', { patterns: [WEB_SERVER_IMPORT] }],
      // Web boundaries: shared -> features -> app. Features never import one another.
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            ...featureZones,
            { target: './apps/web/src/features', from: './apps/web/src/app' },
            {
              target: ['./apps/web/src/components', './apps/web/src/lib', './apps/web/src/config'],
              from: ['./apps/web/src/features', './apps/web/src/app'],
            },
          ],
        },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { prefer: 'type-imports' }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    ignores: ['apps/web/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "ImportDeclaration[source.value='@craftwork/server/router'][importKind!='type']",
          message: 'Import the router as a type only.',
        },
        {
          selector: "MemberExpression[object.type='MetaProperty'][property.name='env']",
          message: 'Read the build configuration in config/env.ts only.',
        },
      ],
    },
  },
  {
    // Issue 37 (decision 222): no web source file holds literal user-facing text; it comes from
    // the message catalogues (docs/i18n.md). Tests render components with texts of their own.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['**/__tests__/**', '**/*.test.*'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "ImportDeclaration[source.value='@craftwork/server/router'][importKind!='type']",
          message: 'Import the router as a type only.',
        },
        {
          selector: "MemberExpression[object.type='MetaProperty'][property.name='env']",
          message: 'Read the build configuration in config/env.ts only.',
        },
        {
          selector: 'JSXText[value=/\\p{L}/u]',
          message: 'User-facing text comes from the message catalogue: t(key) (docs/i18n.md).',
        },
        {
          selector: 'JSXExpressionContainer > Literal[value=/\\p{L}/u]',
          message: 'User-facing text comes from the message catalogue: t(key) (docs/i18n.md).',
        },
        {
          // In an element's children: a template in an attribute is an id or a class name.
          selector:
            ':matches(JSXElement, JSXFragment) > JSXExpressionContainer > TemplateLiteral > TemplateElement[value.raw=/\\p{L}/u]',
          message: 'User-facing text comes from the message catalogue: t(key) (docs/i18n.md).',
        },
        {
          selector:
            'JSXAttribute[name.name=/^(aria-label|title|label|placeholder|alt|primary|secondary|helperText|aria-description)$/] > Literal[value=/\\p{L}/u]',
          message: 'User-facing text comes from the message catalogue: t(key) (docs/i18n.md).',
        },
      ],
    },
  },
  {
    // A failed call's text is shown in the language shown: errorText, not errorMessage (English).
    // lib/ holds errorMessage and errorText themselves.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/lib/**', ...ENGLISH_ERROR_MESSAGE_FILES],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            WEB_SERVER_IMPORT,
            {
              regex: '(^|/)lib/errors$',
              importNames: ['errorMessage'],
              message:
                "Show a failed call's text with errorText (lib/i18n/error-text.ts): errorMessage is English.",
            },
          ],
        },
      ],
    },
  },
  {
    // The one place that reads the build configuration.
    files: ['apps/web/src/config/env.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "ImportDeclaration[source.value='@craftwork/server/router'][importKind!='type']",
          message: 'Import the router as a type only.',
        },
      ],
    },
  },
);
