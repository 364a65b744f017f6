/** The venue simulator over real HTTP, with its scenario controls. */
import { startSim } from '../../../venue-sim/server';
import { wireFor } from './wire';

export const NOW = '2026-11-21T09:30:00+02:00';
export const TODAY = '2026-11-21';

export type Scenario = {
  latencyMs?: number;
  now?: string | null;
  cartHoldSeconds?: number;
  omitOptional?: boolean;
  failures?: Array<{
    match: string;
    kind: '500' | 'drop' | 'malformed' | 'schema';
    times?: number;
  }>;
};

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
