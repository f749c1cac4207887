/**
 * deploy/garage-init.ts, compose's `s3` profile job, against a stand-in for Garage's admin API (v2) on a
 * real socket: Garage does not install on the machines this project is tested on. The stand-in keeps
 * Garage's answers for the calls the job makes (its OpenAPI document and src/api/admin of v2.0): JSON
 * bodies in camelCase, 404 for an unknown bucket alias or key, a bearer token on every call.
 */
import { spawn } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { type GarageInitSettings, initGarage } from '../../../deploy/garage-init';

const TOKEN = 'a'.repeat(64);
const KEY_ID = `GK${'0123456789ab'.repeat(2)}`;
const SECRET = 'f'.repeat(64);

interface Permissions {
  read: boolean;
  write: boolean;
  owner: boolean;
}

/** Garage's state as far as the job sees it, and each call made to it. */
function standIn() {
  const state = {
    node: { id: 'c0ffee'.repeat(10) + 'beef', role: null as null | { zone: string; capacity: number } },
    layoutVersion: 0,
    staged: [] as { id: string; zone: string; capacity: number }[],
    buckets: new Map<string, { id: string; keys: Map<string, Permissions> }>(),
    keys: new Map<string, { secret: string; name: string }>(),
    /** Answers 503 this many times first, as a node does before its layout is applied. */
    unavailable: 0,
  };
  const calls: string[] = [];
  const bucketInfo = (alias: string) => {
    const bucket = state.buckets.get(alias);
    if (!bucket) return null;
    return {
      id: bucket.id,
      globalAliases: [alias],
      keys: [...bucket.keys].map(([accessKeyId, permissions]) => ({ accessKeyId, permissions })),
    };
  };
  const server = http.createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://garage');
      const endpoint = url.pathname.replace('/v2/', '');
      calls.push(`${request.method} ${endpoint}`);
      const answer = (status: number, body?: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(body === undefined ? '' : JSON.stringify(body));
      };
      if (request.headers.authorization !== `Bearer ${TOKEN}`) return answer(403, { code: 'Forbidden' });
      if (state.unavailable > 0) {
        state.unavailable--;
        return answer(503, { code: 'NoLayout' });
      }
      const body = (text ? JSON.parse(text) : {}) as Record<string, unknown>;
      switch (`${request.method} ${endpoint}`) {
        case 'GET GetClusterStatus':
          return answer(200, { layoutVersion: state.layoutVersion, nodes: [{ ...state.node, isUp: true }] });
        case 'POST UpdateClusterLayout':
          state.staged = body.roles as typeof state.staged;
          return answer(200, { version: state.layoutVersion, roles: [], stagedRoleChanges: state.staged });
        case 'POST ApplyClusterLayout': {
          if (body.version !== state.layoutVersion + 1) return answer(400, { code: 'BadRequest' });
          const role = state.staged.find((change) => change.id === state.node.id);
          state.node.role = role ? { zone: role.zone, capacity: role.capacity } : null;
          state.layoutVersion++;
          return answer(200, { message: [], layout: { version: state.layoutVersion } });
        }
        case 'GET GetBucketInfo': {
          const info = bucketInfo(url.searchParams.get('globalAlias') ?? '');
          return info ? answer(200, info) : answer(404, { code: 'NoSuchBucket' });
        }
        case 'POST CreateBucket': {
          const alias = body.globalAlias as string;
          if (state.buckets.has(alias)) return answer(409, { code: 'BucketAlreadyExists' });
          state.buckets.set(alias, { id: `bucket-${state.buckets.size + 1}`, keys: new Map() });
          return answer(200, bucketInfo(alias));
        }
        case 'GET GetKeyInfo': {
          const id = url.searchParams.get('id') ?? '';
          const key = state.keys.get(id);
          if (!key) return answer(404, { code: 'NoSuchAccessKey' });
          const shown = url.searchParams.get('showSecretKey') === 'true' ? { secretAccessKey: key.secret } : {};
          return answer(200, { accessKeyId: id, name: key.name, permissions: { createBucket: false }, ...shown });
        }
        case 'POST ImportKey': {
          const id = body.accessKeyId as string;
          if (state.keys.has(id)) return answer(409, { code: 'KeyAlreadyExists' });
          state.keys.set(id, { secret: body.secretAccessKey as string, name: body.name as string });
          return answer(200, { accessKeyId: id });
        }
        case 'POST AllowBucketKey': {
          const bucket = [...state.buckets.values()].find((candidate) => candidate.id === body.bucketId);
          if (!bucket || !state.keys.has(body.accessKeyId as string)) return answer(404, { code: 'NoSuchBucket' });
          const wanted = body.permissions as Permissions;
          const had = bucket.keys.get(body.accessKeyId as string) ?? { read: false, write: false, owner: false };
          // Garage's semantics: flags set to true are turned on, the others keep their value.
          bucket.keys.set(body.accessKeyId as string, {
            read: had.read || wanted.read,
            write: had.write || wanted.write,
            owner: had.owner || wanted.owner,
          });
          return answer(200, bucketInfo([...state.buckets].find(([, b]) => b === bucket)?.[0] ?? ''));
        }
        default:
          return answer(400, { code: 'InvalidRequest' });
      }
    });
  });
  return { state, calls, server };
}

let running: http.Server | null = null;
afterEach(async () => {
  await new Promise((resolve) => running?.close(resolve));
  running = null;
});

async function start() {
  const garage = standIn();
  await new Promise<void>((resolve) => garage.server.listen(0, '127.0.0.1', resolve));
  running = garage.server;
  const settings: GarageInitSettings = {
    adminUrl: `http://127.0.0.1:${(garage.server.address() as AddressInfo).port}`,
    adminToken: TOKEN,
    bucket: 'registry-uploads',
    accessKeyId: KEY_ID,
    secretAccessKey: SECRET,
  };
  return { ...garage, settings };
}

describe("compose's garage-init job", () => {
  it("lays out a new node, creates the bucket and gives the registry's key read and write on it alone", async () => {
    const { state, calls, settings } = await start();
    const log: string[] = [];
    await initGarage(settings, (line) => log.push(line));

    expect(state.node.role).toEqual({ zone: 'dc1', capacity: expect.any(Number) });
    expect(state.layoutVersion).toBe(1);
    expect(state.keys.get(KEY_ID)).toEqual({ secret: SECRET, name: 'registry' });
    const bucket = state.buckets.get('registry-uploads');
    expect([...(bucket?.keys ?? [])]).toEqual([[KEY_ID, { read: true, write: true, owner: false }]]);
    expect(calls.filter((call) => call.startsWith('POST'))).toEqual([
      'POST UpdateClusterLayout',
      'POST ApplyClusterLayout',
      'POST CreateBucket',
      'POST ImportKey',
      'POST AllowBucketKey',
    ]);
    expect(log.at(-1)).toBe(`Garage is ready: bucket registry-uploads, key ${KEY_ID}`);
  });

  it('changes nothing when it runs again, as it does on every `docker compose up`', async () => {
    const { calls, settings } = await start();
    await initGarage(settings, () => {});
    calls.length = 0;
    await initGarage(settings, () => {});
    expect(calls).toEqual(['GET GetClusterStatus', 'GET GetBucketInfo', 'GET GetKeyInfo']);
  });

  it('waits for a node that answers 503 while it starts', async () => {
    const { state, settings } = await start();
    state.unavailable = 2;
    await initGarage(settings, () => {});
    expect(state.buckets.has('registry-uploads')).toBe(true);
  });

  it('refuses a key Garage would not take, before asking it anything', async () => {
    const { calls, settings } = await start();
    await expect(
      initGarage({ ...settings, accessKeyId: 'registry', secretAccessKey: 'short', adminToken: '' }),
    ).rejects.toThrow(
      /GARAGE_ADMIN_TOKEN: must be set[\s\S]*S3_ACCESS_KEY_ID: must be GK and 24 hex digits[\s\S]*S3_SECRET_ACCESS_KEY: must be 64 hex digits/,
    );
    expect(calls).toEqual([]);
  });

  it('says so when the admin token is wrong, or the key exists with another secret', async () => {
    const { state, settings } = await start();
    await expect(initGarage({ ...settings, adminToken: 'b'.repeat(64) })).rejects.toThrow(
      "Garage refused the admin token (403): it must be deploy/s3.env's",
    );
    state.keys.set(KEY_ID, { secret: 'e'.repeat(64), name: 'registry' });
    await expect(initGarage(settings, () => {})).rejects.toThrow(
      `Garage already has key ${KEY_ID} with another secret`,
    );
    expect(state.keys.get(KEY_ID)?.secret).toBe('e'.repeat(64));
  });

  it('runs as compose runs it: node and the file, settings from the environment', async () => {
    const { state, settings } = await start();
    const child = spawn(process.execPath, ['deploy/garage-init.ts'], {
      env: {
        GARAGE_ADMIN_URL: settings.adminUrl,
        GARAGE_ADMIN_TOKEN: TOKEN,
        S3_BUCKET: 'registry-uploads',
        S3_ACCESS_KEY_ID: KEY_ID,
        S3_SECRET_ACCESS_KEY: SECRET,
      },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise((resolve) => child.on('exit', resolve));
    expect(output).toContain('Garage is ready: bucket registry-uploads');
    expect(code).toBe(0);
    expect(state.buckets.get('registry-uploads')?.keys.get(KEY_ID)).toEqual({ read: true, write: true, owner: false });
  });
});
