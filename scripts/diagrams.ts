/**
 * `npm run diagrams`: writes docs/machines/<name>.md, a Mermaid state diagram of every machine,
 * generated from the machine definitions (scripts/mermaid.ts). tests/diagrams.test.ts fails when
 * a committed diagram no longer matches its machine.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { diagramPage } from './mermaid';
import { machines } from './machines-list';

const dir = join(import.meta.dirname, '..', 'docs', 'machines');
mkdirSync(dir, { recursive: true });
for (const { name, file, machine } of machines) {
  writeFileSync(join(dir, `${name}.md`), diagramPage(name, file, machine));
  console.log(`docs/machines/${name}.md`);
}
