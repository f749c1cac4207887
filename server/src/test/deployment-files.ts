/**
 * Readers for the deployment files (compose.yaml, the Dockerfile, env files, the Caddyfile) and the rules
 * they must keep, for the tests that check them statically: Docker does not run on the machines this
 * project is tested on (server/src/system/deployment-files.test.ts, dockerfile.test.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

export interface ComposeService {
  image?: string;
  build?: unknown;
  ports?: unknown[];
  expose?: unknown[];
  environment?: Record<string, unknown> | string[];
  env_file?: string | (string | { path: string })[];
  restart?: string;
  network_mode?: string;
  volumes?: unknown[];
  depends_on?: string[] | Record<string, { condition?: string; required?: boolean }>;
  healthcheck?: { test?: string | string[] };
  profiles?: string[];
  logging?: { driver?: string; options?: Record<string, unknown> };
  mem_limit?: string | number;
  deploy?: { resources?: { limits?: { memory?: string | number } } };
}

export interface ComposeFile {
  services: Record<string, ComposeService>;
}

export function readCompose(file = 'compose.yaml'): ComposeFile {
  return parseCompose(fs.readFileSync(file, 'utf8'));
}

export function parseCompose(text: string): ComposeFile {
  return parse(text) as ComposeFile;
}

/**
 * KEY=VALUE lines of an env file (comments and blank lines skipped); a missing file gives an empty map.
 * With `commented`, also the settings written commented out (`# KEY=value`): the ones an example offers
 * for the operator to turn on.
 */
export function readEnvFile(file: string, { commented = false } = {}): Map<string, string> {
  const values = new Map<string, string>();
  if (!fs.existsSync(file)) return values;
  const assignment = commented ? /^\s*(?:#\s*)?([A-Z_][A-Z0-9_]*)=(.*)$/ : /^\s*([A-Za-z_][A-Za-z0-9_]*)=(.*)$/;
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    const match = assignment.exec(line);
    if (match?.[1] !== undefined) values.set(match[1], match[2] ?? '');
  }
  return values;
}

/** A service's `environment`, in either of compose's forms; a key given without a value maps to null. */
export function environmentOf(service: ComposeService): Map<string, string | null> {
  const values = new Map<string, string | null>();
  const environment = service.environment ?? {};
  if (Array.isArray(environment)) {
    for (const entry of environment) {
      const [key = '', ...rest] = entry.split('=');
      values.set(key, rest.length ? rest.join('=') : null);
    }
  } else {
    for (const [key, value] of Object.entries(environment)) values.set(key, value == null ? null : String(value));
  }
  return values;
}

export function envFilesOf(service: ComposeService): string[] {
  const files = service.env_file === undefined ? [] : [service.env_file].flat();
  return files.map((file) => (typeof file === 'string' ? file : file.path));
}

/**
 * What a service's container is given, as far as the repository shows it: its env files' committed
 * `.example` copies (the real files hold the secrets and are never committed), then `environment`,
 * which compose lets win over the files.
 */
export function settingsOf(service: ComposeService): Map<string, string | null> {
  const values = new Map<string, string | null>();
  for (const file of envFilesOf(service))
    for (const [key, value] of readEnvFile(`${file}.example`)) values.set(key, value);
  for (const [key, value] of environmentOf(service)) values.set(key, value);
  return values;
}

/** Services that others wait on to finish (`service_completed_successfully`): one-shot jobs, not servers. */
export function oneShotServices(compose: ComposeFile): Set<string> {
  const jobs = new Set<string>();
  for (const service of Object.values(compose.services)) {
    const dependsOn = service.depends_on;
    if (!dependsOn || Array.isArray(dependsOn)) continue;
    for (const [name, dependency] of Object.entries(dependsOn))
      if (dependency.condition === 'service_completed_successfully') jobs.add(name);
  }
  return jobs;
}

/** The host ports a `ports` entry publishes, with their protocol ("80/tcp", "443/udp"); short and long syntax. */
export function publishedPorts(service: ComposeService): string[] {
  return (service.ports ?? []).map((entry) => {
    if (typeof entry === 'object' && entry !== null) {
      const port = entry as { published?: string | number; target?: string | number; protocol?: string };
      return `${port.published ?? `(any)->${port.target}`}/${port.protocol ?? 'tcp'}`;
    }
    const [mapping = '', protocol = 'tcp'] = String(entry).split('/');
    const parts = mapping.split(':');
    // "3000" alone still publishes the container's port, on a host port Docker picks.
    return `${parts.length >= 2 ? parts[parts.length - 2] : `(any)->${parts[0]}`}/${protocol}`;
  });
}

/**
 * Why an image reference is not pinned, or null when it is: a digest, or a tag naming at least a minor
 * version (16.13-bookworm, 2.11.2-alpine) or a dated release (MinIO's RELEASE.2025-09-07T16-13-09Z).
 * A missing tag, `latest` and a major-only tag (redis:7) move under the deployment without a change to it.
 */
export function imagePinProblem(reference: string): string | null {
  if (/@sha256:[0-9a-f]{64}$/.test(reference)) return null;
  const name = reference.slice(reference.lastIndexOf('/') + 1);
  const colon = name.indexOf(':');
  if (colon === -1) return `${reference} has no tag (it means latest)`;
  const tag = name.slice(colon + 1);
  if (tag === 'latest') return `${reference} is tagged latest`;
  if (!/^v?\d+\.\d+/.test(tag) && !/^RELEASE\.\d{4}-\d{2}-\d{2}T/.test(tag))
    return `${reference} does not name a minor version or a dated release`;
  return null;
}

/** The first number of an image's tag: postgres:16.13-bookworm → 16. */
export function imageMajor(reference: string): number {
  const tag = reference.slice(reference.lastIndexOf(':') + 1);
  return Number(/^v?(\d+)/.exec(tag)?.[1] ?? Number.NaN);
}

/**
 * The environment variables a program's sources read as `process.env.NAME` or `process.env['NAME']`:
 * every .ts file under the given paths, tests and test helpers left out.
 */
export function environmentReads(paths: string[]): Set<string> {
  const names = new Set<string>();
  for (const start of paths) {
    const files = fs.statSync(start).isDirectory()
      ? fs
          .readdirSync(start, { withFileTypes: true, recursive: true })
          .filter((entry) => entry.isFile())
          .map((entry) => path.join(entry.parentPath, entry.name))
      : [start];
    for (const file of files) {
      if (!file.endsWith('.ts') || file.endsWith('.test.ts') || file.split(path.sep).includes('test')) continue;
      const text = fs.readFileSync(file, 'utf8');
      for (const [, name = ''] of text.matchAll(/process\.env(?:\.|\[\s*['"])([A-Z_][A-Z0-9_]*)/g)) names.add(name);
    }
  }
  return names;
}

/** The names of the settings server/src/config.ts reads (the keys of its envSchema). */
export function configSettings(file = 'server/src/config.ts'): Set<string> {
  const schema = /const envSchema = z\.object\(\{([\s\S]*?)\n\}\);/.exec(fs.readFileSync(file, 'utf8'))?.[1] ?? '';
  return new Set([...schema.matchAll(/^ {2}([A-Z][A-Z0-9_]*):/gm)].map((match) => match[1] ?? ''));
}

export interface DockerInstruction {
  keyword: string;
  args: string;
}

export interface DockerStage {
  image: string;
  name: string | null;
  instructions: DockerInstruction[];
}

/** The Dockerfile's stages, each with its instructions (continuation lines joined, comments dropped). */
export function parseDockerfile(text: string): DockerStage[] {
  const lines = text.split('\n').filter((line) => !/^\s*#/.test(line));
  const instructions: DockerInstruction[] = [];
  let current = '';
  for (const line of lines) {
    current += current ? ` ${line.trim()}` : line.trim();
    if (current.endsWith('\\')) {
      current = current.slice(0, -1).trim();
      continue;
    }
    const match = /^(\w+)\s+([\s\S]*)$/.exec(current);
    if (match?.[1] && match[2] !== undefined) instructions.push({ keyword: match[1].toUpperCase(), args: match[2] });
    current = '';
  }
  const stages: DockerStage[] = [];
  for (const instruction of instructions) {
    if (instruction.keyword === 'FROM') {
      const [image = '', as, name] = instruction.args.split(/\s+/).filter((part) => !part.startsWith('--'));
      stages.push({ image, name: as?.toUpperCase() === 'AS' && name ? name : null, instructions: [] });
    } else stages.at(-1)?.instructions.push(instruction);
  }
  return stages;
}

/** The space-separated words of an instruction, or the items of its JSON form. */
export function words(args: string): string[] {
  const trimmed = args.trim();
  if (trimmed.startsWith('[')) return JSON.parse(trimmed) as string[];
  return trimmed.split(/\s+/);
}

const SECRET_NAME = /PASSWORD|SECRET|TOKEN|PRIVATE|CREDENTIAL|(^|_)KEY(_ID)?$/i;
const URL_WITH_PASSWORD = /:\/\/[^/\s:@]+:[^/\s@]+@/;
/** `${NAME}`, or `${NAME:?message}`: the value comes from the environment or an env file, never from compose.yaml. */
const REFERENCE = /^\$\{[A-Za-z_][A-Za-z0-9_]*(:?\?[^}]*)?\}$/;
const RESTART_ALWAYS = ['always', 'unless-stopped'];

/**
 * What makes a compose file unsafe to ship, one sentence each (an empty list: none found):
 * - a service that trusts a proxy (TRUST_PROXY) but can be reached without it: its own published port,
 *   or the host's network, lets a client write its own X-Forwarded-For past every per-address limit;
 * - an image that is not pinned (imagePinProblem);
 * - a server without a restart policy, or a one-shot job that would restart forever;
 * - a service waited on to be healthy that has no health check;
 * - a dependency that runs only with a profile, without `required: false` (compose then refuses to start
 *   without that profile);
 * - a secret written into compose.yaml instead of coming from an env file or the environment.
 */
export function composeProblems(
  compose: ComposeFile,
  settingsFor: (service: ComposeService) => Map<string, string | null> = settingsOf,
): string[] {
  const problems: string[] = [];
  const jobs = oneShotServices(compose);
  for (const [name, service] of Object.entries(compose.services)) {
    const trustProxy = settingsFor(service).get('TRUST_PROXY');
    if (trustProxy && trustProxy !== 'false') {
      const ports = publishedPorts(service);
      if (ports.length)
        problems.push(
          `${name} trusts a proxy (TRUST_PROXY=${trustProxy}) but publishes ${ports.join(', ')}: a client connecting there directly writes its own X-Forwarded-For`,
        );
      if (service.network_mode === 'host')
        problems.push(`${name} trusts a proxy (TRUST_PROXY=${trustProxy}) but uses the host's network`);
    }
    if (service.image) {
      const problem = imagePinProblem(service.image);
      if (problem) problems.push(`${name}: ${problem}`);
    } else if (service.build === undefined) problems.push(`${name} has neither an image nor a build`);
    if (jobs.has(name)) {
      if (service.restart && RESTART_ALWAYS.includes(service.restart))
        problems.push(`${name} is a one-shot job but restart: ${service.restart} would run it again and again`);
    } else if (!service.restart || !RESTART_ALWAYS.includes(service.restart))
      problems.push(`${name} has no restart policy (restart: unless-stopped): it stays down after a crash or a reboot`);
    if (service.depends_on && !Array.isArray(service.depends_on))
      for (const [other, dependency] of Object.entries(service.depends_on)) {
        const target = compose.services[other];
        // A service built here has the Dockerfile's HEALTHCHECK (server/src/system/dockerfile.test.ts).
        if (dependency.condition === 'service_healthy' && !target?.healthcheck && target?.build === undefined)
          problems.push(`${name} waits for ${other} to be healthy, but ${other} has no healthcheck`);
        const onlyWith = (target?.profiles ?? []).filter((profile) => !service.profiles?.includes(profile));
        if (onlyWith.length && dependency.required !== false)
          problems.push(
            `${name} depends on ${other}, which runs only with the ${onlyWith.join('/')} profile, without required: false`,
          );
      }
    for (const [key, value] of environmentOf(service)) {
      if (value === null || value === '' || REFERENCE.test(value)) continue;
      if (SECRET_NAME.test(key) || URL_WITH_PASSWORD.test(value))
        problems.push(`${name}: ${key} is written into the compose file; give it through an env file`);
    }
  }
  return problems;
}

/**
 * What lets a service fill the machine: a log that is not rotated (Docker's json-file driver keeps
 * everything by default) or no memory limit, one sentence each.
 */
export function resourceProblems(compose: ComposeFile): string[] {
  const problems: string[] = [];
  for (const [name, service] of Object.entries(compose.services)) {
    const { driver = 'json-file', options = {} } = service.logging ?? {};
    if (driver === 'json-file' || driver === 'local') {
      if (!options['max-size'] || !options['max-file'])
        problems.push(`${name} does not rotate its log (logging: ${driver} with max-size and max-file)`);
    } else if (driver !== 'none' && driver !== 'journald' && driver !== 'syslog')
      problems.push(`${name} logs to ${driver}, which this check does not know`);
    const memory = service.mem_limit ?? service.deploy?.resources?.limits?.memory;
    if (memory === undefined) problems.push(`${name} has no memory limit (mem_limit)`);
    else if (memoryBytes(memory) < 32 * 1024 * 1024) problems.push(`${name}: a memory limit of ${memory} is too small`);
  }
  return problems;
}

/** Compose's byte values: 768m, 1g, 512mb, or a number of bytes. */
export function memoryBytes(value: string | number): number {
  if (typeof value === 'number') return value;
  const match = /^(\d+(?:\.\d+)?)\s*([bkmg]?)b?$/i.exec(value.trim());
  if (!match) return Number.NaN;
  const unit = { '': 1, b: 1, k: 1024, m: 1024 ** 2, g: 1024 ** 3 }[(match[2] ?? '').toLowerCase()] ?? Number.NaN;
  return Number(match[1]) * unit;
}

/**
 * Secrets a container is given but does not read, one sentence each: each container gets its own env
 * file, so a secret in another's (the database's password file, Garage's admin token) never reaches it.
 * `reads` says whether the named service's program reads a variable.
 */
export function secretProblems(
  compose: ComposeFile,
  reads: (service: string, variable: string) => boolean,
  settingsFor: (service: ComposeService) => Map<string, string | null> = settingsOf,
): string[] {
  const problems: string[] = [];
  for (const [name, service] of Object.entries(compose.services))
    for (const [key, value] of settingsFor(service))
      if ((SECRET_NAME.test(key) || URL_WITH_PASSWORD.test(value ?? '')) && !reads(name, key))
        problems.push(`${name} is given ${key}, which it does not read`);
  return problems;
}

/** The service built from this repository: the registry. */
export function registryService(compose: ComposeFile): [string, ComposeService] {
  const built = Object.entries(compose.services).filter(([, service]) => service.build !== undefined);
  if (built.length !== 1) throw new Error(`expected one service built from this repository, found ${built.length}`);
  return built[0] as [string, ComposeService];
}

/**
 * What makes the proxy in front unsafe or broken: it must be Caddy publishing 80, 443 and 443/udp with the
 * Caddyfile mounted read-only, proxy to the registry's port, keep client-sent X-Forwarded-For out (no
 * trusted_proxies), be given every variable the Caddyfile reads, and be the one hop TRUST_PROXY counts.
 */
export function proxyProblems(
  compose: ComposeFile,
  caddyfile: string,
  registryPort: number,
  settingsFor: (service: ComposeService) => Map<string, string | null> = settingsOf,
): string[] {
  const problems: string[] = [];
  const proxies = Object.entries(compose.services).filter(([, service]) => service.image?.startsWith('caddy:'));
  const [registryName, registry] = registryService(compose);
  if (proxies.length !== 1) return [`expected one Caddy service in front of ${registryName}, found ${proxies.length}`];
  const [name, caddy] = proxies[0] as [string, ComposeService];
  const ports = publishedPorts(caddy);
  for (const port of ['80/tcp', '443/tcp', '443/udp'])
    if (!ports.includes(port)) problems.push(`${name} does not publish ${port}`);
  const mounts = (caddy.volumes ?? []).map(String);
  if (!mounts.some((mount) => /:\/etc\/caddy\/Caddyfile:ro$/.test(mount)))
    problems.push(`${name} does not mount a Caddyfile read-only at /etc/caddy/Caddyfile`);
  const directives = caddyfile
    .split('\n')
    .map((line) => line.replace(/#.*$/, '').trim())
    .filter(Boolean);
  if (
    !directives.some((line) =>
      new RegExp(`^reverse_proxy\\s+(https?://)?${registryName}:${registryPort}\\b`).test(line),
    )
  )
    problems.push(`the Caddyfile does not reverse_proxy to ${registryName}:${registryPort}`);
  if (directives.some((line) => /^trusted_proxies\b/.test(line)))
    problems.push('the Caddyfile sets trusted_proxies: Caddy would pass on the X-Forwarded-For a client wrote');
  const given = settingsFor(caddy);
  for (const [, variable] of caddyfile.matchAll(/\{\$([A-Za-z_][A-Za-z0-9_]*)\}/g))
    if (variable && !given.get(variable))
      problems.push(`the Caddyfile reads {$${variable}}, which ${name} is not given`);
  const trustProxy = settingsFor(registry).get('TRUST_PROXY');
  if (trustProxy !== '1')
    problems.push(`${registryName} has TRUST_PROXY=${trustProxy}, but one proxy (${name}) stands in front of it`);
  return problems;
}
