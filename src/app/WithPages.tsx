import type { ReactNode } from 'react';
import { usePagesRunning } from './hooks';

/**
 * What needs one of the other pages' machines (machines/app.ts `ready.allPages`): until their code
 * is in (asked for here, if the first load has not asked yet), `fallback` stands in.
 */
export function WithPages({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  return <>{usePagesRunning(true) ? children : fallback}</>;
}
