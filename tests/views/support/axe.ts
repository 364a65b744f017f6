/**
 * axe-core in jsdom: the rules that read the document's structure (names, roles, labels, ARIA
 * attributes and states, ids, landmarks), the same rule set e2e/fixtures.ts `a11yViolations` runs
 * in Chromium. What needs a laid-out page does not answer here: jsdom paints nothing, so axe
 * leaves colour contrast "incomplete" rather than failing it, and reflow is not axe's at all.
 * Those stay with e2e/a11y.spec.ts, in a real browser at real widths.
 */
import axe from 'axe-core';

/** Every violation axe finds in `root` (the whole document by default), one readable line each. */
export async function axeViolations(root: Element | Document = document): Promise<string[]> {
  const { violations } = await axe.run(root, {
    resultTypes: ['violations'],
    // jsdom cannot paint: the rule would only sample a canvas it lacks and end "incomplete"
    rules: { 'color-contrast': { enabled: false } },
  });
  return violations.map(
    (v) =>
      `${v.id} (${v.impact ?? 'no impact'}): ${v.help}\n` +
      v.nodes.map((n) => `    ${n.target.join(' ')}: ${n.failureSummary ?? ''}`).join('\n'),
  );
}
