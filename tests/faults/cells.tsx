/**
 * Generates the matrix's tests: one per call × fault. Each drives the real portal through the
 * call's flow (flows.tsx) with the fault forced, and checks what the matrix (matrix.ts) expects:
 * the message in the user's language (or none), the app still usable, nothing typed lost, a retry
 * that works once the fault is lifted, and nothing on the console.
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { faultHarnessForFile, type ConsoleGuard, type Harness, type MessageId } from './harness';
import { FLOWS } from './flows';
import { FAULTS, MATRIX, cellName, expected, type Fault, type Outcome, type Row } from './matrix';

/** The error channel's text for each kind of failure (src/views/Layout/Toasts.tsx). */
const TOAST_TEXT: Record<Exclude<Fault, 'latency'>, MessageId> = {
  '500': 'error_server',
  drop: 'connection_error',
  malformed: 'error_unreadable',
  schema: 'error_unreadable',
};

/** The start-up screen's text for each kind (src/views/Startup/StartupScreens.tsx). */
const STARTUP_TEXT: Record<Exclude<Fault, 'latency'>, MessageId> = {
  '500': 'startup_failed_server',
  drop: 'startup_failed_text',
  malformed: 'startup_failed_unreadable',
  schema: 'startup_failed_unreadable',
};

const SERVER_MESSAGE = 'Simulated failure';
const WAIT = { timeout: 10_000 };

/** The error channel (behind an open dialog hidden from the accessibility tree, but there). */
const toastRegion = (h: Harness) =>
  screen.findByRole('region', { name: h.t('pranesimai'), hidden: true }, WAIT);
const toastsIn = async (h: Harness) =>
  within(await toastRegion(h)).queryAllByRole('alert', { hidden: true });

/** The request the row names was made and answered with the forced fault. */
async function faultFired(h: Harness, row: Row, fault: Exclude<Fault, 'latency'>) {
  await waitFor(() => {
    const hit = h.fs.sim.requests.find(
      (r) => `${r.method} ${r.path}`.includes(row.request) && r.failure === fault,
    );
    expect(hit, `${row.request} was not made with the ${fault} fault`).toBeDefined();
    // answered (or, dropped, closed)
    if (fault !== 'drop') expect(hit?.status).not.toBeNull();
  }, WAIT);
}

/** The app still works: its user bar is there (start-up failures: the retry button instead). */
async function usable(h: Harness, outcome: Outcome | null) {
  if (outcome?.shows === 'startup') {
    expect(screen.getByRole('button', { name: h.t('bandyti_dar') })).toBeEnabled();
    return;
  }
  // (behind an open dialog it is hidden from the accessibility tree, but there)
  expect(
    await screen.findByRole('navigation', { name: h.t('paskyra'), hidden: true }, WAIT),
  ).toBeInTheDocument();
  expect(screen.getByRole('main', { hidden: true })).not.toBeEmptyDOMElement();
}

async function sees(h: Harness, outcome: Outcome, fault: Exclude<Fault, 'latency'>) {
  switch (outcome.shows) {
    case 'toast': {
      const text = h.t((outcome.text ?? TOAST_TEXT[fault]) as MessageId);
      const toast = await within(await toastRegion(h)).findByRole('alert', { hidden: true }, WAIT);
      expect(toast).toHaveTextContent(text);
      // a server failure's own text is the developer's, never the user's (docs/rules.md §8)
      if (fault === '500') {
        expect(toast).not.toHaveTextContent(SERVER_MESSAGE);
        const { guard } = h as Harness & { guard: ConsoleGuard };
        expect(guard.warnings.join('\n')).toContain(SERVER_MESSAGE);
      }
      return;
    }
    case 'message': {
      const [shown] = await screen.findAllByText(
        h.t(outcome.text as MessageId),
        { exact: false },
        WAIT,
      );
      expect(shown).toBeVisible();
      if (outcome.cause) {
        // the cause, in the portal's words, under the sentence; a server failure's own text never
        const [cause] = await screen.findAllByText(h.t(TOAST_TEXT[fault]), { exact: false }, WAIT);
        expect(cause).toBeVisible();
        expect(screen.queryAllByText(SERVER_MESSAGE, { exact: false })).toEqual([]);
      }
      if (outcome.toast) {
        const text = h.t((outcome.toast === true ? TOAST_TEXT[fault] : outcome.toast) as MessageId);
        expect(
          await within(await toastRegion(h)).findByRole('alert', { hidden: true }, WAIT),
        ).toHaveTextContent(text);
      }
      return;
    }
    case 'startup':
      expect(await screen.findByTestId('startup-failure', {}, WAIT)).toHaveTextContent(
        h.t(STARTUP_TEXT[fault]),
      );
      return;
    case 'nothing':
    case 'accepted':
      // nothing on the error channel (checked once the flow has settled, below)
      return;
  }
}

function cell(row: Row, fault: Fault, harness: () => Harness) {
  const flow = FLOWS[row.call as keyof typeof FLOWS];
  it(cellName(row.call, fault), async () => {
    const h = harness();
    const outcome = expected(row, fault);
    const force = () => {
      if (fault === 'latency') h.fs.hold(row.request);
      else h.fs.sim.setScenario({ failures: [{ match: row.request, kind: fault }] });
    };
    if (flow.atStartup) force();
    else {
      await flow.start(h);
      force();
    }
    await flow.act(h);

    if (fault === 'latency') {
      await waitFor(() => expect(h.fs.held()).toBeGreaterThan(0), WAIT);
      await flow.busy(h);
      if (!flow.atStartup) await usable(h, null);
      h.fs.release();
      await flow.done(h);
    } else if (outcome) {
      await faultFired(h, row, fault);
      await sees(h, outcome, fault);
      if (outcome.shows === 'nothing') await flow.failedQuietly?.(h);
      await usable(h, outcome);
      const channelSpeaks =
        outcome.shows === 'toast' || (outcome.shows === 'message' && outcome.toast);
      // (the start-up retry screen has no error channel: it is the message)
      if (!channelSpeaks && outcome.shows !== 'startup') {
        expect(await toastsIn(h)).toEqual([]);
      }
      // (a success clears a form, as it should)
      if (outcome.shows !== 'accepted') flow.kept?.(h);
      h.fs.sim.setScenario({ failures: [] });
      // taken as a success, the flow is over unless the server's truth (unchanged) asks for more
      if (outcome.shows !== 'accepted' || flow.redoAfterAccepted) await flow.retry(h);
      await flow.done(h);
    }
    const { guard } = h as Harness & { guard: { problems: string[] } };
    expect(guard.problems).toEqual([]);
  });
}

/** The rows `pick` selects, each with all its faults. */
export function faultSuite(pick: (row: Row, index: number) => boolean) {
  const harness = faultHarnessForFile();
  (MATRIX as readonly Row[]).forEach((row, index) => {
    if (!pick(row, index)) return;
    describe(row.call, () => {
      for (const fault of FAULTS) cell(row, fault, harness);
    });
  });
}
