import { nextTask } from './app/nextTask';
import { warmUpIntl } from './format/warmUpIntl';

// First: the platform's locale data loads on another core while the scripts below load and run.
warmUpIntl();

// Imports side by side and in steps rather than one graph: the browser evaluates each in a task of
// its own (react-dom; the wire with superstruct and the schemas; the portal's wiring with
// xstate and the machines; then the views and the start), so none holds the page up as long as all
// together would (a task over 100 ms is one a slow phone's user feels). The build preloads them all
// and links their stylesheets (scripts/prerender.ts).
const element = document.getElementById('root');
if (element) {
  void Promise.all([
    import('react-dom/client'),
    import('./api')
      .then(nextTask)
      .then(() => import('./app/portal'))
      .then(nextTask)
      .then(() => import('./app/start')),
  ]).then(([{ createRoot }, { start }]) => {
    start(createRoot(element));
  });
}
