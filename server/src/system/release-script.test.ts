/**
 * `npm run release -- <major|minor|patch>` (scripts/release.ts), run in a real git repository made in a
 * temporary folder with a CHANGELOG, package.json and package-lock.json: never in this checkout.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { releaseChangelog } from '../../../scripts/release';

const SCRIPT = path.resolve('scripts/release.ts');
const TSX = path.resolve('node_modules/.bin/tsx');
const packageJson = JSON.parse(fs.readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> };

const HEADER = `# Changelog

Every change an operator would notice, newest first.
`;
const UNRELEASED = `## [Unreleased]

### Added

- Staff can export a record as CSV.
- A second line,
  wrapped.

### Changed

### Fixed

- The card's QR code scans on glossy paper.
`;
const OLDER = `## [1.0.0] - 2026-11-28

The first numbered release.
`;

/** The environment without git's own variables, so no command can reach this checkout's repository. */
const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('GIT_')));

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

function git(cwd: string, ...args: string[]): string {
  return execFileSync('git', args, { cwd, env, encoding: 'utf8' }).trim();
}

/** A git repository at version 1.0.0 with one commit: this changelog, package.json and package-lock.json. */
function repository(changelog = `${HEADER}\n${UNRELEASED}\n${OLDER}`): string {
  const cwd = fs.mkdtempSync(path.join(os.tmpdir(), 'sdr-release-'));
  folders.push(cwd);
  git(cwd, 'init', '--quiet', '--initial-branch=main');
  git(cwd, 'config', 'user.name', 'Release Test');
  git(cwd, 'config', 'user.email', 'release-test@example.org');
  git(cwd, 'config', 'commit.gpgsign', 'false');
  git(cwd, 'config', 'tag.gpgsign', 'false');
  fs.writeFileSync(path.join(cwd, 'CHANGELOG.md'), changelog);
  fs.writeFileSync(path.join(cwd, 'package.json'), `${JSON.stringify({ name: 'sdr', version: '1.0.0' }, null, 2)}\n`);
  const lock = {
    name: 'sdr',
    version: '1.0.0',
    lockfileVersion: 3,
    packages: { '': { name: 'sdr', version: '1.0.0' } },
  };
  fs.writeFileSync(path.join(cwd, 'package-lock.json'), `${JSON.stringify(lock, null, 2)}\n`);
  git(cwd, 'add', '.');
  git(cwd, 'commit', '--quiet', '-m', 'Start');
  return cwd;
}

/** `npm run release -- <args>` in that repository: package.json's command, with this checkout's script and tsx. */
function runRelease(cwd: string, ...args: string[]) {
  const [tool, file] = (packageJson.scripts.release ?? '').split(' ');
  expect([tool, file]).toEqual(['tsx', 'scripts/release.ts']);
  const result = spawnSync(TSX, [SCRIPT, ...args], { cwd, env, encoding: 'utf8' });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

const read = (cwd: string, file: string) => fs.readFileSync(path.join(cwd, file), 'utf8');
const version = (cwd: string, file: string) => (JSON.parse(read(cwd, file)) as { version: string }).version;
const today = () => new Date().toISOString().slice(0, 10);

describe('npm run release', () => {
  it('moves the entries into a dated section, bumps both versions, commits and tags', () => {
    const cwd = repository();
    const { status, output } = runRelease(cwd, 'minor');
    expect(output).toContain('Released 1.1.0');
    expect(status).toBe(0);

    expect(read(cwd, 'CHANGELOG.md')).toBe(`${HEADER}
## [Unreleased]

### Added

### Changed

### Fixed

## [1.1.0] - ${today()}

### Added

- Staff can export a record as CSV.
- A second line,
  wrapped.

### Fixed

- The card's QR code scans on glossy paper.

${OLDER}`);
    expect(version(cwd, 'package.json')).toBe('1.1.0');
    expect(version(cwd, 'package-lock.json')).toBe('1.1.0');
    expect(
      (JSON.parse(read(cwd, 'package-lock.json')) as { packages: Record<string, { version: string }> }).packages[''],
    ).toMatchObject({ version: '1.1.0' });

    expect(git(cwd, 'log', '-1', '--format=%s')).toBe('Release 1.1.0');
    expect(git(cwd, 'status', '--porcelain')).toBe('');
    expect(git(cwd, 'show', '--name-only', '--format=', 'HEAD').split('\n').sort()).toEqual([
      'CHANGELOG.md',
      'package-lock.json',
      'package.json',
    ]);
    // Annotated: a tag object of its own, pointing at the release commit.
    expect(git(cwd, 'cat-file', '-t', 'v1.1.0')).toBe('tag');
    expect(git(cwd, 'rev-parse', 'v1.1.0^{commit}')).toBe(git(cwd, 'rev-parse', 'HEAD'));
  });

  it('counts each kind from the current version', () => {
    for (const [kind, expected] of [
      ['major', '2.0.0'],
      ['patch', '1.0.1'],
    ]) {
      const cwd = repository();
      expect(runRelease(cwd, kind as string).status).toBe(0);
      expect(version(cwd, 'package.json')).toBe(expected);
      expect(git(cwd, 'describe', '--tags')).toBe(`v${expected}`);
    }
  });

  it('refuses uncommitted changes, and changes nothing', () => {
    const cwd = repository();
    fs.appendFileSync(path.join(cwd, 'package.json'), '\n');
    const { status, output } = runRelease(cwd, 'patch');
    expect(status).toBe(2);
    expect(output).toContain('The working tree has uncommitted changes');
    expect(output).toContain('package.json');
    expect(git(cwd, 'log', '--format=%s')).toBe('Start');
    expect(git(cwd, 'tag')).toBe('');
    expect(read(cwd, 'CHANGELOG.md')).toContain(`${UNRELEASED}\n${OLDER}`);
  });

  it('refuses an Unreleased section with no entry, and changes nothing', () => {
    const cwd = repository(`${HEADER}\n## [Unreleased]\n\n### Added\n\n### Changed\n\n### Fixed\n\n${OLDER}`);
    const { status, output } = runRelease(cwd, 'minor');
    expect(status).toBe(2);
    expect(output).toContain('has no entry: there is nothing to release');
    expect(version(cwd, 'package.json')).toBe('1.0.0');
    expect(git(cwd, 'status', '--porcelain')).toBe('');
    expect(git(cwd, 'tag')).toBe('');
  });

  it('refuses an unknown kind and a version already tagged', () => {
    const cwd = repository();
    expect(runRelease(cwd).output).toContain('Usage: npm run release -- <major|minor|patch>');
    expect(runRelease(cwd, '1.2.0')).toMatchObject({ status: 2, output: expect.stringContaining('(got "1.2.0")') });
    git(cwd, 'tag', 'v1.0.1');
    expect(runRelease(cwd, 'patch')).toMatchObject({
      status: 2,
      output: expect.stringContaining('v1.0.1 already exists'),
    });
    expect(git(cwd, 'log', '--format=%s')).toBe('Start');
  });
});

describe('the changelog a release writes', () => {
  it("keeps words written before Unreleased's subsections, and the file's end", () => {
    const text = `${HEADER}\n## [Unreleased]\n\nA note for this release.\n\n### Changed\n\n- One.\n`;
    expect(releaseChangelog(text, '1.0.1', '2026-12-01')).toBe(
      `${HEADER}\n## [Unreleased]\n\n### Added\n\n### Changed\n\n### Fixed\n\n## [1.0.1] - 2026-12-01\n\nA note for this release.\n\n### Changed\n\n- One.\n`,
    );
  });
});
