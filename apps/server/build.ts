// The production server as JavaScript (issue 36 #4, decision 197): `src/main.ts` and the
// operator commands (`src/cli/admin.ts`) bundled with the domain package into `dist/main.js`
// and `dist/admin.js`; every npm package stays an import of node_modules. `dist/` sits as deep
// under apps/server as `src/` does, so the paths the code takes from `import.meta.url` (the
// built web app, the migrations copied beside the bundles) hold in both.
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));
// Another folder when given (the compiled-server test builds into a temporary one).
const outdir = process.argv[2] ? path.resolve(process.argv[2]) : here('./dist');

rmSync(outdir, { recursive: true, force: true });
await build({
  entryPoints: { main: here('./src/main.ts'), admin: here('./src/cli/admin.ts') },
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  // The workspace's own TypeScript is compiled in; npm packages load from node_modules.
  plugins: [
    {
      name: 'external-packages',
      setup(builder) {
        builder.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@craftwork/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
  logLevel: 'warning',
});
cpSync(here('./src/db/migrations'), `${outdir}/migrations`, { recursive: true });
console.log(`Server compiled into ${outdir}`);
