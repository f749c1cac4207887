/**
 * `npm run release -- <major|minor|patch>`: turns CHANGELOG.md's Unreleased entries into a numbered
 * release. It refuses a working tree with uncommitted changes, an Unreleased section with no entry and a
 * version already tagged; otherwise it moves the entries under `## [x.y.z] - <today>` (subsections left
 * empty are dropped), leaves a fresh Unreleased with empty Added, Changed and Fixed, sets the version in
 * package.json and package-lock.json (`npm version --no-git-tag-version`), commits "Release x.y.z" and
 * makes the annotated tag vx.y.z. Pushing stays a person's step: `git push --follow-tags`.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import semver from 'semver';

const KINDS = ['major', 'minor', 'patch'] as const;
type Kind = (typeof KINDS)[number];

const UNRELEASED = '## [Unreleased]';
const FRESH_SUBSECTIONS = ['Added', 'Changed', 'Fixed'];

export class ReleaseError extends Error {
  override name = 'ReleaseError';
}

/**
 * The changelog with Unreleased's entries moved under `## [version] - date`, subsections without an entry
 * dropped, and a fresh Unreleased above it; throws a ReleaseError when Unreleased has no entry.
 */
export function releaseChangelog(text: string, version: string, date: string): string {
  const lines = text.split('\n');
  const start = lines.findIndex((line) => line.trim() === UNRELEASED);
  if (start === -1) throw new ReleaseError(`CHANGELOG.md has no "${UNRELEASED}" section.`);
  const next = lines.findIndex((line, index) => index > start && line.startsWith('## '));
  const end = next === -1 ? lines.length : next;

  // What Unreleased holds: words before any subsection, then each subsection with its lines.
  const sections: { heading: string | null; body: string[] }[] = [{ heading: null, body: [] }];
  for (const line of lines.slice(start + 1, end)) {
    if (line.startsWith('### ')) sections.push({ heading: line, body: [] });
    else sections.at(-1)?.body.push(line);
  }
  const kept = sections
    .map(({ heading, body }) => ({ heading, body: trimBlankLines(body) }))
    .filter(({ body }) => body.length > 0);
  if (kept.length === 0)
    throw new ReleaseError('CHANGELOG.md\'s "Unreleased" section has no entry: there is nothing to release.');

  const released = kept.flatMap(({ heading, body }) => [...(heading ? [heading, ''] : []), ...body, '']);
  const fresh = FRESH_SUBSECTIONS.flatMap((name) => [`### ${name}`, '']);
  return [
    ...lines.slice(0, start),
    UNRELEASED,
    '',
    ...fresh,
    `## [${version}] - ${date}`,
    '',
    ...released,
    ...lines.slice(end),
  ].join('\n');
}

function trimBlankLines(lines: string[]): string[] {
  const first = lines.findIndex((line) => line.trim() !== '');
  if (first === -1) return [];
  const last = lines.findLastIndex((line) => line.trim() !== '');
  return lines.slice(first, last + 1);
}

function git(...args: string[]): string {
  return execFileSync('git', args, { encoding: 'utf8' }).trim();
}

export function release(kind: string, today = new Date().toISOString().slice(0, 10)): string {
  if (!KINDS.includes(kind as Kind))
    throw new ReleaseError(`Usage: npm run release -- <${KINDS.join('|')}>${kind ? ` (got "${kind}")` : ''}`);
  const changes = git('status', '--porcelain', '--untracked-files=no');
  if (changes)
    throw new ReleaseError(`The working tree has uncommitted changes; commit or set them aside first:\n${changes}`);

  const current = (JSON.parse(fs.readFileSync('package.json', 'utf8')) as { version?: string }).version ?? '';
  const version = semver.inc(current, kind as Kind);
  if (!version) throw new ReleaseError(`package.json's version "${current}" is not a version number.`);
  if (git('tag', '--list', `v${version}`)) throw new ReleaseError(`The tag v${version} already exists.`);

  const changelog = releaseChangelog(fs.readFileSync('CHANGELOG.md', 'utf8'), version, today);
  execFileSync('npm', ['version', version, '--no-git-tag-version'], { stdio: 'ignore' });
  fs.writeFileSync('CHANGELOG.md', changelog);
  const files = ['CHANGELOG.md', 'package.json', 'package-lock.json'].filter((file) => fs.existsSync(file));
  git('add', '--', ...files);
  git('commit', '--quiet', '-m', `Release ${version}`, '--', ...files);
  git('tag', '--annotate', `v${version}`, '-m', `Release ${version}`);
  return version;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    const version = release(process.argv[2] ?? '');
    console.log(`Released ${version}: commit "Release ${version}", tag v${version}. Push with git push --follow-tags.`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(error instanceof ReleaseError ? 2 : 1);
  }
}
