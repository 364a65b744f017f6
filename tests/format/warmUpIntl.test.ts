import { afterEach, describe, expect, it, vi } from 'vitest';
import { warmUpIntl } from '../../src/format/warmUpIntl';
import { FakeTrustedTypes, Trusted } from '../support/trustedTypes';

/** A stand-in for the platform's Worker: remembers each one made, and whether it was ended. */
class FakeWorker extends EventTarget {
  static made: FakeWorker[] = [];
  terminated = false;
  constructor(
    readonly url: URL | string,
    readonly options?: WorkerOptions,
  ) {
    super();
    FakeWorker.made.push(this);
  }
  terminate() {
    this.terminated = true;
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  FakeWorker.made = [];
});

describe("warmUpIntl: the platform's locale data loads in a worker, which ends when done", () => {
  it('starts the locale-data worker, a module, and leaves it running until it answers', () => {
    vi.stubGlobal('Worker', FakeWorker);
    warmUpIntl();
    expect(FakeWorker.made).toHaveLength(1);
    const [worker] = FakeWorker.made;
    expect(String(worker?.url)).toMatch(/\/src\/format\/intl\.worker\.ts\b/);
    expect(worker?.options).toEqual({ type: 'module' });
    expect(worker?.terminated).toBe(false);
  });

  it('ends the worker once it says the data is loaded', () => {
    vi.stubGlobal('Worker', FakeWorker);
    warmUpIntl();
    FakeWorker.made[0]?.dispatchEvent(new MessageEvent('message', { data: 'warm' }));
    expect(FakeWorker.made[0]?.terminated).toBe(true);
  });

  it('ends the worker when its script fails', () => {
    vi.stubGlobal('Worker', FakeWorker);
    warmUpIntl();
    FakeWorker.made[0]?.dispatchEvent(new Event('error'));
    expect(FakeWorker.made[0]?.terminated).toBe(true);
  });

  it('under Trusted Types, starts it from its own policy’s address, a policy for that address only', async () => {
    // a fresh module: the policy is made on first use, once a page
    vi.resetModules();
    const types = new FakeTrustedTypes();
    vi.stubGlobal('trustedTypes', types);
    vi.stubGlobal('Worker', FakeWorker);
    const fresh = await import('../../src/format/warmUpIntl');
    fresh.warmUpIntl();
    const url = FakeWorker.made[0]?.url;
    expect(url).toBeInstanceOf(Trusted);
    expect(String(url)).toMatch(/\/src\/format\/intl\.worker\.ts\b/);
    const rules = types.policies.get('portal-intl-worker');
    expect([...types.policies.keys()]).toEqual(['portal-intl-worker']);
    expect(() => rules?.createScriptURL?.('https://evil.example/worker.js')).toThrow(
      /not the locale-data worker/,
    );
  });

  it('does nothing, and throws nothing, where there are no workers or they are refused', () => {
    vi.stubGlobal('Worker', undefined);
    expect(() => warmUpIntl()).not.toThrow();
    vi.stubGlobal(
      'Worker',
      class {
        constructor() {
          throw new DOMException('refused', 'SecurityError');
        }
      },
    );
    expect(() => warmUpIntl()).not.toThrow();
  });
});
