/** What anyone may read of a registration: by id, by registry number, and the QR code its card prints. */
import type { Kysely } from 'kysely';
import QRCode from 'qrcode';
import { MESSAGES } from '#common/messages';
import { parseRegistrySequence } from '#common/registry-number';
import type { DB, ServiceDogRow } from '../db/schema';
import { notFound } from '../lib/api-error';
import { findDogById, findDogBySequence } from './dog-repository';

export async function getDog(db: Kysely<DB>, id: string): Promise<ServiceDogRow> {
  const row = await findDogById(db, id);
  if (!row) throw notFound(MESSAGES.dogNotFound);
  return row;
}

/** Case, spaces and a missing prefix are forgiven. */
export async function lookUpDog(
  db: Kysely<DB>,
  registryPrefix: string,
  registryNumber: string,
): Promise<ServiceDogRow> {
  const sequence = parseRegistrySequence(registryNumber, registryPrefix);
  const row = sequence === null ? null : await findDogBySequence(db, sequence);
  if (!row) throw notFound(MESSAGES.lookupNotFound);
  return row;
}

/** An SVG QR code (error correction H) that opens the registration's card at `baseUrl`. */
export async function cardQrCode(db: Kysely<DB>, id: string, baseUrl: string): Promise<string> {
  const row = await getDog(db, id);
  return QRCode.toString(`${baseUrl}/registry/${encodeURIComponent(row.id)}`, {
    type: 'svg',
    errorCorrectionLevel: 'H',
    margin: 1,
  });
}
