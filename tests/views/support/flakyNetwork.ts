/**
 * Modules as a flaky connection brings them, for `vi.mock(path, (original) =>
 * network.arrive(original))`: not at all while `down`, as a lost connection fails a dynamic
 * import; as they are once it is back. Made inside `vi.hoisted`, before the mocks it serves.
 */
export function flakyNetwork() {
  const state = {
    down: true,
    arrive: <T>(importOriginal: () => Promise<T>): Promise<T> =>
      state.down
        ? Promise.reject(new TypeError('Failed to fetch dynamically imported module'))
        : importOriginal(),
  };
  return state;
}
