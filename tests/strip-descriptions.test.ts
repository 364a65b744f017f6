import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { stripDescriptions } from '../scripts/strip-descriptions';

/** The value a TypeScript snippet `(…)` evaluates to. */
function evaluate(code: string): unknown {
  const js = ts.transpileModule(`return ${code}`, {
    compilerOptions: { target: ts.ScriptTarget.ES2022 },
  }).outputText;
  return new Function(js)() as unknown;
}

describe('the build strips the machines’ descriptions (scripts/strip-descriptions.ts)', () => {
  it('drops each written description and keeps everything else as it was', () => {
    const code = `({
      description: 'the machine',
      states: {
        idle: { description: "waiting", on: { go: { target: 'busy', description: \`a press\` } } },
        busy: {
          on: { done: { description: 'first part, ' + 'second part', target: 'idle' } },
          description:
            'last, with a comma after it',
        },
        kept: { description: ['not', 'text'].join(' ') },
      },
    })`;
    const stripped = stripDescriptions(code, '/repo/machines/example.ts');
    expect(stripped).not.toBeNull();
    expect(evaluate(stripped!.code)).toEqual({
      states: {
        idle: { on: { go: { target: 'busy' } } },
        busy: { on: { done: { target: 'idle' } } },
        kept: { description: 'not text' },
      },
    });
  });

  it('leaves a file without descriptions alone', () => {
    expect(stripDescriptions('export const a = { b: 1 };', '/repo/machines/x.ts')).toBeNull();
  });

  it('leaves every machine file well formed and without a written description', () => {
    const dir = join(import.meta.dirname, '..', 'machines');
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts'))) {
      const code = readFileSync(join(dir, file), 'utf8');
      const out = stripDescriptions(code, join(dir, file))?.code ?? code;
      const { diagnostics } = ts.transpileModule(out, {
        fileName: file,
        reportDiagnostics: true,
        compilerOptions: { target: ts.ScriptTarget.ES2022 },
      });
      expect(diagnostics ?? [], file).toEqual([]);
      expect(out, file).not.toMatch(/\bdescription:\s*['"`]/);
    }
  });

  it('finds every description in a machine file written as text where it stands, so none ships', () => {
    // A description looked up (`TABLE[key]`) or named (`description: FAILED`) is kept by the
    // build, prose and all; one passed on from a factory's caller (`def.description`) is the
    // caller's, which is text and goes.
    const dir = join(import.meta.dirname, '..', 'machines');
    const kept: string[] = [];
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts'))) {
      const code = readFileSync(join(dir, file), 'utf8');
      const out = stripDescriptions(code, join(dir, file))?.code ?? code;
      const source = ts.createSourceFile(file, out, ts.ScriptTarget.Latest, true);
      const visit = (node: ts.Node): void => {
        if (
          ts.isPropertyAssignment(node) &&
          node.name.getText(source) === 'description' &&
          !(
            ts.isPropertyAccessExpression(node.initializer) &&
            node.initializer.name.text === 'description'
          )
        ) {
          kept.push(`${file}: ${node.getText(source)}`);
        }
        ts.forEachChild(node, visit);
      };
      visit(source);
    }
    expect(kept).toEqual([]);
  });
});
