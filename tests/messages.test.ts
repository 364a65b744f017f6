// @vitest-environment node
/**
 * The message catalogues are checked, not trusted: lt.json (default) and en.json carry the same
 * ids, no empty text, valid ICU with the same arguments per id; every id the code uses with a
 * literal exists; and every id docs/rules.md §8 names exists.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { projectRoot, readSources, stripComments, type SourceFile } from './support/sources';

type Catalogue = Record<string, string>;

/** docs/rules.md §8: message ids (not texts) the portal shows. */
const SPEC_IDS = [
  'nepavyko_prisijungti',
  'nepavyko_uzsiregistruoti',
  'send_email_success',
  'error',
  'sekminga_issiusta',
  'nrastiemail',
  'nepavyko_apmoketi',
  'nepavyko_apmoketi_naudojant_kreditus',
  'pavykoapmoketi',
  'nepavyko_changepass',
  'pavyko_changepass',
  'apmokejimas_neivyko_title',
  'apmokejimas_ivyko_title',
  'rez_nera',
];

function loadCatalogue(locale: string): Catalogue {
  const file = join(projectRoot, 'messages', `${locale}.json`);
  if (!existsSync(file)) throw new Error(`messages/${locale}.json is missing`);
  const data: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    throw new Error(`messages/${locale}.json must be a flat object of id → ICU string`);
  }
  const notText = Object.entries(data).filter(([, v]) => typeof v !== 'string');
  if (notText.length > 0) {
    throw new Error(
      `messages/${locale}.json: values must be strings: ${notText.map(([k]) => k).join(', ')}`,
    );
  }
  return data as Catalogue;
}

/** Names of every ICU argument and tag in a message, nested plural/select branches included. */
function icuArguments(message: string): string[] {
  const names = new Set<string>();
  const walk = (elements: MessageFormatElement[]): void => {
    for (const el of elements) {
      if (el.type === TYPE.literal || el.type === TYPE.pound) continue;
      names.add(el.type === TYPE.tag ? `<${el.value}>` : el.value);
      if (el.type === TYPE.tag) walk(el.children);
      if (el.type === TYPE.select || el.type === TYPE.plural) {
        for (const option of Object.values(el.options)) walk(option.value);
      }
    }
  };
  walk(parse(message));
  return [...names].sort();
}

/** Every difference between two catalogues, one line each; empty when they agree. */
function compareCatalogues(a: Catalogue, b: Catalogue, aName = 'lt', bName = 'en'): string[] {
  const problems: string[] = [];
  for (const id of Object.keys(a)) if (!(id in b)) problems.push(`${id}: only in ${aName}`);
  for (const id of Object.keys(b)) if (!(id in a)) problems.push(`${id}: only in ${bName}`);
  for (const [name, cat] of [
    [aName, a],
    [bName, b],
  ] as const) {
    for (const [id, text] of Object.entries(cat)) {
      if (text.trim() === '') problems.push(`${id}: empty in ${name}`);
    }
  }
  for (const id of Object.keys(a)) {
    const textA = a[id]!;
    const textB = b[id];
    if (textB === undefined) continue;
    let argsA: string[];
    let argsB: string[];
    try {
      argsA = icuArguments(textA);
    } catch (e) {
      problems.push(`${id}: invalid ICU in ${aName}: ${String(e)}`);
      continue;
    }
    try {
      argsB = icuArguments(textB);
    } catch (e) {
      problems.push(`${id}: invalid ICU in ${bName}: ${String(e)}`);
      continue;
    }
    if (argsA.join() !== argsB.join()) {
      problems.push(
        `${id}: arguments differ: ${aName} {${argsA.join(', ')}} vs ${bName} {${argsB.join(', ')}}`,
      );
    }
  }
  return problems;
}

const quoted = String.raw`(['"])([^'"\n]+)\1`;
/** Calls whose object arguments are message descriptors: `formatMessage({ id: '…' })` etc. */
const DESCRIPTOR_CALL = /\b(?:formatMessage|defineMessages?)\s*\(/g;
const DESCRIPTOR_ID = new RegExp(String.raw`\bid\s*:\s*${quoted}`, 'g');
const LITERAL_FORMS = [
  // <FormattedMessage id="…" /> and id={'…'}, only on FormattedMessage (other `id=` are DOM ids)
  /<FormattedMessage\b[^>]*?\bid\s*=\s*(?:\{\s*)?(['"])([^'"\n]+)\1/g,
  new RegExp(String.raw`\bmessageId\s*:\s*${quoted}`, 'g'),
  new RegExp(String.raw`${quoted}\s+(?:as\s+const\s+)?satisfies\s+MessageId\b`, 'g'),
];

/** Index just past the bracket that closes the one at `open` (strings are skipped). */
function closingParen(code: string, open: number): number {
  let depth = 0;
  for (let i = open; i < code.length; i++) {
    const ch = code[i];
    if (ch === "'" || ch === '"' || ch === '`') {
      const end = code.indexOf(ch, i + 1);
      if (end === -1) return code.length;
      i = end;
    } else if (ch === '(') depth++;
    else if (ch === ')' && --depth === 0) return i + 1;
  }
  return code.length;
}

/**
 * Literal message ids used in code: `id: '…'` inside formatMessage / defineMessage(s) calls,
 * `<FormattedMessage id="…">`, `messageId: '…'`, and `'…' satisfies MessageId`. A plain
 * `id: '…'` elsewhere is not a message id (xstate machines have `id: 'cart'`).
 */
function usedMessageIds(files: readonly SourceFile[]): Map<string, string[]> {
  const uses = new Map<string, string[]>();
  const add = (id: string, where: string): void => {
    uses.set(id, [...(uses.get(id) ?? []), where]);
  };
  for (const file of files) {
    const code = stripComments(file.text);
    const lineOf = (index: number): number => code.slice(0, index).split('\n').length;
    for (const call of code.matchAll(DESCRIPTOR_CALL)) {
      const open = call.index + call[0].length - 1;
      const args = code.slice(open, closingParen(code, open));
      for (const m of args.matchAll(DESCRIPTOR_ID)) {
        add(m[2]!, `${file.path}:${lineOf(open + m.index)}`);
      }
    }
    for (const form of LITERAL_FORMS) {
      for (const m of code.matchAll(form)) add(m[2]!, `${file.path}:${lineOf(m.index)}`);
    }
  }
  return uses;
}

function missingIds(uses: Map<string, string[]>, catalogue: Catalogue): string[] {
  return [...uses]
    .filter(([id]) => !(id in catalogue))
    .map(([id, where]) => `${id} (used at ${where.join(', ')})`)
    .sort();
}

describe('message catalogues', () => {
  it('lt.json and en.json have the same ids, no empty text, the same ICU arguments', () => {
    expect(compareCatalogues(loadCatalogue('lt'), loadCatalogue('en'))).toEqual([]);
  });

  it('every message id the code uses exists', () => {
    const lt = loadCatalogue('lt');
    const uses = usedMessageIds(readSources(['src', 'machines'], /\.(ts|tsx)$/));
    expect(missingIds(uses, lt)).toEqual([]);
  });

  it('every message id docs/rules.md §8 names exists', () => {
    const lt = loadCatalogue('lt');
    expect(SPEC_IDS.filter((id) => !(id in lt))).toEqual([]);
  });
});

describe('the catalogue checks themselves', () => {
  it('catch a missing id, an empty text, a renamed argument and broken ICU', () => {
    const lt: Catalogue = {
      same: 'Sveiki, {name}',
      onlyLt: 'tik lietuviškai',
      empty: ' ',
      renamed: 'Liko {count, plural, one {# minutė} other {# minučių}} iki {time}',
      broken: 'Sveiki, {name',
      tagged: 'Skaityti <b>{what}</b>',
    };
    const en: Catalogue = {
      same: 'Hello, {name}',
      empty: 'Empty',
      renamed: '{count, plural, one {# minute} other {# minutes}} left until {when}',
      broken: 'Hello, {name}',
      tagged: 'Read <b>{what}</b>',
      onlyEn: 'English only',
    };
    const problems = compareCatalogues(lt, en);
    expect(problems).toContain('onlyLt: only in lt');
    expect(problems).toContain('onlyEn: only in en');
    expect(problems).toContain('empty: empty in lt');
    expect(problems).toContain('renamed: arguments differ: lt {count, time} vs en {count, when}');
    expect(problems.some((p) => p.startsWith('broken: invalid ICU in lt'))).toBe(true);
    expect(problems.filter((p) => p.startsWith('same:') || p.startsWith('tagged:'))).toEqual([]);
    expect(compareCatalogues(en, en)).toEqual([]);
  });

  it('find literal ids in code and report the missing ones with where they are used', () => {
    const files: SourceFile[] = [
      {
        path: 'src/views/Login.tsx',
        text: [
          `const title = intl.formatMessage({ id: 'login_title' });`,
          `const el = <FormattedMessage`,
          `  values={{ n: 1 }}`,
          `  id="nepavyko_prisijungti" />;`,
          `const other = <FormattedMessage id={'rez_nera'} />;`,
          `const field = <input id="email" />;`,
          `// intl.formatMessage({ id: 'commented_out' })`,
        ].join('\n'),
      },
      {
        path: 'machines/cart.ts',
        text: [
          `export const cartMachine = setup({}).createMachine({ id: 'cart' });`,
          `const toast = { messageId: 'nepavyko_apmoketi' };`,
          `const m = 'pavykoapmoketi' satisfies MessageId;`,
          `const msgs = defineMessages({`,
          `  a: { id: 'status.full', defaultMessage: 'Reserved' },`,
          `});`,
        ].join('\n'),
      },
    ];
    const uses = usedMessageIds(files);
    expect([...uses.keys()].sort()).toEqual([
      'login_title',
      'nepavyko_apmoketi',
      'nepavyko_prisijungti',
      'pavykoapmoketi',
      'rez_nera',
      'status.full',
    ]);
    expect(missingIds(uses, { login_title: 'x', rez_nera: 'x', pavykoapmoketi: 'x' })).toEqual([
      'nepavyko_apmoketi (used at machines/cart.ts:2)',
      'nepavyko_prisijungti (used at src/views/Login.tsx:2)',
      'status.full (used at machines/cart.ts:5)',
    ]);
  });
});
