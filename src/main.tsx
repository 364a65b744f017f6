// React's DOM and the app side by side, each as one graph: the build preloads them all and links
// their stylesheets (scripts/prerender.ts). Evaluating the app in steps, a task each, measured
// worse on Lighthouse and no better on blocking time (docs/performance.md, "Loading mechanisms").
const element = document.getElementById('root');
if (element) {
  void Promise.all([import('react-dom/client'), import('./app/start')]).then(
    ([{ createRoot }, { start }]) => {
      start(createRoot(element));
    },
  );
}
