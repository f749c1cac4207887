/**
 * The registry's credential documents, signed when asked for: a registration's current card, and the
 * status lists, built from the same cards and bits as the signed JWTs the verify page reads.
 */
import type { Kysely } from 'kysely';
import type { StatusPurpose } from '#common/credential';
import { statusListDocumentPath } from '#common/credential-document';
import { carriesCredential } from '#common/lifecycle';
import { MESSAGES } from '#common/messages';
import type { StatusListCredential } from '#common/status-list';
import type { DB } from '../../db/schema';
import { findRegistrationById } from '../../lifecycle/registration-repository';
import { currentClaims } from '../../lifecycle/card-repository';
import { notFound } from '../../lib/api-error';
import { statusListCredential } from '../credential-service';
import type { SigningKeys } from '../signing-keys';
import { cardDocument, type CardDocument, type DocumentIssuer } from './card-document';
import { signDocument, type Secured } from './sign-document';

/** The signed document of a registration's current card, or null when it has no valid card now. */
export async function currentCardDocument(
  db: Kysely<DB>,
  keys: SigningKeys,
  dogId: string,
  issuer: DocumentIssuer,
  now = new Date(),
): Promise<Secured<CardDocument> | null> {
  const row = await findRegistrationById(db, dogId);
  if (!row) throw notFound(MESSAGES.dogNotFound);
  if (!carriesCredential(row.status, row.expires_at, now)) return null;
  const claims = await currentClaims(db, dogId);
  return claims ? signDocument(cardDocument(claims, dogId, issuer), keys, issuer) : null;
}

/** A status list as a Data Integrity credential, issued by the registry's DID, vouched for `validityMs`. */
export async function statusListDocument(
  db: Kysely<DB>,
  keys: SigningKeys,
  issuer: Pick<DocumentIssuer, 'did' | 'publicBaseUrl'>,
  purpose: StatusPurpose,
  validityMs: number,
): Promise<Secured<StatusListCredential>> {
  const at = { id: `${issuer.publicBaseUrl}${statusListDocumentPath(purpose)}`, issuer: issuer.did };
  return signDocument(await statusListCredential(db, at, purpose, validityMs), keys, issuer);
}
