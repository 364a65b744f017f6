import { loadDeferred } from './app/afterLoad';

// Two imports side by side rather than one graph: the browser evaluates each in a task of its
// own (react-dom; the app with react-aria, the machines and the views), so neither holds the
// page up as long as both together would. The build preloads both and links their stylesheets
// (scripts/prerender.ts).
const element = document.getElementById('root');
if (element) {
  void Promise.all([import('react-dom/client'), import('./app/start')]).then(
    ([{ createRoot }, { start }]) => start(createRoot(element)),
  );
  // what opens over the page (dialogs, the calendar, the menu) is fetched once it has loaded
  void loadDeferred();
}
