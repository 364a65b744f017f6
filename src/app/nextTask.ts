/**
 * A task boundary: what follows runs in a task of its own, after the browser had its turn. A
 * module apart, for the entry (src/main.tsx) imports it: were it in src/app/afterLoad.ts, the
 * entry would import the after-load code's loader, and what that code shares with the first load
 * would be cut into chunks of its own (docs/performance.md, "Bundle").
 */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
