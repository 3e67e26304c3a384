#!/usr/bin/env node
// Points the repository's citations at its own docs (issue 20): `SPEC §x` becomes
// `requirements §x`, `ARCHITECTURE.md §n` becomes `architecture §n`, `DESIGN.md` becomes the
// design section of requirements (§10.n), `../shared/ARCHITECTURE.md` becomes
// `docs/architecture.md`, and the wallet research notes' `research §n` becomes `wallet §n`
// (docs/wallet.md keeps the notes' section numbers). Only comments (`//`, `/* */`, JSDoc, CSS
// and SQL comments), test titles (the first argument of describe / it / test) and Markdown files
// are rewritten; other string literals (API descriptions, lint messages, anything users may see)
// are left and listed.
//
// Then it checks: every `requirements §x` / `architecture §x` / `wallet §x` names a section
// that exists in docs/ (requirements.md, architecture.md, wallet.md); no citation of an outside
// document (SPEC, ARCHITECTURE.md, DESIGN.md, ../shared/) is left in a comment; and no citation
// of the research notes (`research §n`, `research/<note>.md`) is left anywhere, since a reader
// of this repository does not have them (`research/reliability.md` has no automatic target:
// point it at the docs section that covers the same ground by hand). It exits 1 when any fails.
//
//   node docs/cite-docs.mjs           rewrite, then check
//   node docs/cite-docs.mjs --dry-run count what would change, check the result, write nothing
//   node docs/cite-docs.mjs --check   check the tree as it is, write nothing
//   (an optional last argument is the repository root; default: the folder above docs/)
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, extname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const args = process.argv.slice(2);
const checkOnly = args.includes('--check');
const dryRun = args.includes('--dry-run');
const rootArg = args.find((a) => !a.startsWith('--'));
const root = resolve(rootArg ?? join(dirname(fileURLToPath(import.meta.url)), '..'));

const TARGETS = [
  'domain',
  'adapters',
  'ui',
  'src',
  'test',
  'scripts',
  '.storybook',
  'locales',
  'README.md',
  // Root config files comment on the architecture too (the dependency rule lives in eslint.config.js).
  'eslint.config.js',
  'vite.config.ts',
  'vite.get-pass.config.ts',
  'vite.bundle-stats.ts',
  'vitest.config.ts',
  'drizzle.config.ts',
];
const SKIP_DIRS = new Set(['node_modules', 'dist', 'coverage', 'storybook-static', 'test-results', 'data']);
const EXTENSIONS = new Set(['.ts', '.tsx', '.mts', '.js', '.mjs', '.jsx', '.css', '.sql', '.md', '.json']);
const CODE = new Set(['.ts', '.tsx', '.mts', '.js', '.mjs', '.jsx']);

// ---------------------------------------------------------------------------------------------
// The sections the new docs have

const sectionsOf = (file) => {
  const ids = new Set();
  for (const line of readFileSync(join(root, 'docs', file), 'utf8').split('\n')) {
    const m = /^#{2,3} (\d+(?:\.\d+)*)\.? /.exec(line);
    if (m) ids.add(m[1]);
  }
  return ids;
};
const DOC_SECTIONS = {
  requirements: sectionsOf('requirements.md'),
  architecture: sectionsOf('architecture.md'),
  wallet: sectionsOf('wallet.md'),
};

// ---------------------------------------------------------------------------------------------
// The rename

/** Which design rule a `DESIGN.md` citation means, judged by the words around it. */
const designSection = (context) => {
  if (/pass previews?"|320 × 410|apple-style front/i.test(context)) return '§10.4';
  if (/\bforms?\b|first invalid field|destructive|confirmation|empty state|skeleton/i.test(context))
    return '§10.3';
  if (/tables become cards|thumb|one-line description|primary action on the right|drawer/i.test(context))
    return '§10.2';
  if (/contrast|#6246EA|#868E96|#7B61FF|violet|white on|grey|dimmed|colou?r|palette/i.test(context))
    return '§10.1';
  return '§10';
};

/** Rewrites the citations in one piece of comment or prose; returns the text and the count. */
const rename = (text) => {
  let count = 0;
  const sub = (pattern, replacement) => {
    text = text.replace(pattern, (...m) => {
      const next = typeof replacement === 'function' ? replacement(...m) : replacement;
      if (next !== m[0]) count += 1;
      return next;
    });
  };
  // Paths into the shared folder outside the repository.
  sub(/(?:\.\.\/|\/work\/)shared\/ARCHITECTURE\.md/g, 'docs/architecture.md');
  sub(/(?:\.\.\/|\/work\/)shared\/SPEC\.md/g, 'docs/requirements.md');
  sub(/(?:\.\.\/|\/work\/)shared\/DESIGN\.md/g, 'docs/requirements.md §10');
  // ARCHITECTURE.md §n and ARCHITECTURE §n keep their numbers.
  sub(/\bARCHITECTURE(?:\.md)? §/g, 'architecture §');
  sub(/\bARCHITECTURE\.md\b/g, 'docs/architecture.md');
  // SPEC §x.y keeps its numbers.
  sub(/\bSPEC(?:\.md)? §/g, 'requirements §');
  // Informal mentions.
  sub(/\bSPEC issue (\d+)/g, (_, n) => `requirements §11, issue ${n}`);
  sub(/\bSPEC research §/g, 'wallet §');
  sub(/\bSPEC: the UI shows manual input/g, 'requirements §7: the UI shows manual input');
  sub(/\bSPEC "pass user"/g, 'requirements §3 "pass user"');
  sub(/\bSPEC's\b/g, "requirements'");
  sub(/\bSPEC-(aligned|free)\b/g, (_, w) => `Requirements-${w}`);
  sub(/\bSPEC\.md\b/g, 'docs/requirements.md');
  sub(/(?<![\w/.-])SPEC(?![\w.-])/g, 'requirements');
  // The wallet research notes → docs/wallet.md, whose sections keep the notes' numbers. The
  // reliability notes have no such twin: the check reports them for a person to re-point.
  sub(/(?:(?:\.\.\/|\/work\/)shared\/)?\bresearch\/wallet-passes\.md §/g, 'wallet §');
  sub(/(?:(?:\.\.\/|\/work\/)shared\/)?\bresearch\/wallet-passes\.md\b/g, 'docs/wallet.md');
  sub(/\bresearch §/g, 'wallet §');
  // DESIGN.md (and the shorthand "DESIGN:") → the design rules, section by the words around it.
  sub(/\bDESIGN(?:\.md)?(?: §(\d+(?:\.\d+)*))?(:)?(?=[\s"'),:.]|$)/g, (match, _n, colon, offset, whole) => {
    if (!/\.md|:/.test(match)) return match; // a bare word DESIGN (e.g. in DESIGN_DEFAULTS) is not a citation
    const lineStart = whole.lastIndexOf('\n', offset) + 1;
    const lineEnd = whole.indexOf('\n', offset);
    const context = whole.slice(lineStart, lineEnd === -1 ? undefined : lineEnd);
    return `requirements ${designSection(context)}${colon ?? ''}`;
  });
  return { text, count };
};

// ---------------------------------------------------------------------------------------------
// Finding comments and test titles in code: a small lexer (strings, templates, regexes, comments)

const REGEX_BEFORE = new Set([...'(,=:[!&|?{};+-*%~^'.split(''), '']);
const REGEX_KEYWORDS = new Set([
  'return',
  'typeof',
  'case',
  'do',
  'else',
  'in',
  'of',
  'void',
  'yield',
  'await',
]);
const TEST_CALL = /\b(?:describe|it|test|bench)(?:\.\w+(?:\([^()]*\))?)*\(\s*$/;

/** Comment and test-title ranges of a JS/TS source: [{ start, end, kind }]. */
const segmentsOf = (src, isTestFile) => {
  const segs = [];
  const templateDepths = []; // brace depth at which each open `${` returns to its template
  let depth = 0;
  let last = ''; // last significant character of code
  let lastWord = '';
  let i = 0;
  const n = src.length;

  const scanTemplate = (from) => {
    // From inside a template's text: to its end (returns after the backtick) or into `${`.
    let j = from;
    while (j < n) {
      if (src[j] === '\\') j += 2;
      else if (src[j] === '`') return { end: j + 1, open: false };
      else if (src[j] === '$' && src[j + 1] === '{') return { end: j + 2, open: true };
      else j += 1;
    }
    return { end: n, open: false };
  };

  while (i < n) {
    const c = src[i];
    if (c === '/' && src[i + 1] === '/') {
      const end = src.indexOf('\n', i) === -1 ? n : src.indexOf('\n', i);
      segs.push({ start: i, end, kind: 'comment' });
      i = end;
      continue;
    }
    if (c === '/' && src[i + 1] === '*') {
      const close = src.indexOf('*/', i + 2);
      const end = close === -1 ? n : close + 2;
      segs.push({ start: i, end, kind: 'comment' });
      i = end;
      continue;
    }
    if (c === '"' || c === "'") {
      let j = i + 1;
      while (j < n && src[j] !== c && src[j] !== '\n') j += src[j] === '\\' ? 2 : 1;
      if (src[j] !== c) {
        // Not a string after all (an apostrophe in JSX text): treat the quote as code.
        i += 1;
        continue;
      }
      const before = src.slice(Math.max(0, src.lastIndexOf('\n', i - 1) + 1), i);
      if (isTestFile && TEST_CALL.test(before)) segs.push({ start: i + 1, end: j, kind: 'title' });
      i = j + 1;
      last = 'a';
      lastWord = '';
      continue;
    }
    if (c === '`') {
      const { end, open } = scanTemplate(i + 1);
      const before = src.slice(Math.max(0, src.lastIndexOf('\n', i - 1) + 1), i);
      if (isTestFile && !open && TEST_CALL.test(before))
        segs.push({ start: i + 1, end: end - 1, kind: 'title' });
      if (open) templateDepths.push(depth);
      i = end;
      last = 'a';
      lastWord = '';
      continue;
    }
    if (c === '/' && (REGEX_BEFORE.has(last) || REGEX_KEYWORDS.has(lastWord))) {
      let j = i + 1;
      let inClass = false;
      while (j < n && src[j] !== '\n') {
        if (src[j] === '\\') j += 2;
        else if (src[j] === '[') {
          inClass = true;
          j += 1;
        } else if (src[j] === ']') {
          inClass = false;
          j += 1;
        } else if (src[j] === '/' && !inClass) break;
        else j += 1;
      }
      if (src[j] === '/') {
        i = j + 1;
        last = 'a';
        lastWord = '';
        continue;
      }
    }
    if (c === '{') depth += 1;
    if (c === '}') {
      if (templateDepths.length && templateDepths[templateDepths.length - 1] === depth) {
        templateDepths.pop();
        const { end, open } = scanTemplate(i + 1);
        if (open) templateDepths.push(depth);
        i = end;
        last = 'a';
        lastWord = '';
        continue;
      }
      depth -= 1;
    }
    if (/\s/.test(c)) {
      i += 1;
      continue;
    }
    if (/[\w$]/.test(c)) {
      let j = i;
      while (j < n && /[\w$]/.test(src[j])) j += 1;
      lastWord = src.slice(i, j);
      last = 'a';
      i = j;
      continue;
    }
    last = c;
    lastWord = '';
    i += 1;
  }
  return segs;
};

/** Comment ranges of CSS (block) and SQL (`--` line) files. */
const otherSegmentsOf = (src, ext) => {
  const segs = [];
  const pattern = ext === '.css' ? /\/\*[\s\S]*?\*\//g : ext === '.sql' ? /--[^\n]*/g : null;
  if (pattern)
    for (const m of src.matchAll(pattern))
      segs.push({ start: m.index, end: m.index + m[0].length, kind: 'comment' });
  return segs;
};

// ---------------------------------------------------------------------------------------------
// Walking the tree

const filesUnder = (path) => {
  const full = join(root, path);
  let stat;
  try {
    stat = statSync(full);
  } catch {
    return [];
  }
  if (stat.isFile()) return EXTENSIONS.has(extname(path)) ? [path] : [];
  return readdirSync(full)
    .filter((name) => !SKIP_DIRS.has(name))
    .flatMap((name) => filesUnder(join(path, name)));
};
const files = TARGETS.flatMap(filesUnder).sort();

const isTestPath = (file) => /\.(test|spec|bench)\.[mc]?[jt]sx?$/.test(file) || file.startsWith('test/');

/**
 * Generated or applied files are never edited by hand: the API types follow the route strings
 * (`npm run api:generate`), and a migration stays as it was applied. They are only checked.
 */
const GENERATED = ['adapters/http/generated/', 'adapters/persistence/migrations/'];

/** The ranges of a file the rename may touch (whole file for Markdown). */
const editableRanges = (file, src) => {
  if (GENERATED.some((dir) => file.startsWith(dir))) return [];
  const ext = extname(file);
  if (ext === '.md') return [{ start: 0, end: src.length, kind: 'markdown' }];
  if (CODE.has(ext)) return segmentsOf(src, isTestPath(file));
  return otherSegmentsOf(src, ext);
};

// ---------------------------------------------------------------------------------------------
// Rename

const counts = { comment: 0, title: 0, markdown: 0 };
const changedFiles = [];
const contents = new Map();
for (const file of files) {
  const src = readFileSync(join(root, file), 'utf8');
  if (checkOnly) {
    contents.set(file, src);
    continue;
  }
  let out = '';
  let at = 0;
  let changed = 0;
  for (const seg of editableRanges(file, src)) {
    const { text, count } = rename(src.slice(seg.start, seg.end));
    out += src.slice(at, seg.start) + text;
    at = seg.end;
    changed += count;
    counts[seg.kind] += count;
  }
  out += src.slice(at);
  contents.set(file, out);
  if (changed) {
    changedFiles.push([file, changed]);
    if (!dryRun) writeFileSync(join(root, file), out);
  }
}

// ---------------------------------------------------------------------------------------------
// Check

const problems = [];
const leftInStrings = [];
const OUTSIDE =
  /(?<![\w/.-])(?:SPEC|ARCHITECTURE)(?![\w-])|\bDESIGN(?:\.md|:)|\.\.\/shared\/(?:SPEC|ARCHITECTURE|DESIGN|research)/g;
// A number after § (`requirements §n` in prose is a placeholder, not a citation).
const CITES = /\b(requirements|architecture|wallet) (§\d[\d.]*(?:\s*(?:,|and|or|–|-)\s*§\d[\d.]*)*)/g;
const ORIGINAL_DOC = { SPEC: 'requirements', ARCHITECTURE: 'architecture' };

const hasSection = (doc, raw) => {
  const id = raw.replace(/^§/, '').replace(/\.+$/, '');
  return DOC_SECTIONS[doc].has(id);
};

for (const [file, src] of contents) {
  const ranges = editableRanges(file, src);
  const inEditable = (index) => ranges.some((r) => index >= r.start && index < r.end);
  const lineOf = (index) => src.slice(0, index).split('\n').length;

  for (const m of src.matchAll(CITES)) {
    for (const s of m[2].matchAll(/§\d[\d.]*/g))
      if (!hasSection(m[1], s[0]))
        problems.push(`${file}:${lineOf(m.index)}: ${m[1]} ${s[0]} is not a section of docs/${m[1]}.md`);
  }
  for (const m of src.matchAll(OUTSIDE)) {
    const where = `${file}:${lineOf(m.index)}`;
    const line = src.slice(
      src.lastIndexOf('\n', m.index) + 1,
      src.indexOf('\n', m.index) === -1 ? undefined : src.indexOf('\n', m.index),
    );
    if (inEditable(m.index)) {
      problems.push(`${where}: an outside citation is left in a comment: ${line.trim()}`);
      continue;
    }
    // In a string literal: not ours to rename, but its section must exist under the new name.
    const doc = ORIGINAL_DOC[m[0]];
    const section = doc && /^(?:\.md)? (§[\d.]+)/.exec(src.slice(m.index + m[0].length));
    if (section && !hasSection(doc, section[1]))
      problems.push(`${where}: ${m[0]} ${section[1]} (in a string) has no ${doc} ${section[1]}`);
    leftInStrings.push(`${where}: ${line.trim().slice(0, 140)}`);
  }
  // The research notes live outside the repository (/work/shared/research): wherever a citation
  // of them stands, comment or string, it points a reader at nothing. (A `../shared/research`
  // path is reported once, above.)
  for (const m of src.matchAll(/(?<!\.\.\/shared\/)\bresearch(?:\/[\w-]+\.md)?(?: §[\d.]+)?/g))
    if (/§|\.md/.test(m[0]))
      problems.push(
        `${file}:${lineOf(m.index)}: ${m[0]} cites the research notes, which are not in the repository: ` +
          (/\/(?!wallet-passes\.md)[\w-]+\.md/.test(m[0])
            ? 'cite the section of docs/ that covers the same ground'
            : 'cite docs/wallet.md instead (wallet §n for research §n)'),
      );
}

// ---------------------------------------------------------------------------------------------
// Report

const total = counts.comment + counts.title + counts.markdown;
if (!checkOnly) {
  console.log(
    `${dryRun ? 'Would change' : 'Changed'} ${total} citations in ${changedFiles.length} files ` +
      `(${counts.comment} in comments, ${counts.title} in test titles, ${counts.markdown} in Markdown).`,
  );
}
if (!checkOnly && !dryRun && changedFiles.length) {
  // Longer names can push a Markdown table or a test title past Prettier's layout: reformat
  // the changed files when the project's Prettier is installed, else say how.
  const prettier = join(root, 'node_modules', '.bin', 'prettier');
  const changed = changedFiles.map(([file]) => file);
  if (existsSync(prettier)) {
    execFileSync(prettier, ['--write', '--log-level', 'warn', ...changed], { cwd: root, stdio: 'inherit' });
    console.log('Reformatted the changed files with Prettier.');
  } else console.log('Prettier is not installed here: run `npx prettier --write .` before committing.');
}
if (leftInStrings.length) {
  console.log(
    `\nLeft in string literals and generated files (not renamed; API descriptions, a lint message, ` +
      `adapters/http/generated/ which follows them): ${leftInStrings.length}`,
  );
  for (const line of leftInStrings) console.log(`  ${line}`);
}
if (problems.length) {
  console.error(`\n${problems.length} problem(s):`);
  for (const p of problems) console.error(`  ${p}`);
  process.exit(1);
}
console.log(
  `\nEvery requirements §, architecture § and wallet § citation names a section of docs/, ` +
    `and none cites the research notes.`,
);
