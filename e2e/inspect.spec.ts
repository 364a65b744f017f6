import { expect, devTest as test } from './fixtures';

/**
 * Designers watch the real actors in the Stately inspector: in development, `?inspect` opens it
 * (src/app/inspect.ts) and the app's actor system reports to it. Without `?inspect` nothing opens.
 * The build has no inspector, so these run on a dev server (the `dev` project).
 */
test('?inspect opens the Stately inspector on the running actor system', async ({
  page,
  context,
}) => {
  // the inspector lives on stately.ai: answer it locally, and listen to what the app posts to it
  await context.route('https://stately.ai/**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<script>
        window.received = [];
        window.addEventListener('message', (e) => window.received.push(e.data));
        window.opener.postMessage({ type: '@statelyai.connected' }, '*');
      </script>`,
    }),
  );
  const popup = context.waitForEvent('page');
  await page.goto('/?inspect');
  const inspector = await popup;
  expect(inspector.url()).toContain('stately.ai');
  await expect(page.getByRole('heading', { name: 'Kortų užimtumas' })).toBeVisible();
  // once the inspector says it is there, the app's actors (the session and the cart among them)
  // are reported to it
  const received = () =>
    inspector.evaluate(() =>
      JSON.stringify((window as unknown as { received: unknown[] }).received),
    );
  await expect.poll(received).toContain('"@xstate.actor"');
  await expect.poll(received).toContain('session');
  await expect.poll(received).toContain('cart');
});

test('without ?inspect no inspector opens', async ({ page, context }) => {
  const pages: unknown[] = [];
  context.on('page', (p) => pages.push(p));
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Kortų užimtumas' })).toBeVisible();
  expect(pages).toHaveLength(0);
});
