/**
 * The documents stay true to the tree. Every file, folder, function, type, setting and decision that
 * docs/ARCHITECTURE.md names exists. Every decision record says under its title whether it stands
 * (`Status: accepted`) or which later record replaced it, in whole or in part, naming records that
 * exist; and a record that says it supersedes another is named in that one's status.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const DECISIONS = path.join(ROOT, 'docs/decisions');
/** Where a shorthand path is looked for: the repository, then the folders the document's short names are relative to. */
const BASES = ['', 'docs', 'server/src', 'web/src'];
/** Where a bare file name (`schemas.ts` in the list of `common/`) is looked for. */
const SOURCE_FOLDERS = ['common', 'server', 'web', 'e2e', 'scripts', 'bench', 'docs', 'deploy'];
const FILE_NAME = /\.(ts|tsx|js|mjs|cjs|json|md|css|html|ya?ml)$/;

/** Every file and folder name under the source folders. */
function namesInTree(): Set<string> {
  const names = new Set<string>();
  const walk = (folder: string) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      if (entry.name === 'node_modules') continue;
      names.add(entry.name);
      if (entry.isDirectory()) walk(path.join(folder, entry.name));
    }
  };
  for (const folder of SOURCE_FOLDERS) walk(path.join(ROOT, folder));
  for (const entry of fs.readdirSync(ROOT)) names.add(entry);
  return names;
}

/**
 * The paths a document names in backticks: `server/src/app.ts`, `dogs/dog-repository.ts`, `lib/`,
 * `schemas.ts`. Code, URLs (`/api/…`), settings and placeholders (`<name>`, `*`) are left alone.
 */
function namedPaths(markdown: string): string[] {
  const spans = [...markdown.matchAll(/`([^`\n]+)`/g)].map((match) => match[1] ?? '');
  return [
    ...new Set(
      spans.filter(
        (span) => /^[\w@-][\w.@-]*(\/[\w.@-]+)*\/?$/.test(span) && (span.includes('/') || FILE_NAME.test(span)),
      ),
    ),
  ];
}

/** The code a document names in backticks: `presentDogFor`, `useT()`, `STATUS_RULES`, `ApiError` (a plain word is not code). */
function namedIdentifiers(markdown: string): string[] {
  const spans = [...markdown.matchAll(/`([^`\n]+)`/g)].map((match) => (match[1] ?? '').replace(/\(\)$/, ''));
  return [...new Set(spans.filter((span) => /^[A-Za-z_]\w*$/.test(span) && /[A-Z_]/.test(span.slice(1))))];
}

function exists(named: string, names: Set<string>): boolean {
  if (BASES.some((base) => fs.existsSync(path.join(ROOT, base, named)))) return true;
  // A bare name, said inside the description of its folder.
  const bare = named.replace(/\/$/, '');
  return !bare.includes('/') && names.has(bare);
}

interface DecisionRecord {
  file: string;
  number: string;
  text: string;
  status: string | undefined;
}

function decisionRecords(): DecisionRecord[] {
  return fs
    .readdirSync(DECISIONS)
    .filter((file) => file.endsWith('.md'))
    .sort()
    .map((file) => {
      const text = fs.readFileSync(path.join(DECISIONS, file), 'utf8');
      // The first line after the title that has anything on it.
      const status = text
        .split('\n')
        .slice(1)
        .find((line) => line.trim() !== '');
      return { file, number: file.slice(0, 3), text, status };
    });
}

/** The records a text names by link: `[019](019-cards-and-status-lists.md)`. */
const linkedRecords = (text: string) =>
  [...text.matchAll(/\[(\d{3})\]\(([^)]+)\)/g)].map((match) => ({ label: match[1] ?? '', target: match[2] ?? '' }));

describe('docs/SECURITY.md', () => {
  it('names only files and folders that exist, so every protection it cites can be found', () => {
    const markdown = fs.readFileSync(path.join(ROOT, 'docs/SECURITY.md'), 'utf8');
    const paths = namedPaths(markdown);
    expect(paths.length).toBeGreaterThan(20);
    expect(paths.filter((named) => !exists(named, namesInTree()))).toEqual([]);
  });
});

describe('docs/ARCHITECTURE.md', () => {
  const markdown = fs.readFileSync(path.join(ROOT, 'docs/ARCHITECTURE.md'), 'utf8');
  const names = namesInTree();

  it('opens and closes every code span on one line, so the checks below read each one whole', () => {
    const split = markdown.split('\n').filter((line) => (line.match(/`/g)?.length ?? 0) % 2 === 1);
    expect(split).toEqual([]);
  });

  it('names only files and folders that exist', () => {
    const paths = namedPaths(markdown);
    // The document names well over a hundred; a parser that found none would pass vacuously.
    expect(paths.length).toBeGreaterThan(100);
    expect(paths.filter((named) => !exists(named, names))).toEqual([]);
  });

  it('names only functions, types and settings the code has', () => {
    const code = ['common', 'server/src', 'web/src']
      .flatMap((folder) =>
        fs
          .readdirSync(path.join(ROOT, folder), { recursive: true, encoding: 'utf8' })
          .map((file) => path.join(ROOT, folder, file)),
      )
      .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.test.ts'))
      .map((file) => fs.readFileSync(file, 'utf8'))
      .join('\n');
    const identifiers = namedIdentifiers(markdown);
    expect(identifiers.length).toBeGreaterThan(20);
    expect(identifiers.filter((name) => !new RegExp(`\\b${name}\\b`).test(code))).toEqual([]);
  });

  it('names only decisions that are recorded', () => {
    const numbers = [...markdown.matchAll(/decisions? ((?:\d{3}(?:,| and| or|)\s*)+)/g)].flatMap((match) =>
      [...(match[1] ?? '').matchAll(/\d{3}/g)].map((n) => n[0]),
    );
    expect(numbers.length).toBeGreaterThan(5);
    const recorded = new Set(decisionRecords().map((record) => record.number));
    expect(numbers.filter((n) => !recorded.has(n))).toEqual([]);
  });

  it('reads paths out of backticks and leaves code, addresses and placeholders alone', () => {
    expect(
      namedPaths(
        '`server/src/app.ts`, `dogs/`, `schemas.ts`, `features/<f>/`, `*-routes.ts`, `/api/lookup/{n}`, ' +
          '`request.caller`, `npm run check`, `#common/*`, `METRICS_TOKEN`, `.eml`',
      ),
    ).toEqual(['server/src/app.ts', 'dogs/', 'schemas.ts']);
    expect(exists('dogs/dog-repository.ts', names)).toBe(true);
    expect(exists('lib/api-client.ts', names)).toBe(true);
    expect(exists('dogs/dog-policy.ts', names)).toBe(false);
    expect(exists('no-such-file.ts', names)).toBe(false);
  });
});

describe('the decision records', () => {
  const records = decisionRecords();
  const files = new Set(records.map((record) => record.file));

  it.each(records.map((record) => [record.file, record] as const))(
    '%s says its status under its title',
    (_, record) => {
      expect(record.text.startsWith(`# ${record.number} `)).toBe(true);
      expect(record.status).toMatch(/^Status: (accepted\b|superseded by \[\d{3}\]\(\d{3}-[\w-]+\.md\))/);
      const links = linkedRecords(record.status ?? '');
      // "superseded" names the record that did it.
      if (record.status?.includes('superseded')) expect(links.length).toBeGreaterThan(0);
      for (const { label, target } of links) {
        expect(files.has(target), `${record.file} links ${target}`).toBe(true);
        expect(target.startsWith(`${label}-`), `${record.file}: [${label}] is ${target}`).toBe(true);
        // Only a later decision replaces an earlier one.
        expect(Number(label), `${record.file} superseded by ${label}`).toBeGreaterThan(Number(record.number));
      }
    },
  );

  it('a record that says it supersedes another is named in that one’s status', () => {
    const byNumber = new Map(records.map((record) => [record.number, record]));
    const claims = records.flatMap((record) =>
      // A paragraph that opens with "Supersedes" (it may run over several lines), and the records it names.
      record.text
        .split(/\n\s*\n/)
        .filter((paragraph) => paragraph.startsWith('Supersedes'))
        .flatMap((paragraph) =>
          [...paragraph.matchAll(/\[(\d{3})\]|decisions? (\d{3})/g)].map((match) => ({
            by: record.number,
            superseded: match[1] ?? match[2] ?? '',
          })),
        ),
    );
    expect(claims.length).toBeGreaterThan(3);
    for (const { by, superseded } of claims) {
      const status = byNumber.get(superseded)?.status ?? '';
      expect(status, `${superseded} should say it is superseded by ${by}`).toMatch(/superseded by/);
      expect(
        linkedRecords(status).map((link) => link.label),
        `${superseded}'s status names ${by}`,
      ).toContain(by);
    }
  });
});
