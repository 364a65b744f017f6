/**
 * Mounts the venue simulator on Vite's dev and preview servers (same origin as the portal): one
 * simulator per `x-sim-worker` header (venue-sim/server.ts `simPerKey`), so the e2e suite's
 * workers share the server but never a venue; without the header, one simulator for everyone.
 */
import type { Plugin } from 'vite';
import { createSimMiddleware, simPerKey } from './server.js';

export function venueSim(): Plugin {
  return {
    name: 'venue-sim',
    // Registered directly (not in a returned hook) so the simulator answers before Vite's own
    // middlewares, whose SPA fallback would otherwise serve index.html for /api/… paths.
    configureServer(server) {
      server.middlewares.use(createSimMiddleware(simPerKey()));
    },
    configurePreviewServer(server) {
      server.middlewares.use(createSimMiddleware(simPerKey()));
    },
  };
}
