import type { FastifyRequest } from 'fastify';
import QRCode from 'qrcode';
import { z } from 'zod';
import { MESSAGES } from '#common/messages';
import { parseRegistrySequence } from '#common/registry-number';
import type { App, AppContext } from '../app-context';
import type { ServiceDogRow } from '../db/schema';
import { notFound } from '../lib/api-error';
import { matchesHash } from '../lib/tokens';
import { presentFullDog, presentPublicDog } from '../registrations/dog-presenter';
import { findDogById, findDogBySequence } from '../registrations/dog-repository';

const idParams = z.object({ id: z.string().trim().min(1).max(64) });
const viewQuery = z.object({ key: z.string().max(128).optional() });

/** The full record for a signed-in admin or the holder of the owner link; everyone else gets the public view. */
function present(row: ServiceDogRow, request: FastifyRequest, ownerKey: string | undefined) {
  const full = request.admin !== null || (ownerKey !== undefined && matchesHash(ownerKey, row.owner_token_hash));
  return full ? presentFullDog(row) : presentPublicDog(row);
}

export function registerDogRoutes(app: App, { database, config }: AppContext): void {
  app.get(
    '/api/dogs/:id',
    {
      onRequest: app.rateLimited.lookups,
      schema: {
        summary: 'A registration by id: the public view, or the full record with the owner link key',
        tags: ['public'],
        params: idParams,
        querystring: viewQuery,
      },
    },
    async (request) => {
      const row = await findDogById(database.db, request.params.id);
      if (!row) throw notFound(MESSAGES.dogNotFound);
      return present(row, request, request.query.key);
    },
  );

  app.get(
    '/api/lookup/:registryNumber',
    {
      onRequest: app.rateLimited.lookups,
      schema: {
        summary: 'A registration by registry number (case, spaces and a missing prefix are forgiven)',
        tags: ['public'],
        params: z.object({ registryNumber: z.string().max(64) }),
        querystring: viewQuery,
      },
    },
    async (request) => {
      const sequence = parseRegistrySequence(request.params.registryNumber, config.registryPrefix);
      const row = sequence === null ? null : await findDogBySequence(database.db, sequence);
      if (!row) throw notFound(MESSAGES.lookupNotFound);
      return present(row, request, request.query.key);
    },
  );

  app.get(
    '/api/dogs/:id/qr.svg',
    {
      schema: {
        summary: "QR code (error correction H) that opens the registration's card",
        tags: ['public'],
        params: idParams,
      },
    },
    async (request, reply) => {
      const row = await findDogById(database.db, request.params.id);
      if (!row) throw notFound(MESSAGES.dogNotFound);
      const base = config.publicUrl ?? `${request.protocol}://${request.host}`;
      const svg = await QRCode.toString(`${base}/registry/${encodeURIComponent(row.id)}`, {
        type: 'svg',
        errorCorrectionLevel: 'H',
        margin: 1,
      });
      return reply.type('image/svg+xml').header('Cache-Control', 'public, max-age=3600').send(svg);
    },
  );
}
