/** A real S3-compatible server (s3rver) on a free port, with its objects in a temporary folder. */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

export interface TestS3 {
  /** The settings that point the registry at one of the buckets, as an operator writes them. */
  env(bucket: string): Record<string, string>;
  stop(): Promise<void>;
}

// s3rver's fixed development credentials.
const ACCESS_KEY = 'S3RVER';

export async function startTestS3(buckets: string[]): Promise<TestS3> {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'sdr-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: buckets.map((name) => ({ name })),
  });
  const { port } = await server.run();
  return {
    env: (bucket) => ({
      S3_BUCKET: bucket,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: ACCESS_KEY,
      S3_SECRET_ACCESS_KEY: ACCESS_KEY,
    }),
    async stop() {
      await server.close();
      await fs.rm(directory, { recursive: true, force: true });
    },
  };
}
