/**
 * docs/UPGRADING.md tells an operator what each migration does, whether it can be undone and what to back
 * up first: a migration file added without its row there fails here, and so does a row for a migration
 * that no longer exists.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrationsFor } from './migrate';

const MIGRATIONS_DIR = 'server/src/db/migrations';
const files = fs
  .readdirSync(MIGRATIONS_DIR)
  .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
  .map((name) => path.basename(name, '.ts'));

/** The migrations the table in docs/UPGRADING.md has a row for, each row's cells after the name. */
function documentedRows(text: string): Map<string, string[]> {
  const rows = new Map<string, string[]>();
  for (const line of text.split('\n')) {
    const cells = line.split('|').map((cell) => cell.trim());
    const name = /^`(\d{4}-[\w-]+)`$/.exec(cells[1] ?? '')?.[1];
    if (name) rows.set(name, cells.slice(2, -1));
  }
  return rows;
}

describe('docs/UPGRADING.md', () => {
  const rows = documentedRows(fs.readFileSync('docs/UPGRADING.md', 'utf8'));

  it('has a row for every migration file, with what it does, whether it can be undone and what to back up', () => {
    expect(files.length).toBeGreaterThanOrEqual(19);
    expect(files.filter((name) => !rows.has(name))).toEqual([]);
    for (const name of files) expect(rows.get(name)?.filter(Boolean), name).toHaveLength(3);
  });

  it('has no row for a migration that does not exist', () => {
    expect([...rows.keys()].filter((name) => !files.includes(name))).toEqual([]);
  });

  it('lists the migrations the server applies, which are the files', () => {
    expect(Object.keys(migrationsFor('sqlite')).sort()).toEqual([...files].sort());
  });
});
