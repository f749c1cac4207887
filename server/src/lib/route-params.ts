/** The path and query parameters the registration routes share. */
import { z } from 'zod';
import { NOT_BLANK } from '#common/schemas';

/** Trimmed, so not blank (the pattern says it in the document). */
export const idParams = z.object({ id: z.string().trim().min(1).max(64).regex(NOT_BLANK) });
/** An owner link's key, when the request carries one (access/caller.ts reads it). */
export const keyQuery = z.object({ key: z.string().max(128).optional() });
