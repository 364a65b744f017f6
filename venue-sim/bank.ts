/** The fake bank: a page with Accept and Cancel that returns to the portal's addresses. */
import { cartTotal } from './carts.js';

import type { Sim } from './sim.js';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

export function bankPage(sim: Sim, code: string, accept: string, cancel: string): string {
  const cart = sim.carts.get(code);
  const amount = cart ? (cartTotal(cart) / 100).toFixed(2).replace('.', ',') : '—';
  const purpose = cart?.topUp ? 'Balanso papildymas' : 'Aikštelių rezervacija';
  const hidden = [
    ['cart', code],
    ['accept', accept],
    ['cancel', cancel],
  ]
    .map(([n, v]) => `<input type="hidden" name="${n}" value="${escapeHtml(v ?? '')}">`)
    .join('');
  return `<!doctype html>
<html lang="lt">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Banko mokėjimas (simuliatorius)</title>
<style>
  body { font-family: system-ui, sans-serif; background: #eef2f7; margin: 0; display: grid;
         place-items: center; min-height: 100vh; color: #1d2433; }
  main { background: #fff; padding: 2rem 2.5rem; border-radius: 12px; max-width: 26rem;
         box-shadow: 0 10px 30px rgb(0 0 0 / 0.08); }
  h1 { font-size: 1.3rem; margin: 0 0 1rem; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: .4rem 1rem; margin: 0 0 1.5rem; }
  dt { color: #5b6475; } dd { margin: 0; font-weight: 600; }
  .actions { display: flex; gap: .75rem; } form { margin: 0; }
  button { font: inherit; padding: .6rem 1.2rem; border-radius: 8px; border: 1px solid #1d4ed8;
           cursor: pointer; }
  .accept { background: #1d4ed8; color: #fff; } .cancel { background: #fff; color: #1d4ed8; }
  button:focus-visible { outline: 3px solid #93c5fd; outline-offset: 2px; }
</style>
</head>
<body>
<main>
  <h1>Banko mokėjimas (simuliatorius)</h1>
  <dl>
    <dt>Paskirtis</dt><dd>${purpose}</dd>
    <dt>Krepšelis</dt><dd>${escapeHtml(code)}</dd>
    <dt>Suma</dt><dd data-testid="amount">${amount} €</dd>
  </dl>
  <div class="actions">
    <form method="post" action="/__sim/bank/accept">${hidden}<button class="accept" type="submit">Patvirtinti</button></form>
    <form method="post" action="/__sim/bank/cancel">${hidden}<button class="cancel" type="submit">Atšaukti</button></form>
  </div>
</main>
</body>
</html>`;
}
