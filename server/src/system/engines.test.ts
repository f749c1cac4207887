import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

// Every installed package must accept the oldest Node.js the project claims to run on, so a
// fresh `npm install` prints no EBADENGINE warning (docs/decisions/012-node-versions.md).

const root = path.resolve(import.meta.dirname, '../../..');
const readJson = (file: string) => JSON.parse(readFileSync(path.join(root, file), 'utf8')) as unknown;

interface Manifest {
  engines: { node: string };
}
interface LockEntry {
  version?: string;
  engines?: { node?: string } | string[];
}
interface Lockfile {
  packages: Record<string, LockEntry>;
}

const manifest = readJson('package.json') as Manifest;
const lockfile = readJson('package-lock.json') as Lockfile;
const oldestNode = semver.minVersion(manifest.engines.node);

describe('Node.js versions', () => {
  it('declares Node 22.13 and later, Node 24 LTS included, and no longer Node 20, which is past its end of life', () => {
    for (const version of ['22.13.0', '24.0.0', '24.21.0']) {
      expect(semver.satisfies(version, manifest.engines.node), version).toBe(true);
    }
    expect(semver.satisfies('20.19.0', manifest.engines.node)).toBe(false);
  });

  it('installs no package that refuses the oldest supported Node', () => {
    expect(oldestNode).not.toBeNull();
    const refusing = Object.entries(lockfile.packages)
      .filter(([location]) => location !== '' && existsSync(path.join(root, location)))
      .flatMap(([location, entry]) => {
        const range = Array.isArray(entry.engines) ? undefined : entry.engines?.node;
        if (!range || semver.satisfies(oldestNode!, range, { includePrerelease: true })) return [];
        return [`${location}@${entry.version ?? '?'} wants node ${range}`];
      });
    expect(refusing).toEqual([]);
  });
});
