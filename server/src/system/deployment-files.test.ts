/**
 * compose.yaml as shipped (docs/decisions/022-compose-behind-caddy.md, 038-compose-object-storage.md):
 * Caddy in front, the registry's port not published, TRUST_PROXY matching that one hop, pinned images,
 * restart policies, each container's secrets in its own env file, rotated logs and memory limits, and
 * uploads in the data volume unless the s3 profile's Garage holds them. Docker does not run on the
 * machines this project is tested on, so the files are read, not run.
 */
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  type ComposeService,
  composeProblems,
  configSettings,
  environmentOf,
  environmentReads,
  envFilesOf,
  memoryBytes,
  parseCompose,
  parseDockerfile,
  proxyProblems,
  readCompose,
  readEnvFile,
  registryService,
  resourceProblems,
  secretProblems,
  settingsOf,
} from '../test/deployment-files';

const compose = readCompose();
const caddyfile = fs.readFileSync('deploy/Caddyfile', 'utf8');
const [registryName, registry] = registryService(compose);

/** The registry's port: compose's PORT, else its env file's, else the image's (the Dockerfile's ENV). */
function registryPort(): number {
  const fromImage = parseDockerfile(fs.readFileSync('Dockerfile', 'utf8'))
    .at(-1)
    ?.instructions.filter((instruction) => instruction.keyword === 'ENV')
    .map((instruction) => /(?:^|\s)PORT=(\d+)/.exec(instruction.args)?.[1])
    .find(Boolean);
  return Number(settingsOf(registry).get('PORT') || fromImage);
}

/** The compose file this project shipped before: the registry's port open to everyone behind TRUST_PROXY=1. */
const UNSAFE = `
services:
  registry:
    build: .
    environment:
      DATABASE_URL: postgres://registry:registry@postgres:5432/registry
      TRUST_PROXY: '1'
      S3_SECRET_ACCESS_KEY: \${S3_SECRET_ACCESS_KEY:?set S3_SECRET_ACCESS_KEY}
    ports:
      - '3000:3000'
  postgres:
    image: postgres:16
    environment:
      POSTGRES_PASSWORD: registry
  redis:
    image: redis:7
  minio:
    image: minio/minio
    restart: unless-stopped
  minio-bucket:
    image: minio/mc:latest
    restart: always
    depends_on: [minio]
  waits:
    image: busybox:1.37.0
    restart: unless-stopped
    depends_on:
      minio-bucket:
        condition: service_completed_successfully
      redis:
        condition: service_healthy
`;

describe('the compose file', () => {
  it('finds each unsafe setting in an unsafe example', () => {
    const problems = composeProblems(parseCompose(UNSAFE), environmentOf);
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^registry trusts a proxy \(TRUST_PROXY=1\) but publishes 3000\/tcp/),
        'postgres: postgres:16 does not name a minor version or a dated release',
        'redis: redis:7 does not name a minor version or a dated release',
        'minio: minio/minio has no tag (it means latest)',
        'minio-bucket: minio/mc:latest is tagged latest',
        expect.stringMatching(/^registry has no restart policy/),
        expect.stringMatching(/^postgres has no restart policy/),
        expect.stringMatching(/^minio-bucket is a one-shot job but restart: always/),
        'registry: DATABASE_URL is written into the compose file; give it through an env file',
        'postgres: POSTGRES_PASSWORD is written into the compose file; give it through an env file',
        'waits waits for redis to be healthy, but redis has no healthcheck',
      ]),
    );
    // A reference to the environment is not a secret written down; a pinned image with a policy is fine.
    expect(problems.join('\n')).not.toMatch(/S3_SECRET_ACCESS_KEY|^waits: |^waits has|^minio has no restart/m);
  });

  it('refuses a published port behind a trusted proxy in every form compose accepts', () => {
    for (const ports of [`['127.0.0.1:3000:3000']`, `['3000']`, `[{target: 3000, published: 8080}]`]) {
      const example = parseCompose(
        `services: {app: {build: ., restart: always, environment: [TRUST_PROXY=2], ports: ${ports}}}`,
      );
      expect(composeProblems(example, environmentOf)).toEqual([expect.stringMatching(/^app trusts a proxy/)]);
    }
    const hostNetwork = parseCompose(
      `services: {app: {build: ., restart: always, environment: {TRUST_PROXY: '1'}, network_mode: host}}`,
    );
    expect(composeProblems(hostNetwork, environmentOf)).toEqual([
      "app trusts a proxy (TRUST_PROXY=1) but uses the host's network",
    ]);
    const noProxy = parseCompose(`services: {app: {build: ., restart: always, ports: ['3000:3000']}}`);
    expect(composeProblems(noProxy, environmentOf)).toEqual([]);
  });

  it('as shipped has none of them', () => {
    expect(composeProblems(compose)).toEqual([]);
    expect(publishesNothing(registryName)).toBe(true);
  });

  it('puts Caddy in front as the one proxy the registry trusts', () => {
    expect(proxyProblems(compose, caddyfile, registryPort())).toEqual([]);
    expect(registryPort()).toBe(3000);
  });

  it('finds a proxy that passes on client-sent X-Forwarded-For, points elsewhere or is not the one hop', () => {
    const example = parseCompose(`
services:
  caddy:
    image: caddy:2.11.2-alpine
    ports: ['443:443']
    volumes: ['./Caddyfile:/etc/caddy/Caddyfile']
  registry:
    build: .
    environment: {TRUST_PROXY: '2'}
`);
    const wrong = `{$SITE}\n{\n  reverse_proxy registry:8080 {\n    trusted_proxies private_ranges\n  }\n}\n`;
    expect(proxyProblems(example, wrong, 3000, environmentOf)).toEqual([
      'caddy does not publish 80/tcp',
      'caddy does not publish 443/udp',
      'caddy does not mount a Caddyfile read-only at /etc/caddy/Caddyfile',
      'the Caddyfile does not reverse_proxy to registry:3000',
      'the Caddyfile sets trusted_proxies: Caddy would pass on the X-Forwarded-For a client wrote',
      'the Caddyfile reads {$SITE}, which caddy is not given',
      'registry has TRUST_PROXY=2, but one proxy (caddy) stands in front of it',
    ]);
  });

  it('gives the registry its secrets, email and metrics settings from an env file, and only settings it reads', () => {
    const settings = settingsOf(registry);
    for (const name of ['PUBLIC_URL', 'DATABASE_URL', 'SMTP_URL', 'METRICS_TOKEN']) {
      expect(settings.has(name), name).toBe(true);
      expect(environmentOf(registry).has(name), `${name} belongs in the env file`).toBe(false);
    }
    for (const name of ['MAIL_FROM', 'REDIS_URL']) expect(settings.has(name), name).toBe(true);
    expect(settings.get('NODE_ENV')).toBe('production');

    const known = configSettings();
    expect(known).toContain('TRUST_PROXY');
    // The registry's env file is its own: nothing in it, offered or set, that server/src/config.ts does not read.
    const offered = [...settings.keys(), ...readEnvFile('deploy/registry.env.example', { commented: true }).keys()];
    expect(
      offered.filter((name) => !known.has(name)),
      'settings server/src/config.ts does not read',
    ).toEqual([]);
  });

  it('keeps the uploads in the data volume unless the s3 profile is on', () => {
    // As shipped: no bucket, so /data/uploads in the registry-data volume, which `npm run backup` copies.
    expect(settingsOf(registry).has('S3_BUCKET')).toBe(false);
    expect((registry.volumes ?? []).map(String)).toContain('registry-data:/data');
    for (const name of ['garage', 'garage-init']) expect(compose.services[name]?.profiles, name).toEqual(['s3']);
    // Without the profile, compose starts the registry without garage-init; with it, after.
    const dependsOn = registry.depends_on as Record<string, { condition?: string; required?: boolean }>;
    expect(dependsOn['garage-init']).toEqual({ condition: 'service_completed_successfully', required: false });
  });

  it("gives every container only its own env file, and none another's secrets", () => {
    expect(secretProblems(compose, reads)).toEqual([]);
    // The registry's offered S3 lines included: its own bucket key, never Garage's admin token or RPC secret.
    const withS3 = (service: ComposeService) =>
      service === registry ? readEnvFile('deploy/registry.env.example', { commented: true }) : settingsOf(service);
    expect(secretProblems(compose, reads, withS3)).toEqual([]);
    const registryS3 = readEnvFile('deploy/registry.env.example', { commented: true });
    expect([...registryS3.keys()].filter((key) => /^(GARAGE|MINIO)_|ROOT|ADMIN/.test(key))).toEqual([]);

    // One env file per container: the same file given to two would carry one's secrets to the other.
    const owners = new Map<string, string[]>();
    for (const [name, service] of Object.entries(compose.services))
      for (const file of envFilesOf(service)) owners.set(file, [...(owners.get(file) ?? []), name]);
    expect([...owners].filter(([, services]) => services.length > 1)).toEqual([]);
  });

  it('finds a secret given to a container that does not read it, as one shared env file did', () => {
    // compose.yaml until this change: one env file for the registry, PostgreSQL and MinIO.
    const shared = parseCompose(`
services:
  registry: {build: ., env_file: deploy/registry.env}
  postgres: {image: postgres:16.13-bookworm, env_file: deploy/registry.env}
`);
    const sharedFile = new Map([
      ['POSTGRES_PASSWORD', ''],
      ['DATABASE_URL', 'postgres://registry:secret@postgres:5432/registry'],
      ['MINIO_ROOT_PASSWORD', ''],
      ['S3_SECRET_ACCESS_KEY', ''],
    ]);
    expect(secretProblems(shared, reads, () => sharedFile)).toEqual([
      'registry is given POSTGRES_PASSWORD, which it does not read',
      'registry is given MINIO_ROOT_PASSWORD, which it does not read',
      'postgres is given DATABASE_URL, which it does not read',
      'postgres is given MINIO_ROOT_PASSWORD, which it does not read',
      'postgres is given S3_SECRET_ACCESS_KEY, which it does not read',
    ]);
  });

  it("rotates every log and limits every container's memory", () => {
    expect(resourceProblems(compose)).toEqual([]);
    const unbounded = parseCompose(`
services:
  app: {build: .}
  db: {image: postgres:16.13-bookworm, logging: {driver: json-file}, mem_limit: 1m}
  cache: {image: redis:7.4.8-alpine, logging: {driver: json-file, options: {max-size: 10m, max-file: '3'}}, deploy: {resources: {limits: {memory: 128M}}}}
`);
    expect(resourceProblems(unbounded)).toEqual([
      'app does not rotate its log (logging: json-file with max-size and max-file)',
      'app has no memory limit (mem_limit)',
      'db does not rotate its log (logging: json-file with max-size and max-file)',
      'db: a memory limit of 1m is too small',
    ]);
    // The registry's heap is capped at 160 MB; its limit leaves room for the rest of the process and
    // its PDF and photo processes.
    expect(memoryBytes(registry.mem_limit ?? 0)).toBeGreaterThanOrEqual(512 * 1024 ** 2);
  });

  it('refuses a dependency on a profile-only service that compose would require', () => {
    const example = parseCompose(`
services:
  app: {build: ., restart: always, depends_on: {store-init: {condition: service_completed_successfully}}}
  store-init: {image: busybox:1.37.0, profiles: [s3]}
`);
    expect(composeProblems(example, environmentOf)).toEqual([
      'app depends on store-init, which runs only with the s3 profile, without required: false',
    ]);
  });

  it('commits an example of every env file it reads, with the secrets left empty', () => {
    const files = new Set(Object.values(compose.services).flatMap(envFilesOf));
    expect(files).toEqual(
      new Set([
        'deploy/registry.env',
        'deploy/postgres.env',
        'deploy/caddy.env',
        'deploy/s3.env',
        'deploy/s3-init.env',
      ]),
    );
    for (const file of files) {
      expect(fs.existsSync(`${file}.example`), `${file}.example`).toBe(true);
      // Every secret is left for the operator to fill in.
      for (const [key, value] of readEnvFile(`${file}.example`, { commented: true }))
        if (/PASSWORD|SECRET|TOKEN/.test(key)) expect(value, key).toBe('');
    }
  });

  it('keeps the example env files consistent with one another', () => {
    const registryEnv = readEnvFile('deploy/registry.env.example');
    const caddyEnv = readEnvFile('deploy/caddy.env.example');
    const publicUrl = new URL(registryEnv.get('PUBLIC_URL') ?? '');
    expect(publicUrl.protocol).toBe('https:');
    expect(registryEnv.get('PUBLIC_URL')).not.toMatch(/\/$/);
    expect(caddyEnv.get('SITE_ADDRESS')).toBe(publicUrl.host);
    const database = new URL(registryEnv.get('DATABASE_URL') ?? '');
    expect(database.host).toBe('postgres:5432');
    const postgres = environmentOf(compose.services.postgres as ComposeService);
    expect(database.username).toBe(postgres.get('POSTGRES_USER'));
    expect(database.pathname).toBe(`/${postgres.get('POSTGRES_DB')}`);
    expect(readEnvFile('deploy/postgres.env.example').has('POSTGRES_PASSWORD')).toBe(true);
  });

  it("points the registry's offered S3 lines at the bucket and key garage-init makes", () => {
    const offered = readEnvFile('deploy/registry.env.example', { commented: true });
    const init = compose.services['garage-init'] as ComposeService;
    const garageToml = fs.readFileSync('deploy/garage.toml', 'utf8');
    expect(offered.get('S3_BUCKET')).toBe(environmentOf(init).get('S3_BUCKET'));
    const port = (section: string) =>
      new RegExp(`\\[${section}\\][^[]*api_bind_addr = "[^"]*:(\\d+)"`).exec(garageToml)?.[1];
    const s3Port = port('s3_api');
    expect(offered.get('S3_ENDPOINT')).toBe(`http://garage:${s3Port}`);
    expect(offered.get('S3_REGION')).toBe(/s3_region = "([^"]+)"/.exec(garageToml)?.[1]);
    expect(environmentOf(init).get('GARAGE_ADMIN_URL')).toBe(`http://garage:${port('admin')}`);
    // garage-init imports the registry's own pair, under the same names, and needs the admin token.
    const initEnv = readEnvFile('deploy/s3-init.env.example');
    expect([...initEnv.keys()].sort()).toEqual(['GARAGE_ADMIN_TOKEN', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY']);
    expect(readEnvFile('deploy/s3.env.example').has('GARAGE_ADMIN_TOKEN')).toBe(true);
    // The job's script is the file compose mounts, and it reads what it is given.
    expect((init.volumes ?? []).map(String)).toContain('./deploy/garage-init.ts:/init/garage-init.ts:ro');
  });

  it('keeps the data stores off the network Caddy is on', () => {
    const networks = (name: string) => (compose.services[name] as { networks?: string[] }).networks ?? [];
    for (const name of ['postgres', 'redis', 'garage', 'garage-init'])
      expect(networks(name), name).toEqual(['backend']);
    expect(networks('caddy')).toEqual(['edge']);
    expect(networks(registryName).sort()).toEqual(['backend', 'edge']);
  });
});

/** Which variables each service's program reads: the registry its config, each image its own, the job its script. */
function reads(service: string, variable: string): boolean {
  switch (service) {
    case registryName:
      return configSettings().has(variable);
    case 'postgres':
      return /^POSTGRES_/.test(variable);
    case 'garage':
      // Garage reads GARAGE_RPC_SECRET, GARAGE_ADMIN_TOKEN and their _FILE forms (its configuration manual).
      return /^GARAGE_/.test(variable);
    case 'garage-init':
      return environmentReads(['deploy/garage-init.ts']).has(variable);
    case 'caddy':
      return fs.readFileSync('deploy/Caddyfile', 'utf8').includes(`{$${variable}}`);
    default:
      return false;
  }
}

function publishesNothing(name: string): boolean {
  const service = compose.services[name];
  return service !== undefined && !service.ports?.length && service.network_mode !== 'host';
}
