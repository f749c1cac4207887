/**
 * The image runs the tools: `npm start`/`serve`, and `npm run admin`, `backup`, `restore` and `db:migrate`
 * (`docker compose exec registry npm run …`). Docker does not run on the machines this project is tested
 * on, so this reads the Dockerfile and checks its runtime stage against what those commands need, which it
 * learns from package.json, scripts/run-server.js, scripts/bundle-server.ts and the server's sources: a new
 * tool, entry or worker file that is not copied into the image fails here.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';
import { SERVER_ENTRIES } from '../../../scripts/bundle-server';
import {
  type DockerStage,
  imageMajor,
  imagePinProblem,
  parseDockerfile,
  readCompose,
  registryService,
  words,
} from '../test/deployment-files';

const RUN_SERVER = 'scripts/run-server.js';

const packageJson = JSON.parse(fs.readFileSync('package.json', 'utf8')) as {
  scripts: Record<string, string>;
  engines: { node: string };
  dependencies: Record<string, string>;
};
/** The npm scripts that run the server or a tool from the build: start, serve, admin, backup, restore, db:migrate… */
const TOOLS = Object.entries(packageJson.scripts)
  .filter(([, command]) => command.includes(RUN_SERVER) || /\sbuild\/server\//.test(command))
  .map(([name]) => name);
const runServer = fs.readFileSync(RUN_SERVER, 'utf8');
const stages = parseDockerfile(fs.readFileSync('Dockerfile', 'utf8'));
const runtime = stages.at(-1) as DockerStage;
const of = (stage: DockerStage, keyword: string) =>
  stage.instructions.filter((instruction) => instruction.keyword === keyword).map((instruction) => instruction.args);
const runs = (stage: DockerStage) => of(stage, 'RUN').join('\n');

function workdir(stage: DockerStage): string {
  return of(stage, 'WORKDIR').at(-1) ?? '/';
}

function envOf(stage: DockerStage): Map<string, string> {
  const values = new Map<string, string>();
  for (const args of of(stage, 'ENV'))
    for (const [, key, value] of args.matchAll(/([A-Za-z_][A-Za-z0-9_]*)=(\S+)/g)) values.set(key ?? '', value ?? '');
  return values;
}

/** The entries (build/server/<name>.js) a worker or child process is started from, found in the sources. */
function filesLoadedAtRunTime(dir = 'server/src'): string[] {
  const found: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    const file = path.join(entry.parentPath, entry.name);
    if (!entry.isFile() || !file.endsWith('.ts') || file.endsWith('.test.ts') || file.includes('/test/')) continue;
    for (const [, name] of fs.readFileSync(file, 'utf8').matchAll(/new URL\(\s*[`'"]\.\/([\w-]+)\.(?:js|\$\{)/g))
      found.push(`build/server/${name}.js`);
  }
  return found;
}

/** The packages the server's and the tools' code imports (esbuild leaves them to node_modules). */
function packagesImported(dirs = ['server/src', 'common']): Map<string, string> {
  const found = new Map<string, string>();
  for (const dir of dirs)
    for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
      const file = path.join(entry.parentPath, entry.name);
      if (!entry.isFile() || !file.endsWith('.ts') || file.endsWith('.test.ts') || file.includes('/test/')) continue;
      const text = fs.readFileSync(file, 'utf8');
      for (const [, specifier = ''] of text.matchAll(/(?:\bfrom|\bimport\(|\)\()\s*'([^'.#][^']*)'/g)) {
        if (specifier.startsWith('node:')) continue;
        const name = specifier
          .split('/')
          .slice(0, specifier.startsWith('@') ? 2 : 1)
          .join('/');
        if (!found.has(name)) found.set(name, file);
      }
    }
  return found;
}

/** What the npm script needs at run time, relative to the app's folder, read from its command. */
function filesScriptNeeds(script: string): string[] {
  const command = words(packageJson.scripts[script] ?? '');
  const nodeAt = command.indexOf('node');
  const [file, entryName] = command.slice(nodeAt + 1).filter((word) => !word.startsWith('-'));
  if (nodeAt === -1 || !file) throw new Error(`npm run ${script} does not run a file with node`);
  const files = ['package.json', file];
  const bundle = file === RUN_SERVER ? `build/server/${entryName ?? 'main'}.js` : file;
  files.push(bundle);
  // run-server.js also wants the web app before it starts the server (it builds otherwise).
  const outputs = /name === '([\w-]+)' \? \[entry, ([^\]]+)\]/.exec(runServer);
  if (file === RUN_SERVER && outputs?.[1] === (entryName ?? 'main'))
    files.push(...[...(outputs[2] ?? '').matchAll(/path\.resolve\('([^']+)'\)/g)].map((match) => match[1] ?? ''));
  // The server serves the web app from dist/ (DEFAULT_WEB_DIST in server/src/app.ts), however it is started.
  if (bundle === 'build/server/main.js') files.push('dist/index.html');
  files.push(...filesLoadedAtRunTime());
  return [...new Set(files)];
}

interface Copy {
  from: string | null;
  sources: string[];
  destination: string;
}

function copiesOf(stage: DockerStage): Copy[] {
  return of(stage, 'COPY').map((args) => {
    const parts = words(args);
    const from = parts.find((part) => part.startsWith('--from='))?.slice('--from='.length) ?? null;
    const paths = parts.filter((part) => !part.startsWith('--'));
    return { from, sources: paths.slice(0, -1), destination: paths.at(-1) ?? '' };
  });
}

function isDirectory(repoPath: string): boolean {
  if (fs.existsSync(repoPath)) return fs.statSync(repoPath).isDirectory();
  return !path.basename(repoPath).includes('.');
}

/**
 * The COPY that puts the build stage's `file` (a path inside the repository, as the build stage has it
 * under its WORKDIR) at the same place under the runtime stage's WORKDIR, if any. Docker copies a file to
 * the destination (inside it when it ends with "/"), and a folder's contents into the destination.
 */
function copyOf(file: string): Copy | undefined {
  const target = path.posix.join(workdir(runtime), file);
  return copiesOf(runtime).find((copy) => {
    const stage = stages.find((candidate) => candidate.name === copy.from);
    if (!stage) return false;
    const destination = path.posix.resolve(workdir(runtime), copy.destination);
    return copy.sources.some((source) => {
      const from = path.posix.resolve(workdir(stage), source);
      const inRepo = path.posix.relative(workdir(stage), from);
      if (isDirectory(inRepo)) {
        const inside = path.posix.relative(from, path.posix.join(workdir(stage), file));
        return !inside.startsWith('..') && path.posix.join(destination, inside) === target;
      }
      const into = copy.destination.endsWith('/') || copy.sources.length > 1;
      return (
        from === path.posix.join(workdir(stage), file) &&
        (into ? path.posix.join(destination, path.posix.basename(from)) : destination) === target
      );
    });
  });
}

describe('the Docker image', () => {
  it('knows the tools from package.json', () => {
    expect(TOOLS).toEqual(expect.arrayContaining(['start', 'serve', 'admin', 'backup', 'restore', 'db:migrate']));
  });

  it('is built from pinned Node images of one version, within the engines range', () => {
    const nodeImages = stages.map((stage) => stage.image).filter((image) => image.startsWith('node:'));
    expect(nodeImages.length).toBe(stages.length);
    for (const image of nodeImages) expect(imagePinProblem(image), image).toBeNull();
    const versions = new Set(nodeImages.map((image) => /^node:([\d.]+)/.exec(image)?.[1]));
    // Native modules (better-sqlite3, sharp, argon2) are compiled in the build stage for the runtime's Node.
    expect(versions.size).toBe(1);
    const version = semver.coerce([...versions][0]);
    expect(version && semver.satisfies(version, packageJson.engines.node)).toBe(true);
  });

  it.each(TOOLS)('holds every file npm run %s needs', (script) => {
    const missing = filesScriptNeeds(script).filter((file) => !copyOf(file));
    expect(missing, `not copied into the runtime stage for npm run ${script}`).toEqual([]);
  });

  it('builds each bundle the tools and the server load', () => {
    expect(runs(stages[0] as DockerStage)).toMatch(/npm run build\b/);
    const bundles = TOOLS.flatMap(filesScriptNeeds).filter((file) => file.startsWith('build/server/'));
    expect(bundles).toContain('build/server/pdf-worker.js');
    expect(bundles).toContain('build/server/photo-worker.js');
    for (const bundle of new Set(bundles))
      expect(Object.keys(SERVER_ENTRIES), `${bundle} is not an entry of scripts/bundle-server.ts`).toContain(
        path.basename(bundle, '.js'),
      );
  });

  it('holds no source, so scripts/run-server.js runs the build and never rebuilds it', () => {
    const sources = /const SOURCES = \[([^\]]*)\]/.exec(runServer)?.[1] ?? '';
    const paths = [...sources.matchAll(/'([^']+)'/g)].map((match) => match[1] ?? '');
    expect(paths).toContain('server/src');
    expect(paths.filter((file) => copyOf(file) || copyOf(`${file}/x.ts`))).toEqual([]);
  });

  it('installs the production dependencies only', () => {
    const copy = copyOf('node_modules/x/package.json');
    const stage = stages.find((candidate) => candidate.name === copy?.from);
    expect(stage, 'node_modules comes from a build stage').toBeDefined();
    const commands = of(stage as DockerStage, 'RUN');
    const lastInstall = commands.findLastIndex((command) => /npm (ci|install)\b(?![^&;]*--omit=dev)/.test(command));
    const pruned = commands.findLastIndex((command) => /npm (prune|ci)\b[^&;]*--omit=dev/.test(command));
    expect(pruned, 'npm prune --omit=dev (or npm ci --omit=dev) after the full install').toBeGreaterThanOrEqual(
      lastInstall,
    );
    expect(pruned).toBeGreaterThanOrEqual(0);
  });

  it('has every package the server and the tools import among the production dependencies', () => {
    const imported = packagesImported();
    expect(imported.has('fastify') && imported.has('pg')).toBe(true);
    const missing = [...imported].filter(([name]) => !(name in packageJson.dependencies));
    expect(missing, 'imported, but not in package.json dependencies (npm prune --omit=dev drops them)').toEqual([]);
  });

  it('runs as an unprivileged user, with a health check', () => {
    const user = of(runtime, 'USER').at(-1);
    expect(user).toBeDefined();
    expect(user).not.toMatch(/^(root|0)(:|$)/);
    const healthcheck = of(runtime, 'HEALTHCHECK').at(-1) ?? '';
    expect(healthcheck).toMatch(/\bCMD\b.*\/api\/health/);
  });

  it('lets that user write the data folder and the backups, which compose keeps in volumes', () => {
    const user = of(runtime, 'USER').at(-1) ?? '';
    const dataDir = envOf(runtime).get('DATA_DIR') ?? '';
    // `npm run backup` without --out writes to backups/<date-time>/ under the working folder.
    const backupsDefault = /values\.out \?\? path\.join\('([^']+)'/.exec(
      fs.readFileSync('server/src/backup-cli.ts', 'utf8'),
    );
    const backups = path.posix.join(workdir(runtime), backupsDefault?.[1] ?? '(not found)');
    expect(dataDir).toMatch(/^\//);
    for (const dir of [dataDir, backups]) {
      expect(runs(runtime), dir).toMatch(new RegExp(`mkdir -p [^&]*${dir}(\\s|$)`));
      expect(runs(runtime), dir).toMatch(new RegExp(`chown ${user}(:${user})? [^&]*${dir}(\\s|$)`));
    }
    const [, registry] = registryService(readCompose());
    const mounted = (registry.volumes ?? []).map((volume) => String(volume).split(':')[1]);
    expect(mounted).toEqual(expect.arrayContaining([dataDir, backups]));
  });

  it("has a pg_dump of at least the major version compose's PostgreSQL runs", () => {
    const postgres = Object.values(readCompose().services).find((service) => service.image?.startsWith('postgres:'));
    const serverMajor = imageMajor(postgres?.image ?? '');
    expect(serverMajor).toBeGreaterThanOrEqual(16);
    const clients = [...runs(runtime).matchAll(/postgresql-client-(\d+)/g)].map((match) => Number(match[1]));
    expect(clients.length).toBe(1);
    const clientMajor = clients[0] as number;
    expect(clientMajor).toBeGreaterThanOrEqual(serverMajor);
    // Debian bookworm ships PostgreSQL 15: anything newer comes from the PostgreSQL project's repository.
    if (/bookworm/.test(runtime.image) && clientMajor > 15) expect(runs(runtime)).toMatch(/apt\.postgresql\.org/);
    // The tools run pg_dump and pg_restore by name: that version comes first on the PATH.
    expect(envOf(runtime).get('PATH')).toMatch(new RegExp(`^/usr/lib/postgresql/${clientMajor}/bin:`));
  });

  it('starts the server from the build, as `npm run serve` does', () => {
    const command = JSON.parse(of(runtime, 'CMD').at(-1) ?? '[]') as string[];
    expect(command[0]).toBe('node');
    expect(copyOf(command.at(-1) ?? '')).toBeDefined();
  });
});

/** A real HTTP server that answers /api/health/ready with `status` and anything else with 404, noting what it was asked. */
async function readinessServer(status: number) {
  const asked: string[] = [];
  const server = http.createServer((request, response) => {
    asked.push(request.url ?? '');
    response.statusCode = request.url === '/api/health/ready' ? status : 404;
    response.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { port, asked, close: () => new Promise((resolve) => server.close(resolve)) };
}

/** Runs a health check's command as Docker does (the shell form through /bin/sh), with this node first on the PATH. */
function runCheck(command: string[], env: Record<string, string>): Promise<number | null> {
  const child = spawn(command[0] as string, command.slice(1), {
    env: { PATH: `${path.dirname(process.execPath)}:${process.env.PATH ?? ''}`, ...env },
    stdio: 'ignore',
  });
  return new Promise((resolve) => child.on('exit', resolve));
}

describe('the health checks', () => {
  const healthcheck = of(runtime, 'HEALTHCHECK').at(-1) ?? '';
  const dockerCommand = ['/bin/sh', '-c', /\bCMD\s+(.+)$/.exec(healthcheck)?.[1] ?? 'exit 2'];
  const composeTest = (registryService(readCompose())[1].healthcheck?.test ?? []) as string[];
  const checks = [
    ["the Dockerfile's HEALTHCHECK", dockerCommand],
    ["compose's registry healthcheck", composeTest.slice(1)],
  ] as const;

  it('compose runs its check without a shell, as the image has it', () => {
    expect(composeTest[0]).toBe('CMD');
    expect(composeTest[1]).toBe('node');
  });

  it.each(checks)('%s asks /api/health/ready on the port PORT names', async (_name, command) => {
    const ready = await readinessServer(200);
    const notReady = await readinessServer(503);
    try {
      expect(await runCheck(command, { PORT: String(ready.port) })).toBe(0);
      expect(ready.asked).toEqual(['/api/health/ready']);
      expect(await runCheck(command, { PORT: String(notReady.port) })).toBe(1);
      expect(notReady.asked).toEqual(['/api/health/ready']);
    } finally {
      await ready.close();
      await notReady.close();
    }
  });
});
