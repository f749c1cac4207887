/**
 * The API's answers for the routes: the JSON ones live in common/api-schemas.ts (one home, which the
 * web's types are inferred from too) and are re-exported here; what only the server needs — a 204
 * and the answers that are not JSON (files, streams, signed tokens) — is added here.
 */
import type { Readable } from 'node:stream';
import { z } from 'zod';

export * from '#common/api-schemas';

/** A 204: no body. */
export const noContent = z.null().meta({ description: 'No content' });

/** A body sent as it is (a file, a stream, a signed token), not serialised from JSON. */
const rawBody = z.custom<Readable | Buffer | string>(() => true).meta({ type: 'string', format: 'binary' });

/** A response that is not JSON: its media types, and what the body is. */
export function mediaResponse(mediaTypes: string | readonly string[], description: string) {
  const content = Object.fromEntries([mediaTypes].flat().map((type) => [type, { schema: rawBody }]));
  return { description, content };
}
