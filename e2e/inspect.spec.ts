import { expect, devTest as test } from './fixtures';

/**
 * Designers watch the real actors in the Stately inspector (docs/designers.md): in development,
 * `?inspect` shows a button whose press opens it (src/app/inspect.ts), and the app's actor system
 * reports to it. A browser blocks a window opened without a user's gesture, so nothing opens on
 * load; the press here is a real click. Without `?inspect` there is no button. The build has no
 * inspector (e2e/csp.spec.ts), so these run on a dev server (the `dev` project).
 */
test('?inspect shows a button whose press opens the inspector on the actor system', async ({
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
  const opened: string[] = [];
  context.on('page', (p) => opened.push(p.url()));
  await page.goto('/?inspect');
  await expect(page.getByRole('heading', { name: 'Kortų užimtumas' })).toBeVisible();
  const button = page.getByRole('button', { name: 'Atverti inspektorių' });
  await expect(button).toBeVisible();
  // nothing opened by the load itself: only the press may
  expect(opened).toEqual([]);
  // a designer looks around before pressing: the actors started at load are still reported after
  // the hundreds of events this makes (the inspector library keeps 200 unless told otherwise)
  for (const venue of ['Teniso arena', 'Padelio klubas', 'Sporto centras Žalgiris']) {
    await page.getByRole('tab', { name: venue }).click();
    await expect(page.getByRole('tab', { name: venue })).toHaveAttribute('aria-selected', 'true');
  }

  const popup = page.waitForEvent('popup');
  await button.click();
  const inspector = await popup;
  await inspector.waitForURL(/stately\.ai\/inspect/);
  // once the inspector says it is there, the app's actors (the app, the session, the cart among
  // them), started long before the press, are reported to it
  const actors = () =>
    inspector.evaluate(() =>
      (window as unknown as { received: { type: string; name?: string }[] }).received
        .filter((event) => event.type === '@xstate.actor')
        .map((event) => event.name),
    );
  await expect.poll(actors).toEqual(expect.arrayContaining(['app', 'session', 'board', 'cart']));
});

test('without ?inspect there is no inspector button and nothing opens', async ({
  page,
  context,
}) => {
  const pages: unknown[] = [];
  context.on('page', (p) => pages.push(p));
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Kortų užimtumas' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Atverti inspektorių' })).toHaveCount(0);
  expect(pages).toHaveLength(0);
});
