import MagicString from 'magic-string';
import ts from 'typescript';
import type { Plugin } from 'vite';

/** A machine file (machines/*.ts), the only files whose `description` fields are for people. */
const MACHINE_FILE = /[/\\]machines[/\\][^/\\]+\.ts$/;

/** A string, a template without substitutions, or a `+` of such: a description's written forms. */
function isText(node: ts.Expression): boolean {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return true;
  if (ts.isParenthesizedExpression(node)) return isText(node.expression);
  return (
    ts.isBinaryExpression(node) &&
    node.operatorToken.kind === ts.SyntaxKind.PlusToken &&
    isText(node.left) &&
    isText(node.right)
  );
}

/**
 * The machine file without its `description: '…'` properties (each with the comma after it).
 * Only a description written as text goes; one computed from anything else is left as it is.
 */
export function stripDescriptions(code: string, id: string): { code: string; map: string } | null {
  const source = ts.createSourceFile(id, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const out = new MagicString(code);
  let stripped = 0;
  const visit = (node: ts.Node): void => {
    if (
      ts.isPropertyAssignment(node) &&
      (ts.isIdentifier(node.name) || ts.isStringLiteral(node.name)) &&
      node.name.text === 'description' &&
      ts.isObjectLiteralExpression(node.parent) &&
      isText(node.initializer)
    ) {
      // with the comma after it, if any: the object stays well formed
      let end = node.end;
      while (/\s/.test(code.charAt(end))) end += 1;
      if (code.charAt(end) === ',') end += 1;
      out.remove(node.getStart(source), end);
      stripped += 1;
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  if (stripped === 0) return null;
  return { code: out.toString(), map: out.generateMap({ hires: true, source: id }).toString() };
}

/**
 * `vite build` only: every state's and transition's `description` leaves the machines. They are
 * written for people (the Stately visualizer, `npm run diagrams`, the dev-only inspector;
 * docs/architecture.md "Stand-alone machines"), some 26 KB of prose that the running portal never
 * reads. The dev server and the tests keep them.
 */
export function stripMachineDescriptions(): Plugin {
  return {
    name: 'strip-machine-descriptions',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!MACHINE_FILE.test(id)) return null;
      return stripDescriptions(code, id);
    },
  };
}
