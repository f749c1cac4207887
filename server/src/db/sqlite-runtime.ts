/**
 * better-sqlite3 12 subclasses Node's own ObjectWrap, whose destructor aborts the whole process on
 * Node.js 24.19 and later (nodejs/node#65446): a SIGABRT at any garbage collection, seen here on
 * 24.21 during start-up. better-sqlite3 13 fixes it but needs Node 22, and these machines run 20
 * (docs/decisions/012-node-versions.md). Until then the embedded database refuses such a Node at
 * start, with a way out, instead of crashing at a random moment later.
 */
export function sqliteRuntimeProblem(nodeVersion: string = process.versions.node): string | null {
  const [major = 0, minor = 0] = nodeVersion.split('.').map(Number);
  if (major < 24 || (major === 24 && minor < 19)) return null;
  return (
    `Node.js ${nodeVersion} cannot run the embedded SQLite database: its driver (better-sqlite3 12) aborts on ` +
    'Node.js 24.19 and later. Run the registry on Node.js 22 (or 20.19 and later, before 24.19), or set DATABASE_URL to use PostgreSQL.'
  );
}
