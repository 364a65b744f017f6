import { globalStyle } from '@vanilla-extract/css';
import { vars } from './theme.css';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('html', {
  WebkitTextSizeAdjust: '100%',
  scrollBehavior: 'smooth',
});

globalStyle('body', {
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: 1.5,
  color: vars.color.text,
  background: vars.color.bg,
  minHeight: '100vh',
});

globalStyle('h1, h2, h3', { lineHeight: 1.2, margin: 0 });

globalStyle('a', { color: vars.color.primary });

globalStyle(':focus-visible', {
  outline: `3px solid ${vars.color.focus}`,
  outlineOffset: '2px',
});

globalStyle('#root', { minHeight: '100vh', display: 'flex', flexDirection: 'column' });

globalStyle('*, *::before, *::after', {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      animationDuration: '0.01ms !important',
      // no transitions, rather than ones of a hundredth of a millisecond: transition-property is
      // `all` where a style names none, so a duration on every element made any change to any
      // element's style a transition, each sending its events (run, start, end) through React's
      // listener at the root: some 300 when a new day reached the board (docs/performance.md
      // "Interactions")
      transition: 'none !important',
    },
  },
});

// The shell prerendered into index.html is the board's page. On any other address the boot
// script marks <html data-shell="page"> before the first paint, and the shell shows its frame
// only; React's first render removes the mark (scripts/prerender.ts, src/app/App.tsx).
globalStyle('html[data-shell="page"] #content > *', { display: 'none' });

// react-aria's usePress would add this rule in a <style> of its own (no double-tap zoom delay on
// pressable elements); under the content security policy that <style> is refused, so the built
// index.html gives this stylesheet's <link> the id react-aria looks for (scripts/prerender.ts),
// and the rule comes from here.
globalStyle('[data-react-aria-pressable]', { touchAction: 'pan-x pan-y pinch-zoom' });
