// @vitest-environment node
/**
 * docs/qa/<machine>.md (`npm run test:paths -- --plan`): a machine's generated paths as numbered
 * steps in the words of its descriptions, each path saying which transitions it is the first to
 * take, together every transition the paths take.
 */
import { describe, expect, it } from 'vitest';
import { fromPromise, setup } from 'xstate';
import { planPage, plainEvent } from '../scripts/path-plans';
import { planOf } from './machines/graph';

const door = setup({
  actors: { unlock: fromPromise(async () => 'open') },
}).createMachine({
  id: 'door',
  description: 'A door that unlocks on a code.',
  initial: 'locked',
  states: {
    locked: {
      description: 'The door is locked.',
      on: {
        'code.entered': { target: 'unlocking', description: 'A code was typed: try it.' },
      },
    },
    unlocking: {
      description: 'Checking the code.',
      tags: ['busy'],
      invoke: {
        src: 'unlock',
        onDone: { target: 'open', description: 'The code was right.' },
        onError: { target: 'locked', description: 'A wrong code: stay locked.' },
      },
    },
    open: { description: 'The door is open.', type: 'final' },
  },
});

const options = {
  events: [
    { type: 'code.entered' },
    { type: 'xstate.done.actor.0.door.unlocking', output: 'open' },
    { type: 'xstate.error.actor.0.door.unlocking', error: 'wrong' },
  ],
};

describe('path plans (docs/qa/)', () => {
  it('writes each path as numbered steps in the words of the descriptions', () => {
    const plan = planOf(door, options);
    const page = planPage('door', 'machines/door.ts', plan);
    expect(page).toContain('# Test plan: door');
    expect(page).toContain('A door that unlocks on a code.');
    expect(page).toContain('1. Start. Now: The door is locked. (`locked`).');
    expect(page).toContain(
      '2. `code.entered`. A code was typed: try it. Now: Checking the code. (`unlocking`). Tags: `busy`.',
    );
    expect(page).toMatch(
      /3\. the call `0\.door\.unlocking` answers with `\{"output":"open"\}`\. The code was right\. Now: The door is open\. \(`open`\)\./,
    );
    expect(page).toContain('A wrong code: stay locked. Now: The door is locked. (`locked`).');
  });

  it('lists only paths that take a transition no earlier path took, together all of them', () => {
    const plan = planOf(door, options);
    const covered = plan.starts.flatMap((s) => s.paths.flatMap((p) => p.covers));
    expect(plan.starts.flatMap((s) => s.paths).every((p) => p.covers.length > 0)).toBe(true);
    expect(new Set(covered).size).toBe(covered.length);
    expect(covered.sort()).toEqual([
      'locked on code.entered[0] → unlocking',
      'unlocking on xstate.done.actor.0.door.unlocking[0] → open',
      'unlocking on xstate.error.actor.0.door.unlocking[0] → locked',
    ]);
  });

  it('says what arrives: a call answering or failing, time passing, an event and its data', () => {
    expect(plainEvent({ type: 'xstate.done.actor.getCart', output: 1 } as never)).toBe(
      'the call `getCart` answers with `{"output":1}`',
    );
    expect(plainEvent({ type: 'xstate.error.actor.getCart' })).toBe('the call `getCart` fails');
    expect(plainEvent({ type: 'xstate.after.second.cart.held' })).toBe(
      'time passes (`after second`)',
    );
    expect(plainEvent({ type: 'pay.requested', method: 'bank' } as never)).toBe(
      '`pay.requested` with `{"method":"bank"}`',
    );
  });
});
