/**
 * The documents stay true to the tree. Every file, folder, function, type, setting and decision that
 * docs/ARCHITECTURE.md names exists. Every decision record says under its title whether it stands
 * (`Status: accepted`) or which later record replaced it, in whole or in part, naming records that
 * exist; and a record that says it supersedes another is named in that one's status. The server's floor
 * plan it draws is the code's: no import runs from a lower floor to a higher one, and no files import
 * each other in a circle.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ACTIONS, type ActionRule, type Allowed } from '../access/permissions';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** How the action table in docs/ARCHITECTURE.md names who an action allows. */
const WHO_WORDS: Record<Allowed, string> = {
  anyone: 'anyone',
  signingIn: 'a session (second factor or not)',
  staff: 'staff',
  trainer: "a trainer's account",
  recordOwner: "the record's owner link",
  metricsToken: 'the metrics token',
};
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
 * The paths a document names in backticks: `server/src/app.ts`, `lifecycle/registration-repository.ts`, `lib/`,
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

/** The code a document names in backticks: `presentRegistrationFor`, `useT()`, `STATUS_RULES`, `ApiError` (a plain word is not code). */
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

/** The floor of each folder and top-level file of `server/src/` that the floor plan's table names. */
function floorPlan(markdown: string): Map<string, number> {
  const section = markdown.split("## The server's floor plan")[1]?.split('\n## ')[0] ?? '';
  const floors = new Map<string, number>();
  for (const line of section.split('\n')) {
    const cells = line.split('|').map((cell) => cell.trim());
    if (!/^\d+$/.test(cells[1] ?? '')) continue;
    for (const [, name = ''] of (cells.at(-2) ?? '').matchAll(/`([^`]+)`/g))
      floors.set(name.replace(/\/$/, ''), Number(cells[1]));
  }
  return floors;
}

const SOURCE = /\.(ts|tsx|mts|js|mjs)$/;
/** `from '…'` (imports and re-exports, type-only ones too), `import '…'` and `import('…')`. */
const IMPORT = /\bfrom\s*['"]([^'"]+)['"]|^\s*import\s*['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/gm;

/** The repository's own files under these folders, relative to the root. */
function sourceFiles(folders: string[]): string[] {
  return folders.flatMap((folder) =>
    fs
      .readdirSync(path.join(ROOT, folder), { recursive: true, encoding: 'utf8' })
      .filter((file) => SOURCE.test(file) && !file.split(path.sep).includes('node_modules'))
      .map((file) => path.join(folder, file).split(path.sep).join('/')),
  );
}

/** Each file's imports of the repository's own files (relative, or `#common/…`), resolved to their paths. */
function importGraph(files: string[]): Map<string, string[]> {
  const known = new Set(files);
  const resolve = (from: string, specifier: string): string | undefined => {
    const base = specifier.startsWith('#common/')
      ? `common/${specifier.slice('#common/'.length)}`
      : specifier.startsWith('.')
        ? path.posix.join(path.posix.dirname(from), specifier)
        : undefined;
    if (base === undefined) return undefined;
    const candidates = [base, `${base}.ts`, `${base}.tsx`, base.replace(/\.js$/, '.ts'), `${base}/index.ts`];
    return candidates.find((candidate) => known.has(candidate));
  };
  return new Map(
    files.map((file) => {
      const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
      const targets = [...text.matchAll(IMPORT)]
        .map((match) => resolve(file, match[1] ?? match[2] ?? match[3] ?? ''))
        .filter((target): target is string => target !== undefined);
      return [file, [...new Set(targets)]];
    }),
  );
}

/** The groups of files that import each other in a circle (Tarjan's strongly connected components). */
function circles(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (file: string) => {
    index.set(file, index.size);
    low.set(file, index.get(file)!);
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(file, Math.min(low.get(file)!, index.get(next)!));
    }
    if (low.get(file) !== index.get(file)) return;
    const group: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== file);
    if (group.length > 1 || graph.get(file)?.includes(file)) found.push(group.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return found;
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

  describe("the server's floor plan", () => {
    const floors = floorPlan(markdown);
    /** A server file's place on the plan: its folder, or its own name at the top of server/src. */
    const place = (file: string) => file.slice('server/src/'.length).split('/')[0] ?? '';
    const isTest = (file: string) => /\.test\.ts$/.test(file) || ['test', 'reliability'].includes(place(file));
    const server = sourceFiles(['server/src']).filter((file) => !isTest(file));

    it('puts every folder and top-level file of the server on one floor', () => {
      expect(new Set(floors.values()).size).toBeGreaterThanOrEqual(8);
      expect([...new Set(server.map(place))].filter((name) => !floors.has(name))).toEqual([]);
    });

    it('holds in the code: no import runs from a lower floor to a higher one', () => {
      const graph = importGraph(sourceFiles(['server/src', 'common']));
      const imports = server.flatMap((file) =>
        (graph.get(file) ?? [])
          .filter((target) => target.startsWith('server/src/'))
          .map((target) => ({ file, target })),
      );
      // The server imports its own files over 700 times; a parser that found none would pass vacuously.
      expect(imports.length).toBeGreaterThan(500);
      const upward = imports
        .filter(({ file, target }) => (floors.get(place(target)) ?? 0) > (floors.get(place(file)) ?? 0))
        .map(({ file, target }) => `${file} imports ${target}`);
      expect(upward).toEqual([]);
    });

    it('holds everywhere: no files import each other in a circle, type-only imports included', () => {
      const graph = importGraph(sourceFiles(['server', 'common', 'web', 'bench', 'scripts', 'e2e', 'support']));
      expect(graph.size).toBeGreaterThan(500);
      expect(circles(graph)).toEqual([]);
      // The check finds a circle when there is one.
      expect(
        circles(
          new Map([
            ['a.ts', ['b.ts']],
            ['b.ts', ['c.ts']],
            ['c.ts', ['a.ts']],
          ]),
        ),
      ).toEqual([['a.ts', 'b.ts', 'c.ts']]);
    });
  });

  it('shows the action table the server decides with: every action, who, the fresh factor, the scope', () => {
    const section = markdown.split('## Who may do what')[1]?.split('\n## ')[0] ?? '';
    const rows = section
      .split('\n')
      .filter((line) => line.startsWith('| `'))
      .map((line) => line.split('|').map((cell) => cell.trim()));
    const documented = rows.map(([, name, who, fresh, scope]) => ({ name: name?.slice(1, -1), who, fresh, scope }));
    const freshWords = { true: 'yes', false: 'no', onceEnrolled: 'once a factor is enrolled' } as const;
    expect(documented).toEqual(
      Object.entries<ActionRule>(ACTIONS).map(([name, rule]) => ({
        name,
        who: rule.allows.map((allowed) => WHO_WORDS[allowed]).join(', '),
        fresh: freshWords[String(rule.freshFactor) as keyof typeof freshWords],
        scope: rule.scope,
      })),
    );
  });

  it('reads paths out of backticks and leaves code, addresses and placeholders alone', () => {
    expect(
      namedPaths(
        '`server/src/app.ts`, `owner/`, `schemas.ts`, `features/<f>/`, `*-routes.ts`, `/api/lookup/{n}`, ' +
          '`request.caller`, `npm run check`, `#common/*`, `METRICS_TOKEN`, `.eml`',
      ),
    ).toEqual(['server/src/app.ts', 'owner/', 'schemas.ts']);
    expect(exists('lifecycle/registration-repository.ts', names)).toBe(true);
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
