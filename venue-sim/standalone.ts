/** `npm run sim`: the simulator on its own, for pointing a portal build at it. */
import { startSim } from './server.js';

const port = Number(process.env.PORT ?? 8787);
const { url } = await startSim({ port, host: '127.0.0.1' });

console.log(`venue-sim listening on ${url}`);
console.log(`  content server: ${url}/wp-json/data/v1/`);
console.log(`  booking API:    ${url}/api`);
console.log(
  `  controls:       ${url}/__sim/state, POST ${url}/__sim/reset, POST ${url}/__sim/scenario`,
);
console.log(
  '  accounts: demo@example.lt / demo123, naujas@example.lt / naujas123, admin@example.lt / admin123',
);
