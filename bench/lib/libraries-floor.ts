/**
 * A second floor for the memory target (issue 53): the bare route of bench/reference-server.ts with
 * every library the production server imports loaded beside it, and nothing of the app's own. The
 * list is read from build/server/main.js itself, so it is the build's and cannot drift. What the app
 * holds above this floor is its own code and state; what this floor holds above the bare route is the
 * price of the libraries the product is built on (Fastify's plugins, Kysely, zod, jose, pino, …).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import {
  PRODUCTION_NODE_FLAGS,
  startProcess,
  type ProcessOptions,
  type RunningServer,
} from '../../support/server-process';
import { bundleBareRoute } from './bare-route';

/** The bare module names the bundle imports statically (`node:` built-ins left out). */
export async function importedLibraries(bundle = 'build/server/main.js'): Promise<string[]> {
  const source = await fs.readFile(bundle, 'utf8');
  const names = [...source.matchAll(/^import\s[^;]*?\sfrom\s"([^".][^"]*)";$/gm)].map((match) => match[1] ?? '');
  return [...new Set(names.filter((name) => name && !name.startsWith('node:')))].sort();
}

export async function startLibrariesFloor(port: number, options: ProcessOptions = {}): Promise<RunningServer> {
  const libraries = await importedLibraries();
  if (libraries.length === 0) throw new Error('build/server/main.js imports no library: build it first');
  const bareRoute = await bundleBareRoute();
  // Beside the bundled route, which it imports by its file name.
  const entry = path.join(path.dirname(bareRoute), 'libraries-floor.js');
  await fs.writeFile(
    entry,
    [
      ...libraries.map((name) => `import ${JSON.stringify(name)};`),
      `import ${JSON.stringify(`./${path.basename(bareRoute)}`)};`,
      '',
    ].join('\n'),
  );
  return startProcess([...PRODUCTION_NODE_FLAGS, entry], {}, port, options);
}
