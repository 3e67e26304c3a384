import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

/** zod 4's JSON Schema generator: the processors per schema kind, and the traversal behind them. */
const JSON_SCHEMA_MODULE = /\/node_modules\/zod\/v4\/core\/(json-schema-processors|to-json-schema)\.js$/;

/** The names a module exports: `export const|function|class name` and `export { a as b }`. */
const exportedNames = (source: string): string[] => [
  ...[...source.matchAll(/^export (?:const|let|function\*?|class) (\w+)/gm)].map((m) => m[1]!),
  ...[...source.matchAll(/^export \{([^}]*)\}/gm)].flatMap((m) =>
    m[1]!
      .split(',')
      .map((part) =>
        part
          .trim()
          .split(/\s+as\s+/)
          .pop()!,
      )
      .filter(Boolean),
  ),
];

/**
 * zod 4's classic schemas import its JSON Schema generator (about 17 KB gzipped) for
 * `toJSONSchema()`, `~standard.jsonSchema` and a few derived properties (`.minLength`, `.format`,
 * `.isInt`), none of which the browser uses: the server writes the API document. The browser builds
 * get stand-ins that keep every export and throw when one is used, so a future use fails loudly
 * instead of quietly; the two factories the `~standard` getter calls on first access (form
 * validation reads `~standard.validate`) answer such a throwing function instead of throwing.
 */
export const zodWithoutJsonSchema = (): Plugin => ({
  name: 'passdeck-zod-without-json-schema',
  load(id) {
    if (!JSON_SCHEMA_MODULE.test(id)) return null;
    const lines = exportedNames(readFileSync(id, 'utf8')).map((name) =>
      /^create\w+Method$/.test(name)
        ? `export const ${name} = () => unavailable;`
        : `export const ${name} = unavailable;`,
    );
    return [
      'const unavailable = () => {',
      "  throw new Error('zod: JSON Schema is not part of the browser build (vite.zod-browser.ts)');",
      '};',
      ...lines,
    ].join('\n');
  },
});
