/**
 * compose.yaml as shipped (docs/decisions/022-compose-behind-caddy.md): Caddy in front, the registry's port
 * not published, TRUST_PROXY matching that one hop, pinned images, restart policies, secrets from an env
 * file. Docker does not run on the machines this project is tested on, so the files are read, not run.
 */
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  composeProblems,
  configSettings,
  environmentOf,
  envFilesOf,
  parseCompose,
  parseDockerfile,
  proxyProblems,
  readCompose,
  readEnvFile,
  registryService,
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
    for (const name of ['PUBLIC_URL', 'DATABASE_URL', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY']) {
      expect(settings.has(name), name).toBe(true);
      expect(environmentOf(registry).has(name), `${name} belongs in the env file`).toBe(false);
    }
    for (const name of ['SMTP_URL', 'MAIL_FROM', 'METRICS_TOKEN', 'REDIS_URL', 'S3_BUCKET'])
      expect(settings.has(name), name).toBe(true);
    expect(settings.get('NODE_ENV')).toBe('production');

    const known = configSettings();
    expect(known).toContain('TRUST_PROXY');
    // The env file is shared with PostgreSQL and MinIO, whose images read their own variables.
    const unknown = [...settings.keys()].filter((name) => !known.has(name) && !/^(POSTGRES|MINIO)_/.test(name));
    expect(unknown, 'settings server/src/config.ts does not read').toEqual([]);
  });

  it('commits an example of every env file it reads, with the secrets left empty', () => {
    const files = new Set(Object.values(compose.services).flatMap(envFilesOf));
    expect(files).toEqual(new Set(['deploy/registry.env', 'deploy/caddy.env']));
    for (const file of files) {
      expect(fs.existsSync(`${file}.example`), `${file}.example`).toBe(true);
      // Every secret is left for the operator to fill in.
      for (const [key, value] of readEnvFile(`${file}.example`))
        if (/PASSWORD|SECRET_ACCESS_KEY|TOKEN/.test(key)) expect(value, key).toBe('');
    }
  });

  it('keeps the example env files consistent with one another', () => {
    const registryEnv = readEnvFile('deploy/registry.env.example');
    const caddyEnv = readEnvFile('deploy/caddy.env.example');
    const publicUrl = new URL(registryEnv.get('PUBLIC_URL') ?? '');
    expect(publicUrl.protocol).toBe('https:');
    expect(registryEnv.get('PUBLIC_URL')).not.toMatch(/\/$/);
    expect(caddyEnv.get('SITE_ADDRESS')).toBe(publicUrl.host);
    // The registry signs in to MinIO as its administrator; the same pair, under both names.
    expect(registryEnv.get('S3_ACCESS_KEY_ID')).toBe(registryEnv.get('MINIO_ROOT_USER'));
    expect(new URL(registryEnv.get('DATABASE_URL') ?? '').host).toBe('postgres:5432');
  });

  it('keeps the data stores off the network Caddy is on', () => {
    const networks = (name: string) => (compose.services[name] as { networks?: string[] }).networks ?? [];
    for (const name of ['postgres', 'redis', 'minio']) expect(networks(name), name).toEqual(['backend']);
    expect(networks('caddy')).toEqual(['edge']);
    expect(networks(registryName).sort()).toEqual(['backend', 'edge']);
  });
});

function publishesNothing(name: string): boolean {
  const service = compose.services[name];
  return service !== undefined && !service.ports?.length && service.network_mode !== 'host';
}
