/** How the backup hands the database's password to pg_dump and pg_restore. */
import { describe, expect, it } from 'vitest';
import { pgToolConnection } from './backup';

describe('the PostgreSQL tools', () => {
  it('get the password in their environment, never on the command line where ps shows it', () => {
    const { url, env } = pgToolConnection(
      'postgres://registry:s%40cret%2Fpw@db.internal:5432/registry?sslmode=require',
    );
    expect(url).toBe('postgres://registry@db.internal:5432/registry?sslmode=require');
    expect(url).not.toContain('cret');
    expect(env.PGPASSWORD).toBe('s@cret/pw');
  });

  it('leave a database without a password as it is', () => {
    const { url, env } = pgToolConnection('postgres://postgres@127.0.0.1:5432/registry');
    expect(url).toBe('postgres://postgres@127.0.0.1:5432/registry');
    expect(env.PGPASSWORD).toBe(process.env.PGPASSWORD);
  });
});
