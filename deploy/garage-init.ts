/**
 * compose.yaml's `garage-init` job (the `s3` profile; docs/decisions/038-compose-object-storage.md): makes
 * a new Garage node a one-node cluster, creates the registry's private bucket, and imports the registry's
 * own key (deploy/registry.env's S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY) with read and write on that
 * bucket alone: not its owner, and no right to create buckets. The registry never holds the admin token.
 * Each step looks first, so the job runs on every `docker compose up` and changes nothing the second time.
 * Node runs this file as it is (type stripping): no imports, no build.
 */

export interface GarageInitSettings {
  /** Garage's admin API, for example http://garage:3903. */
  adminUrl: string;
  adminToken: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
}

interface NodeStatus {
  id: string;
  role: unknown;
}
interface BucketInfo {
  id: string;
  keys: { accessKeyId: string; permissions: { read: boolean; write: boolean; owner: boolean } }[];
}
interface KeyInfo {
  secretAccessKey?: string;
}

/** A one-node cluster's capacity: Garage needs a figure, and a single node stores everything whatever it says. */
const CAPACITY_BYTES = 100_000_000_000;
/** A fresh Garage answers 503 until its layout is applied, and is not listening for its first second. */
const ATTEMPTS = 30;
const RETRY_MS = 1000;

/** Why the settings cannot work, one line each (empty: they can). Garage's own formats: GK + 24 hex digits, 64 hex digits. */
export function settingsProblems(settings: GarageInitSettings): string[] {
  const problems: string[] = [];
  if (!/^https?:\/\/\S+$/.test(settings.adminUrl)) problems.push('GARAGE_ADMIN_URL: must be an http(s) address');
  if (!settings.adminToken) problems.push('GARAGE_ADMIN_TOKEN: must be set (the same as in deploy/s3.env)');
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(settings.bucket))
    problems.push('S3_BUCKET: must be a bucket name (3-63 lower-case letters, digits, dots and hyphens)');
  if (!/^GK[0-9a-f]{24}$/.test(settings.accessKeyId))
    problems.push(
      'S3_ACCESS_KEY_ID: must be GK and 24 hex digits, as Garage makes them: echo GK$(openssl rand -hex 12)',
    );
  if (!/^[0-9a-f]{64}$/.test(settings.secretAccessKey))
    problems.push('S3_SECRET_ACCESS_KEY: must be 64 hex digits, as Garage makes them: openssl rand -hex 32');
  return problems;
}

export async function initGarage(settings: GarageInitSettings, log: (line: string) => void = console.log) {
  const problems = settingsProblems(settings);
  if (problems.length) throw new Error(`Invalid settings:\n  ${problems.join('\n  ')}`);
  const api = adminApi(settings);

  const status = (await api('GET', 'GetClusterStatus')) as { nodes: NodeStatus[] };
  if (status.nodes.every((node) => !node.role)) {
    const node = status.nodes[0];
    if (!node || status.nodes.length !== 1)
      throw new Error(`Expected one new Garage node, found ${status.nodes.length}: lay them out by hand`);
    const staged = (await api('POST', 'UpdateClusterLayout', {
      roles: [{ id: node.id, zone: 'dc1', capacity: CAPACITY_BYTES, tags: [] }],
    })) as { version: number };
    await api('POST', 'ApplyClusterLayout', { version: staged.version + 1 });
    log(`Laid out node ${node.id.slice(0, 16)} as a one-node cluster`);
  }

  const alias = encodeURIComponent(settings.bucket);
  let bucket = (await api('GET', `GetBucketInfo?globalAlias=${alias}`)) as BucketInfo | null;
  if (!bucket) {
    bucket = (await api('POST', 'CreateBucket', { globalAlias: settings.bucket })) as BucketInfo;
    log(`Created bucket ${settings.bucket}`);
  }

  const key = (await api('GET', `GetKeyInfo?id=${settings.accessKeyId}&showSecretKey=true`)) as KeyInfo | null;
  if (!key) {
    await api('POST', 'ImportKey', {
      accessKeyId: settings.accessKeyId,
      secretAccessKey: settings.secretAccessKey,
      name: 'registry',
    });
    log(`Imported the registry's key ${settings.accessKeyId}`);
  } else if (key.secretAccessKey !== settings.secretAccessKey) {
    throw new Error(
      `Garage already has key ${settings.accessKeyId} with another secret: set the secret it has in deploy/registry.env and deploy/s3-init.env, or choose a new key ID`,
    );
  }

  const granted = bucket.keys.find((entry) => entry.accessKeyId === settings.accessKeyId)?.permissions;
  if (!granted?.read || !granted.write) {
    await api('POST', 'AllowBucketKey', {
      bucketId: bucket.id,
      accessKeyId: settings.accessKeyId,
      permissions: { read: true, write: true, owner: false },
    });
    log(`Allowed key ${settings.accessKeyId} to read and write ${settings.bucket}`);
  }
  if (granted?.owner) log(`Key ${settings.accessKeyId} also owns ${settings.bucket}: Garage was told so by hand`);
  log(`Garage is ready: bucket ${settings.bucket}, key ${settings.accessKeyId}`);
}

/** One admin API call: its JSON answer, or null for 404; retried while Garage is starting, an error otherwise. */
function adminApi(settings: GarageInitSettings) {
  return async (method: 'GET' | 'POST', endpoint: string, body?: unknown): Promise<unknown> => {
    for (let attempt = 1; ; attempt++) {
      let response: Response | null = null;
      try {
        response = await fetch(`${settings.adminUrl.replace(/\/+$/, '')}/v2/${endpoint}`, {
          method,
          headers: {
            authorization: `Bearer ${settings.adminToken}`,
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        });
      } catch (error) {
        if (attempt >= ATTEMPTS)
          throw new Error(`Garage's admin API at ${settings.adminUrl} did not answer: ${(error as Error).message}`);
      }
      if (response) {
        if (response.status === 404) return null;
        if (response.ok) return response.json();
        const answer = (await response.text()).slice(0, 500);
        if (response.status === 401 || response.status === 403)
          throw new Error(`Garage refused the admin token (${response.status}): it must be deploy/s3.env's`);
        if (response.status !== 503 || attempt >= ATTEMPTS)
          throw new Error(`Garage's admin API answered ${endpoint} with ${response.status}: ${answer}`);
      }
      await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
    }
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const settings: GarageInitSettings = {
    adminUrl: process.env.GARAGE_ADMIN_URL ?? '',
    adminToken: process.env.GARAGE_ADMIN_TOKEN ?? '',
    bucket: process.env.S3_BUCKET ?? '',
    accessKeyId: process.env.S3_ACCESS_KEY_ID ?? '',
    secretAccessKey: process.env.S3_SECRET_ACCESS_KEY ?? '',
  };
  initGarage(settings).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
