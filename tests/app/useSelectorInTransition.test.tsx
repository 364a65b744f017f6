import { useLayoutEffect, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { createActor, createMachine } from 'xstate';
import { useSelectorInTransition } from '../../src/app/hooks';

/**
 * `useSelectorInTransition` (src/app/hooks.ts): an actor's changes drawn as transitions, which
 * React renders after any urgent update and in slices. What shows it from outside is the order of
 * the commits: an urgent update made at the same moment reaches the screen first, on its own.
 */
const machine = createMachine({
  initial: 'starting',
  states: { starting: { on: { done: 'ready' } }, ready: {} },
});

describe('useSelectorInTransition', () => {
  it('follows the actor, drawing its change after an urgent update made at the same moment', () => {
    const actor = createActor(machine).start();
    const commits: string[] = [];
    let setClicks!: (n: number) => void;
    function Shell() {
      const phase = useSelectorInTransition(actor, (s) => s.value);
      const [clicks, set] = useState(0);
      setClicks = set;
      useLayoutEffect(() => {
        commits.push(`${String(phase)}/${clicks}`);
      });
      return <p>{String(phase)}</p>;
    }
    render(<Shell />);
    act(() => {
      actor.send({ type: 'done' });
      setClicks(1);
    });
    expect(commits).toEqual(['starting/0', 'starting/1', 'ready/1']);
    expect(screen.getByText('ready')).toBeInTheDocument();
  });

  it('does not miss a change made between the first render and its subscription', async () => {
    const actor = createActor(machine).start();
    function Phase() {
      const phase = useSelectorInTransition(actor, (s) => s.value);
      // the change comes while React renders, before any effect has subscribed
      if (phase === 'starting') actor.send({ type: 'done' });
      return <p>{String(phase)}</p>;
    }
    render(<Phase />);
    expect(await screen.findByText('ready')).toBeInTheDocument();
  });
});
