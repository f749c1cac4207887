/** The path and query parameters the registration routes share. */
import { z } from 'zod';

export const idParams = z.object({ id: z.string().trim().min(1).max(64) });
/** An owner link's key, when the request carries one (access/caller.ts reads it). */
export const keyQuery = z.object({ key: z.string().max(128).optional() });
