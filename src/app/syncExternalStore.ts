/**
 * What `use-sync-external-store/shim` becomes in this app (vite.config.ts): React's own hook,
 * which the shim only stands in for on React 17 and older.
 */
export { useSyncExternalStore } from 'react';
