/** The venue simulator over real HTTP, with its scenario controls. */
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { startSim } from '../../../venue-sim/server';
import type { ScenarioPatch } from '../../../venue-sim/sim';
import { wireFor } from './wire';

export const NOW = '2026-11-21T09:30:00+02:00';
export const TODAY = '2026-11-21';

export type Scenario = ScenarioPatch;

export async function openSim() {
  const running = await startSim();
  const control = async (path: 'reset' | 'scenario', body: Scenario) => {
    const response = await fetch(`${running.url}/__sim/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`sim ${path}: ${response.status}`);
  };
  return {
    url: running.url,
    close: running.close,
    /** fresh seeded world, the clock fixed at NOW */
    reset: (scenario: Scenario = {}) => control('reset', { now: NOW, ...scenario }),
    scenario: (scenario: Scenario) => control('scenario', scenario),
    /** a wire pointed at this simulator, the booking address set as getOptions gives it */
    wire: () => wireFor(`${running.url}/wp-json/data/v1/`, `${running.url}/api`),
  };
}

export type OpenSim = Awaited<ReturnType<typeof openSim>>;

/**
 * One simulator for the whole test file, reset (clock fixed at NOW) before each test. Call at the
 * top level of a test file; the returned handle is usable inside tests and hooks.
 */
export function simulatorForFile(): OpenSim {
  let running: OpenSim | undefined;
  const sim = (): OpenSim => {
    if (!running) throw new Error('the simulator is not running yet (use it inside a test)');
    return running;
  };
  beforeAll(async () => {
    running = await openSim();
  });
  afterAll(async () => {
    await running?.close();
  });
  beforeEach(async () => {
    await sim().reset();
  });
  return {
    get url() {
      return sim().url;
    },
    close: () => sim().close(),
    reset: (scenario) => sim().reset(scenario),
    scenario: (scenario) => sim().scenario(scenario),
    wire: () => sim().wire(),
  };
}
