/** Mounts the venue simulator on Vite's dev and preview servers (same origin as the portal). */
import type { Plugin } from 'vite';
import { createSimMiddleware } from './server.js';
import { Sim } from './sim.js';

export function venueSim(): Plugin {
  return {
    name: 'venue-sim',
    // Registered directly (not in a returned hook) so the simulator answers before Vite's own
    // middlewares, whose SPA fallback would otherwise serve index.html for /api/… paths.
    configureServer(server) {
      server.middlewares.use(createSimMiddleware(new Sim()));
    },
    configurePreviewServer(server) {
      server.middlewares.use(createSimMiddleware(new Sim()));
    },
  };
}
