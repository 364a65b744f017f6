import { Component, lazy, type ComponentType, type ReactNode } from 'react';

/**
 * How many times a LoadBoundary has been asked to try again (a retry, another address). A failed
 * fetch is made again only after such a request: React draws a tree again on its own right after
 * an error, and a fetch made then would fail, be drawn again, and fail, without end.
 */
let retries = 0;

/**
 * A component whose code is fetched on demand, as React's `lazy`, except that a fetch that failed
 * is made again once a LoadBoundary is asked to try again. (`lazy` keeps a failed fetch for good,
 * so a retry after a lost connection would fail without asking the network.)
 */
export function lazyRetryable<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): ComponentType<P> {
  let failedAt: number | null = null;
  const attempt = () =>
    lazy(() =>
      load().catch((error: unknown) => {
        failedAt = retries;
        throw error;
      }),
    );
  let Current = attempt();
  return function OnDemand(props: P) {
    if (failedAt !== null && failedAt < retries) {
      failedAt = null;
      Current = attempt();
    }
    return <Current {...props} />;
  };
}

interface Props {
  /** what stands in for the children once they failed; `retry` draws them again */
  fallback: (retry: () => void) => ReactNode;
  /** when it changes (another address), a failure is forgotten and the children are drawn again */
  resetKey?: unknown;
  children: ReactNode;
}

interface State {
  failed: boolean;
  resetKey: unknown;
}

/**
 * Where code fetched on demand (a page, a panel, a dialog) meets the network: if it does not
 * arrive, or throws while it draws, `fallback` says so in its place, with a retry, and the rest
 * of the page stays as it was. Without a boundary React takes the whole tree down, and the user
 * is left with a blank page. Pair it with `lazyRetryable`, so that the retry fetches again.
 */
export class LoadBoundary extends Component<Props, State> {
  override state: State = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (props.resetKey === state.resetKey) return null;
    retries += 1;
    return { failed: false, resetKey: props.resetKey };
  }

  private retry = () => {
    retries += 1;
    this.setState({ failed: false });
  };

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback(this.retry) : this.props.children;
  }
}
