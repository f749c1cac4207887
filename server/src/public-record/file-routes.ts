import { z } from 'zod';
import type { App, AppContext } from '../app-context';
import { openPhoto } from './file-service';
import { PHOTO_FILE_NAME } from '../files/storage-keys';
import { mediaResponse } from '../lib/response-schemas';
import { errorResponses } from '../plugins/openapi';

/** Dog photos only. Certification files have no public route: they are reachable by admins alone. */
export function registerFileRoutes(app: App, { storage }: AppContext): void {
  app.get(
    '/api/files/photos/:name',
    {
      config: { action: 'record.view' },
      schema: {
        operationId: 'getPhoto',
        summary: 'A dog photo (JPEG) or thumbnail (WebP)',
        tags: ['public'],
        params: z.object({ name: z.string().regex(PHOTO_FILE_NAME) }),
        response: {
          200: mediaResponse(['image/jpeg', 'image/webp'], 'The photo; an address never changes content'),
          ...errorResponses(404),
        },
      },
    },
    async (request, reply) => {
      const file = await openPhoto(storage, request.params.name);
      // Names are random and never reused, so a photo never changes under its URL.
      return reply
        .type(request.params.name.endsWith('.jpg') ? 'image/jpeg' : 'image/webp')
        .header('Content-Length', file.size)
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .send(file.stream);
    },
  );
}
