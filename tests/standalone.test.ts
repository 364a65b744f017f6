// @vitest-environment node
/**
 * docs/machines/standalone/<name>.js, the machines as designers open them (docs/designers.md), are
 * generated (`npm run machines:standalone`, scripts/standalone.ts): a machine that changed without
 * its file fails here; and each file loads and starts where nothing but xstate can be resolved.
 */
import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { machines } from '../scripts/machines-list';
import { standaloneModules, standalonePath } from '../scripts/standalone';

const root = join(import.meta.dirname, '..');
const committed = (name: string) => join(root, standalonePath(name));

describe('standalone machines (docs/machines/standalone/)', () => {
  it('every committed file is what the generator makes of its machine today', async () => {
    const fresh = await standaloneModules();
    expect(fresh.map((m) => m.name)).toEqual(machines.map((m) => m.name));
    for (const { name, path, source } of fresh) {
      const file = join(root, path);
      expect(existsSync(file), `run npm run machines:standalone: ${path} is missing`).toBe(true);
      expect(readFileSync(file, 'utf8'), `run npm run machines:standalone: ${name}`).toBe(source);
    }
  }, 120_000);

  it.each(machines.map((m) => m.name))('%s imports xstate and nothing else', (name) => {
    const { importedFiles } = ts.preProcessFile(readFileSync(committed(name), 'utf8'), true, true);
    expect(importedFiles.map((f) => f.fileName)).toEqual(['xstate']);
  });

  it.each(machines.map((m) => m.name))(
    '%s names every action and guard of its chart (no anonymous inline ones)',
    async (name) => {
      const { machine } = (await import(pathToFileURL(committed(name)).href)) as {
        machine: AnyStateMachine;
      };
      const anonymous: string[] = [];
      // xstate's own: the raise and cancel it adds to a state's entry and exit for each `after`
      type Delayed = { type?: string; id?: unknown; sendId?: unknown };
      const delayed = (item: Delayed) =>
        (item.type === 'xstate.raise' || item.type === 'xstate.cancel') &&
        String(item.id ?? item.sendId).startsWith('xstate.after.');
      const check = (where: string, items: readonly unknown[]) => {
        for (const item of items) {
          if (typeof item === 'function' && !delayed(item as Delayed)) anonymous.push(where);
        }
      };
      const visit = (node: AnyStateNode) => {
        check(`${node.id} entry`, node.entry);
        check(`${node.id} exit`, node.exit);
        for (const t of [...node.transitions.values()].flat().concat(node.always ?? [])) {
          check(`${node.id} ${t.eventType}`, t.actions);
          if (typeof t.guard === 'function') anonymous.push(`${node.id} ${t.eventType} guard`);
        }
        Object.values(node.states).forEach(visit);
      };
      visit(machine.root);
      expect(anonymous).toEqual([]);
    },
  );

  describe('each loads and starts with only xstate installed', () => {
    // a folder holding the files and a node_modules with xstate alone: nothing else resolves
    const dir = mkdtempSync(join(tmpdir(), 'standalone-'));
    beforeAll(() => {
      mkdirSync(join(dir, 'node_modules'));
      symlinkSync(join(root, 'node_modules', 'xstate'), join(dir, 'node_modules', 'xstate'));
      writeFileSync(join(dir, 'package.json'), '{ "type": "module" }');
      for (const { name } of machines) {
        writeFileSync(join(dir, `${name}.js`), readFileSync(committed(name), 'utf8'));
      }
      // one input for all: each machine takes the fields it knows; calls fail (placeholders)
      writeFileSync(
        join(dir, 'start.js'),
        `import { createActor } from 'xstate';
const input = {
  access: { url: 'https://booking.example', token: null },
  code: null,
  paymentMethod: 'bank',
  returnUrls: { accept: 'https://portal.example/ok', cancel: 'https://portal.example/no' },
  balance: null,
};
const { machine } = await import('./' + process.argv[2] + '.js');
const actor = createActor(machine, { input });
let error = null;
actor.subscribe({ error: (e) => { error = String(e); } });
actor.start();
// let the placeholder calls reject and the machine take their error branches
await new Promise((resolve) => setImmediate(resolve));
const { status } = actor.getSnapshot();
actor.stop();
console.log(JSON.stringify({ id: machine.id, status, error }));
`,
      );
    });

    it.each(machines.map((m) => [m.name, m.machine.id] as const))(
      '%s',
      (name, id) => {
        const run = spawnSync(process.execPath, ['start.js', name], { cwd: dir, encoding: 'utf8' });
        expect(run.stderr).toBe('');
        const started = JSON.parse(run.stdout) as { id: string; status: string; error: unknown };
        expect(started).toEqual({
          id,
          status: expect.stringMatching(/^(active|done)$/),
          error: null,
        });
      },
      30_000,
    );
  });
});
