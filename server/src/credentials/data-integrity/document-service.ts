/**
 * The registry's credential documents, signed when asked for: a registration's current card, its
 * training attestation, and the status lists, built from the same cards and bits as the signed JWTs the verify page reads.
 */
import type { Kysely } from 'kysely';
import type { StatusPurpose } from '#common/credential';
import { statusListDocumentPath } from '#common/credential-document';
import { carriesCredential } from '#common/lifecycle';
import { MESSAGES } from '#common/messages';
import type { StatusListCredential } from '#common/status-list';
import type { DB, RegistrationRow } from '../../db/schema';
import { inTransaction, type TransactionDeps } from '../../db/transaction';
import { currentAttestation } from '../../lifecycle/attestation-repository';
import { settleAttestation, storedAttestationClaims } from '../../lifecycle/attestations';
import { settleCards } from '../../lifecycle/cards';
import { findRegistrationById } from '../../lifecycle/registration-repository';
import { currentClaims } from '../../lifecycle/card-repository';
import { notFound } from '../../lib/api-error';
import { programmeDidWeb } from '#common/credential-document';
import { programmeProfile, type ProgrammeSettings } from '../../programmes/programme-service';
import { statusListCredential } from '../credential-service';
import type { SigningKeys } from '../signing-keys';
import { identitySlug, programmeRowOf } from '../signing-programme';
import { trainingAttestation, type TrainingAttestation } from './attestation-document';
import { cardDocument, type CardDocument, type DocumentIssuer } from './card-document';
import { signDocument, type Secured } from './sign-document';

/**
 * The signed document of a registration's current card, or null when it has no valid card now: issued by
 * its programme's DID under its programme's name, signed with that programme's current key (decision
 * 043). `deployment`: the registry's address (and its DID, the default programme's).
 */
export async function currentCardDocument(
  db: Kysely<DB>,
  keys: SigningKeys,
  dogId: string,
  deployment: Pick<DocumentIssuer, 'publicBaseUrl'>,
  settings: ProgrammeSettings,
  now = new Date(),
): Promise<Secured<CardDocument> | null> {
  const row = await findRegistrationById(db, dogId);
  if (!row) throw notFound(MESSAGES.dogNotFound);
  if (!carriesCredential(row.status, row.expires_at, now)) return null;
  const claims = await currentClaims(db, dogId);
  if (!claims) return null;
  const programme = await programmeRowOf(db, row.programme_id);
  const slug = identitySlug(programme);
  const issuer: DocumentIssuer = {
    did: programmeDidWeb(deployment.publicBaseUrl, slug),
    publicBaseUrl: deployment.publicBaseUrl,
    registryName: programmeProfile(programme, settings).name.en,
  };
  return signDocument(cardDocument(claims, dogId, issuer), await keys.forProgramme(slug ?? null), issuer);
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

/**
 * The signed training attestation of a registration, or null when it has none standing (no passed public
 * access test as its latest, or the registration out of force): issued by its programme's DID under its
 * programme's name, as its card (docs/decisions/044-training-attestation.md). A team tested before
 * attestations existed gets its first one here, in a transaction, as its next change would give it.
 */
export async function currentTrainingAttestation(
  deps: TransactionDeps,
  keys: SigningKeys,
  row: RegistrationRow,
  deployment: Pick<DocumentIssuer, 'publicBaseUrl'>,
  settings: ProgrammeSettings,
): Promise<Secured<TrainingAttestation> | null> {
  let attestation = await currentAttestation(deps.db, row.id);
  if (!attestation) {
    await inTransaction(deps, async ({ db }) => {
      const fresh = await findRegistrationById(db, row.id);
      if (!fresh) return;
      const at = new Date().toISOString();
      await settleAttestation(db, row.id, fresh, at);
      // Its card points to it from now on, in place: the card printed before still stands.
      await settleCards(db, row.id, fresh, at);
    });
    attestation = await currentAttestation(deps.db, row.id);
  }
  const claims = storedAttestationClaims(attestation?.claims ?? null);
  if (!attestation || !claims) return null;
  const programme = await programmeRowOf(deps.db, row.programme_id);
  const slug = identitySlug(programme);
  const issuer: DocumentIssuer = {
    did: programmeDidWeb(deployment.publicBaseUrl, slug),
    publicBaseUrl: deployment.publicBaseUrl,
    registryName: programmeProfile(programme, settings).name.en,
  };
  const unsigned = trainingAttestation(
    { claims, statusIndex: attestation.status_index, issuedAt: attestation.issued_at, dogId: row.id },
    issuer,
  );
  return signDocument(unsigned, await keys.forProgramme(slug ?? null), issuer);
}
