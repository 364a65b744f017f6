import { describe, expect, it } from 'vitest';
import type { Rolldown } from 'vite';
import { COMPILE_HINT, hintCompile } from '../scripts/compile-hints';

/** A bundle as the build hands it to a plugin: two chunks with their maps, and a stylesheet. */
function bundle() {
  const map = (file: string, mappings: string) => ({
    type: 'asset' as const,
    fileName: `${file}.map`,
    source: JSON.stringify({ version: 3, file, sources: ['../src/a.ts'], mappings }),
  });
  const chunk = (fileName: string, code: string) => ({
    type: 'chunk' as const,
    fileName,
    code,
    sourcemapFileName: `${fileName}.map`,
  });
  return {
    'assets/start.js': chunk('assets/start.js', 'import"./a.js";\nexport const x=1;'),
    'assets/start.js.map': map('start.js', 'AAAA;AACA'),
    'assets/later.js': chunk('assets/later.js', 'export const y=2;'),
    'assets/later.js.map': map('later.js', 'AAAA'),
    'assets/start.css': { type: 'asset' as const, fileName: 'assets/start.css', source: 'a{}' },
  };
}

type Bundle = ReturnType<typeof bundle>;
const mappingsOf = (b: Bundle, file: 'assets/start.js.map' | 'assets/later.js.map') =>
  (JSON.parse(b[file].source) as { mappings: string }).mappings;

describe("V8's compile hint on the code that runs as the page loads (scripts/compile-hints.ts)", () => {
  it('makes the hint a named chunk’s first line, and moves its map’s lines down by one', () => {
    const b = bundle();
    hintCompile(b as unknown as Rolldown.OutputBundle, ['assets/start.js']);
    expect(b['assets/start.js'].code).toBe(`${COMPILE_HINT}\nimport"./a.js";\nexport const x=1;`);
    // an empty first line, then the lines as they were
    expect(mappingsOf(b, 'assets/start.js.map')).toBe(';AAAA;AACA');
    expect(JSON.parse(b['assets/start.js.map'].source)).toMatchObject({
      file: 'start.js',
      sources: ['../src/a.ts'],
    });
  });

  it('leaves the chunks not named, their maps and the other files as they were', () => {
    const b = bundle();
    hintCompile(b as unknown as Rolldown.OutputBundle, ['assets/start.js', 'assets/start.css']);
    expect(b['assets/later.js'].code).toBe('export const y=2;');
    expect(mappingsOf(b, 'assets/later.js.map')).toBe('AAAA');
    expect(b['assets/start.css'].source).toBe('a{}');
  });

  it('marks a chunk once, however often it is named', () => {
    const b = bundle();
    hintCompile(b as unknown as Rolldown.OutputBundle, ['assets/start.js', 'assets/start.js']);
    hintCompile(b as unknown as Rolldown.OutputBundle, ['assets/start.js']);
    expect(b['assets/start.js'].code.split(COMPILE_HINT)).toHaveLength(2);
    expect(mappingsOf(b, 'assets/start.js.map')).toBe(';AAAA;AACA');
  });
});
