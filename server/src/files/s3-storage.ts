import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import type * as S3Module from '@aws-sdk/client-s3';
import type { S3Client } from '@aws-sdk/client-s3';
import type { S3Settings } from '../config';
import type { Storage, StoredEntry, StoredFile } from './storage';
import { isValidStorageKey } from './storage-keys';

type S3Sdk = typeof S3Module;

/**
 * Files in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, Backblaze B2…), so several
 * instances serve the same uploads. An S3 PUT is atomic: a reader sees the whole object or none.
 */
export class S3Storage implements Storage {
  constructor(
    private readonly sdk: S3Sdk,
    private readonly client: S3Client,
    private readonly settings: S3Settings,
  ) {}

  get description(): string {
    const where = this.settings.endpoint ?? `AWS ${this.settings.region}`;
    return `S3 bucket ${this.settings.bucket}${this.settings.prefix ? `/${this.settings.prefix}` : ''} at ${where}`;
  }

  private objectKey(key: string): string {
    if (!isValidStorageKey(key)) throw new Error(`Refused storage key ${JSON.stringify(key)}`);
    return `${this.settings.prefix}${key}`;
  }

  async put(key: string, data: Buffer): Promise<void> {
    await this.client.send(
      new this.sdk.PutObjectCommand({
        Bucket: this.settings.bucket,
        Key: this.objectKey(key),
        Body: data,
        ContentLength: data.length,
      }),
    );
  }

  async putFile(key: string, file: string): Promise<void> {
    const { size } = await stat(file);
    await this.client.send(
      new this.sdk.PutObjectCommand({
        Bucket: this.settings.bucket,
        Key: this.objectKey(key),
        Body: createReadStream(file),
        ContentLength: size,
      }),
    );
  }

  async get(key: string): Promise<StoredFile | null> {
    if (!isValidStorageKey(key)) return null;
    try {
      const object = await this.client.send(
        new this.sdk.GetObjectCommand({ Bucket: this.settings.bucket, Key: this.objectKey(key) }),
      );
      // In Node.js the SDK's body is an http.IncomingMessage, a Readable.
      return { stream: object.Body as Readable, size: object.ContentLength ?? 0 };
    } catch (error) {
      if (error instanceof this.sdk.NoSuchKey) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(
      new this.sdk.DeleteObjectCommand({ Bucket: this.settings.bucket, Key: this.objectKey(key) }),
    );
  }

  async *list(): AsyncIterable<StoredEntry> {
    const pages = this.sdk.paginateListObjectsV2(
      { client: this.client },
      { Bucket: this.settings.bucket, Prefix: this.settings.prefix || undefined },
    );
    for await (const page of pages) {
      for (const object of page.Contents ?? []) {
        const key = object.Key?.slice(this.settings.prefix.length);
        if (key && isValidStorageKey(key)) yield { key, modifiedAt: object.LastModified ?? new Date() };
      }
    }
  }

  /** The bucket answers, with these credentials, as it did at start. */
  async ready(signal: AbortSignal): Promise<void> {
    await this.client.send(new this.sdk.HeadBucketCommand({ Bucket: this.settings.bucket }), { abortSignal: signal });
  }

  close(): void {
    this.client.destroy();
  }
}

/** Connects and checks the bucket once, so a wrong setting stops the start with its name, not the first upload. */
export async function openS3Storage(settings: S3Settings): Promise<S3Storage> {
  // Loaded only when S3 is configured: the SDK costs memory and start-up time a local install does not need.
  const sdk = await import('@aws-sdk/client-s3');
  const client = new sdk.S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    forcePathStyle: settings.forcePathStyle,
    ...(settings.credentials ? { credentials: settings.credentials } : {}),
    // Checksums only where S3 requires them: many S3-compatible servers reject the SDK's default
    // streaming checksums. Integrity still rests on TLS and Content-Length.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  try {
    await client.send(new sdk.HeadBucketCommand({ Bucket: settings.bucket }));
  } catch (error) {
    client.destroy();
    const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
    const reason =
      status === 404
        ? 'the bucket does not exist'
        : status === 403
          ? 'access was refused (check the credentials)'
          : error instanceof Error
            ? error.message
            : String(error);
    throw new Error(
      `Could not open S3 bucket "${settings.bucket}"${settings.endpoint ? ` at ${settings.endpoint}` : ''}: ${reason}. ` +
        'Check S3_BUCKET, S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY.',
    );
  }
  return new S3Storage(sdk, client, settings);
}
