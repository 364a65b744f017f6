/**
 * One machine as a self-contained ES module for designers (docs/designers.md): the machine's file
 * bundled by esbuild with everything it loads from ./domain and date-fns inlined and `xstate` its
 * only import, exporting `machine`. `npm run machines:standalone` writes them
 * (scripts/machines-standalone.ts); tests/standalone.test.ts fails when a committed one is stale
 * and loads each with nothing but xstate beside it.
 *
 * Three changes are made on the way, to the bundle only (machines/ stays as it is):
 * - an inline action or guard in the chart (`reportFailure('getCart')`, `assign({ … })`, an arrow
 *   function) moves into the `setup({ actions, guards })` of its own machine under a name made of
 *   its source text, and the chart names it: Stately's editor then shows
 *   `reportFailure('getCart')` where it would show an anonymous inline action. Identical text is
 *   one action (same scope, same behaviour).
 * - a child machine a parent knows only by type (machines/domain.ts `child`, the app's and the
 *   session's children) becomes an inert named actor that takes every event and does nothing, so
 *   the parent starts and the diagram shows the child's name; each child has its own file.
 *   The calls (`call` of machines/domain.ts) are already named placeholders that fail when
 *   started.
 * - every top-level `const x = f(…)` of a machine file is marked pure, so a file that defines
 *   several machines (machines/form.ts) gives only the one asked for.
 */
import { build, type Plugin } from 'esbuild';
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { format, resolveConfig } from 'prettier';
import ts from 'typescript';
import { pathToFileURL } from 'node:url';
import { machines } from './machines-list';

const root = join(import.meta.dirname, '..');
const machinesDir = join(root, 'machines');
const domainFile = join(machinesDir, 'domain.ts');

interface Edit {
  start: number;
  end: number;
  text: string;
}

const ACTION_KEYS = new Set(['actions', 'entry', 'exit']);

/** A short readable name for an inline action or guard, from its source text. */
function nameOf(node: ts.Expression, source: ts.SourceFile): string {
  const text = node.getText(source).replace(/\s+/g, ' ');
  // short and without a function in it: the text itself (`reportFailure('getCart')`)
  if (text.length <= 48 && !text.includes('=>')) return text;
  if (ts.isCallExpression(node)) {
    const callee = node.expression.getText(source);
    const [first] = node.arguments;
    if (first && ts.isObjectLiteralExpression(first)) {
      const keys = first.properties.map((p) => p.name?.getText(source) ?? '…');
      return `${callee}(${keys.join(', ')})`;
    }
    if (first && (ts.isIdentifier(first) || ts.isStringLiteral(first))) {
      return `${callee}(${first.getText(source)}, …)`;
    }
    return `${callee}(…)`;
  }
  return 'inline';
}

/** The hoisting of inline actions and guards into each `setup({...}).createMachine({...})`. */
function nameInline(code: string, fileName: string): string {
  const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, true);
  const edits: Edit[] = [];

  const machineCall = (node: ts.Node) => {
    if (
      !ts.isCallExpression(node) ||
      !ts.isPropertyAccessExpression(node.expression) ||
      node.expression.name.text !== 'createMachine'
    ) {
      return null;
    }
    const setupCall = node.expression.expression;
    const [config] = node.arguments;
    if (!ts.isCallExpression(setupCall) || !config || !ts.isObjectLiteralExpression(config)) {
      return null;
    }
    const [implementations] = setupCall.arguments;
    if (!implementations || !ts.isObjectLiteralExpression(implementations)) return null;
    return { implementations, config };
  };

  const hoist = (
    implementations: ts.ObjectLiteralExpression,
    config: ts.ObjectLiteralExpression,
  ) => {
    const found = { actions: new Map<string, string>(), guards: new Map<string, string>() };
    const names = { actions: new Map<string, string>(), guards: new Map<string, string>() };
    const take = (kind: 'actions' | 'guards', node: ts.Expression) => {
      const text = node.getText(source);
      let name = names[kind].get(text);
      if (name === undefined) {
        const base = nameOf(node, source);
        name = base;
        for (let n = 2; [...found[kind].keys()].includes(name); n++) name = `${base} #${n}`;
        names[kind].set(text, name);
        found[kind].set(name, text);
      }
      edits.push({ start: node.getStart(source), end: node.end, text: JSON.stringify(name) });
    };
    const inline = (node: ts.Expression) =>
      ts.isCallExpression(node) || ts.isArrowFunction(node) || ts.isFunctionExpression(node);
    // the chart is object and array literals; functions and calls in it are leaves
    const visit = (node: ts.Node): void => {
      if (ts.isPropertyAssignment(node)) {
        const key = node.name.getText(source).replace(/['"]/g, '');
        const value = node.initializer;
        if (ACTION_KEYS.has(key)) {
          const items = ts.isArrayLiteralExpression(value) ? [...value.elements] : [value];
          for (const item of items) {
            if (inline(item)) take('actions', item);
            else visit(item);
          }
          return;
        }
        if (key === 'guard' && inline(value)) return take('guards', value);
        return visit(value);
      }
      if (ts.isObjectLiteralExpression(node) || ts.isArrayLiteralExpression(node)) {
        node.forEachChild(visit);
      }
    };
    visit(config);

    for (const kind of ['actions', 'guards'] as const) {
      if (found[kind].size === 0) continue;
      const entries = [...found[kind]].map(([name, text]) => `${JSON.stringify(name)}: ${text},`);
      const existing = implementations.properties.find(
        (p): p is ts.PropertyAssignment =>
          ts.isPropertyAssignment(p) && p.name.getText(source) === kind,
      );
      if (existing && ts.isObjectLiteralExpression(existing.initializer)) {
        const object = existing.initializer;
        const last = object.properties[object.properties.length - 1];
        const comma = last && !object.properties.hasTrailingComma ? ',' : '';
        edits.push({
          start: object.end - 1,
          end: object.end - 1,
          text: `${comma}\n${entries.join('\n')}\n`,
        });
      } else {
        const at = implementations.getStart(source) + 1;
        edits.push({ start: at, end: at, text: `\n${kind}: {\n${entries.join('\n')}\n},` });
      }
    }
  };

  const walk = (node: ts.Node): void => {
    const found = machineCall(node);
    if (found) {
      hoist(found.implementations, found.config);
      // a machine inside a machine's options (none today) would be found on the way down
      found.implementations.forEachChild(walk);
      return;
    }
    node.forEachChild(walk);
  };
  walk(source);

  // top-level `const x = f(…)`: pure, so an unused machine of the file is dropped
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      const init = declaration.initializer;
      if (init && ts.isCallExpression(init)) {
        const at = init.getStart(source);
        edits.push({ start: at, end: at, text: '/* @__PURE__ */ ' });
      }
    }
  }

  let out = code;
  for (const edit of edits.sort((a, b) => b.start - a.start)) {
    out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
  }
  return out;
}

const CHILD_PLACEHOLDER = `
export * from ${JSON.stringify(domainFile)};
import { fromCallback } from 'xstate';
export function child(_name) {
  return fromCallback(() => () => {});
}
`;

const plugin: Plugin = {
  name: 'standalone-machine',
  setup(b) {
    // a machine's ./domain: the real one, with `child` an inert named actor
    b.onResolve({ filter: /^\.\/domain$/ }, (args) =>
      args.importer.startsWith(machinesDir) && args.importer !== domainFile
        ? { path: 'domain', namespace: 'standalone-domain' }
        : undefined,
    );
    b.onLoad({ filter: /.*/, namespace: 'standalone-domain' }, () => ({
      contents: CHILD_PLACEHOLDER,
      loader: 'js',
      resolveDir: machinesDir,
    }));
    b.onLoad({ filter: /[/\\]machines[/\\][^/\\]+\.ts$/ }, (args) => {
      const code = readFileSync(args.path, 'utf8');
      return {
        contents: args.path === domainFile ? code : nameInline(code, args.path),
        loader: 'ts',
      };
    });
  },
};

/**
 * esbuild keeps one `import { … } from 'xstate'` per module it inlined, unused bindings included:
 * one statement here, with the bindings the code uses (an alias such as `sendTo as sendTo2` stays).
 */
function oneXstateImport(code: string): string {
  const pattern = /^import \{([^}]*)\} from "xstate";\n/gm;
  const specifiers = new Set<string>();
  for (const [, list] of code.matchAll(pattern)) {
    for (const s of list!.split(',')) if (s.trim()) specifiers.add(s.trim());
  }
  const rest = code.replace(pattern, '');
  // a binding only a dropped helper used (`fromPromise` of `call`, in a machine without calls)
  const names = new Set<string>();
  const collect = (node: ts.Node): void => {
    const member =
      node.parent !== undefined &&
      ((ts.isPropertyAccessExpression(node.parent) && node.parent.name === node) ||
        (ts.isPropertyAssignment(node.parent) && node.parent.name === node));
    if (ts.isIdentifier(node) && !member) names.add(node.text);
    node.forEachChild(collect);
  };
  collect(ts.createSourceFile('standalone.js', rest, ts.ScriptTarget.Latest, true));
  const used = [...specifiers].filter((s) => names.has(s.split(' as ').at(-1)!));
  return `import { ${used.join(', ')} } from "xstate";\n${rest}`;
}

/**
 * The standalone module of the machine exported as `exportName` by `file` (from the repository
 * root), formatted as the repository's Prettier settings say.
 */
export async function standaloneSource(file: string, exportName: string): Promise<string> {
  const result = await build({
    stdin: {
      contents: `export { ${exportName} as machine } from './${file}';`,
      resolveDir: root,
      loader: 'js',
      sourcefile: 'standalone-entry.js',
    },
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'neutral',
    mainFields: ['module', 'main'],
    target: 'es2022',
    external: ['xstate'],
    plugins: [plugin],
    legalComments: 'none',
    charset: 'utf8',
    logLevel: 'silent',
  });
  // esbuild's `// machines/cart.ts` markers name this machine's paths; the header says the source
  const body = oneXstateImport(result.outputFiles[0]!.text.replace(/^\/\/ .*\n/gm, ''));
  const header =
    `// Generated by \`npm run machines:standalone\` from ${file} (scripts/standalone.ts): do not\n` +
    `// edit. Only xstate is imported; open it in Stately's editor as docs/designers.md says.\n`;
  const out = join(root, standalonePath('machine'));
  const options = await resolveConfig(out);
  return format(header + body, { ...options, filepath: out });
}

/** The file name of a standalone module, from the repository root. */
export const standalonePath = (name: string) =>
  relative(root, join(root, 'docs', 'machines', 'standalone', `${name}.js`));

/**
 * Every machine of scripts/machines-list.ts as its standalone module: the export that holds it is
 * found by loading its file (a file may export several machines: machines/form.ts).
 */
export async function standaloneModules(): Promise<
  { name: string; path: string; source: string }[]
> {
  const out = [];
  for (const { name, file, machine } of machines) {
    const exports = (await import(pathToFileURL(join(root, file)).href)) as Record<string, unknown>;
    const exportName = Object.keys(exports).find((key) => exports[key] === machine);
    if (!exportName) throw new Error(`${file} does not export the machine listed as ${name}`);
    out.push({
      name,
      path: standalonePath(name),
      source: await standaloneSource(file, exportName),
    });
  }
  return out;
}
