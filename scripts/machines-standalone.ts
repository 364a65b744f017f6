/**
 * `npm run machines:standalone`: writes docs/machines/standalone/<name>.js, every machine of
 * scripts/machines-list.ts as one module that imports only xstate (scripts/standalone.ts), for
 * Stately's editor and the XState VS Code extension (docs/designers.md).
 * tests/standalone.test.ts fails when a committed file no longer matches its machine.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { standaloneModules } from './standalone';

const root = join(import.meta.dirname, '..');
for (const { path, source } of await standaloneModules()) {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), source);
  console.log(path);
}
