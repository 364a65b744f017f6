/**
 * A page's own machine (src/app/hooks.ts `usePageActor`, docs/architecture.md "Lifetimes"): it
 * is handed the app, hears of a new access while its page stands (and only of a new one), and
 * stops with its page.
 */
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { assign, fromCallback, setup, type AnyActorRef } from 'xstate';
import { useSelector } from '@xstate/react';
import { AppActorContext, useAppActor, usePageActor } from '../../src/app/hooks';

type Access = { token: string | null };
/** whether the page machine is running: its one child says so as it starts and as it is stopped */
let running = false;

const pageMachine = setup({
  types: {
    input: {} as { app: AnyActorRef; label: string },
    context: {} as { app: AnyActorRef; label: string; told: (string | null)[] },
    events: {} as { type: 'access.changed'; access: Access },
  },
  actors: {
    alive: fromCallback(() => {
      running = true;
      return () => {
        running = false;
      };
    }),
  },
}).createMachine({
  context: ({ input }) => ({ ...input, told: [] }),
  invoke: { src: 'alive' },
  on: {
    'access.changed': {
      actions: assign({ told: ({ context, event }) => [...context.told, event.access.token] }),
    },
  },
});

// the app's place in the tree only: the page machine is handed whatever actor runs there
const appStandIn = setup({}).createMachine({});

const accessChanged = (access: Access) => ({ type: 'access.changed' as const, access });

function Page({ access }: { access: Access }) {
  const actor = usePageActor(pageMachine, { label: 'orders' }, access, accessChanged);
  const app = useAppActor();
  const handed = useSelector(actor, (s) => s.context.app === app);
  const told = useSelector(actor, (s) => s.context.told);
  return <p data-testid="page">{JSON.stringify({ handed, told })}</p>;
}

function Tree({ access }: { access: Access }) {
  return (
    <AppActorContext.Provider
      logic={appStandIn as unknown as Parameters<typeof AppActorContext.Provider>[0]['logic']}
    >
      <Page access={access} />
    </AppActorContext.Provider>
  );
}

const shown = () => JSON.parse(screen.getByTestId('page').textContent ?? '') as unknown;

describe('usePageActor', () => {
  it('starts with its input and the app, and is told a new access, once per change', () => {
    const first = { token: 'a' };
    const { rerender } = render(<Tree access={first} />);
    expect(shown()).toEqual({ handed: true, told: [] });
    // the same access again is no news
    rerender(<Tree access={first} />);
    expect(shown()).toEqual({ handed: true, told: [] });
    rerender(<Tree access={{ token: 'b' }} />);
    expect(shown()).toEqual({ handed: true, told: ['b'] });
    rerender(<Tree access={{ token: null }} />);
    expect(shown()).toEqual({ handed: true, told: ['b', null] });
  });

  it('stops with its page', () => {
    const { unmount } = render(<Tree access={{ token: 'a' }} />);
    expect(running).toBe(true);
    unmount();
    expect(running).toBe(false);
  });
});
