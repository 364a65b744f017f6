// @vitest-environment node
/**
 * docs/machines/<name>.md are generated from the machines (`npm run diagrams`); a machine that
 * changed without its diagram fails here.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createMachine } from 'xstate';
import { machines } from '../scripts/machines-list';
import { diagramPage, eventLabel, toMermaid } from '../scripts/mermaid';

const root = join(import.meta.dirname, '..');

describe('machine diagrams (docs/machines/)', () => {
  it.each(machines.map((m) => [m.name, m] as const))('%s is current', (name, { file, machine }) => {
    const path = join(root, 'docs', 'machines', `${name}.md`);
    expect(existsSync(path), `run npm run diagrams: docs/machines/${name}.md is missing`).toBe(
      true,
    );
    expect(readFileSync(path, 'utf8'), 'run npm run diagrams').toBe(
      diagramPage(name, file, machine),
    );
  });

  it('draws nesting, parallel regions, guards and internal events readably', () => {
    const machine = createMachine({
      id: 'm',
      initial: 'a',
      on: { reset: { target: '.a' } },
      states: {
        a: { on: { go: [{ guard: 'ready', target: 'b' }, { target: 'c' }] } },
        b: {
          type: 'parallel',
          states: {
            x: { initial: 'x1', states: { x1: {} } },
            y: { initial: 'y1', states: { y1: {} } },
          },
        },
        c: { type: 'final' },
      },
    });
    const text = toMermaid(machine);
    expect(text).toContain('[*] --> a');
    expect(text).toContain('a --> b: go [ready]');
    expect(text).toContain('a --> c: go');
    expect(text).toContain('state b {');
    expect(text).toContain('  --');
    expect(text).toContain('c --> [*]');
    expect(text).toContain('anyState --> a: reset');
    expect(eventLabel('xstate.done.actor.getCart')).toBe('done: getCart');
    expect(eventLabel('xstate.error.actor.getCart')).toBe('error: getCart');
    expect(eventLabel('xstate.after.second.cart.held.counting')).toBe('after second');
  });
});
