/**
 * `vite build` step (called by scripts/prerender.ts, which knows the order of loading): the chunks
 * that run as the page loads start with V8's explicit compile hint, `//# allFunctionsCalledOnLoad`
 * (Chrome 136 and later; other browsers read a comment).
 *
 * Without it V8 compiles a function the first time it is called, on the main thread, in the middle
 * of whatever task called it: on a first load, nearly every function of react-dom, xstate and the
 * machines, one at a time. With it, V8 compiles every function of the file as the file streams in,
 * on a background thread, before the module runs. Traced on a slow two-core machine at 1×, the
 * main thread's compiling over a first load fell from some 300 ms to 90 ms, and the load's blocking
 * time at 4× CPU with it.
 *
 * Only for code that runs on load: marked, a file is compiled whole, and code that waits for a
 * click (the dialogs, the other pages) would be compiled for nothing. Some 20 bytes gz a file.
 */
import type { Rolldown } from 'vite';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Puts the hint at the top of each named chunk, and moves its source map's lines down by one to
 * match (an empty first line: `mappings` starts with one more `;`).
 */
export function hintCompile(bundle: Rolldown.OutputBundle, files: Iterable<string>): void {
  for (const file of files) {
    const chunk = bundle[file];
    if (chunk?.type !== 'chunk' || chunk.code.startsWith(COMPILE_HINT)) continue;
    chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
    const map = chunk.sourcemapFileName ? bundle[chunk.sourcemapFileName] : undefined;
    if (map?.type === 'asset') {
      const json = JSON.parse(String(map.source)) as { mappings: string };
      json.mappings = `;${json.mappings}`;
      map.source = JSON.stringify(json);
    }
  }
}
