#!/usr/bin/env node
/**
 * `npm start`, `npm run admin`, `backup`, `restore` and `db:migrate`: run a server entry from the build
 * (build/server/<name>.js) in this very process, so a signal sent to it reaches the server. On a
 * checkout whose build is missing or older than its sources, it builds first (that needs the
 * development dependencies); a production install that was built once needs no build tool.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const [name = 'main'] = process.argv.splice(2, 1);
const entry = path.resolve('build/server', `${name}.js`);
const outputs = name === 'main' ? [entry, path.resolve('dist/index.html')] : [entry];
const SOURCES = ['server/src', 'common', 'web/src', 'web/index.html', 'package-lock.json'];

/** The newest modification time under these paths (0 when none exist, as in a copy holding only the build). */
function newest(paths) {
  let latest = 0;
  for (const item of paths) {
    if (!fs.existsSync(item)) continue;
    const stat = fs.statSync(item);
    if (!stat.isDirectory()) latest = Math.max(latest, stat.mtimeMs);
    else for (const child of fs.readdirSync(item)) latest = Math.max(latest, newest([path.join(item, child)]));
  }
  return latest;
}

const builtAt = outputs.every((file) => fs.existsSync(file))
  ? Math.min(...outputs.map((file) => fs.statSync(file).mtimeMs))
  : 0;
if (builtAt === 0 || newest(SOURCES) > builtAt) {
  console.log(builtAt === 0 ? 'No build yet: building once…' : 'The sources changed since the last build: building…');
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
await import(pathToFileURL(entry).href);
