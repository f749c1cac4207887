/**
 * Registrations for tests whose subject is not registering. The form's rules are checked as the form's
 * are, and the record is written by the registration service's own `writeRegistration`
 * (registration/registration-service.ts) under the registry's lock: the next registry number, the
 * payment code used up, the receipt in the outbox and the activity entry, in one transaction. Only the upload is left out, unless asked for: a
 * small real image then goes through the photo process into storage. Staff review it through their own
 * services (staff-records/record-review-service.ts), so its card, emails and activity entries are those a
 * registration reviewed on the dashboard gets. registration-factory.test.ts holds it to what the API makes.
 */
import type { RegistrationStatus } from '#common/constants';
import { needsReason } from '#common/lifecycle';
import { registrationFieldsSchema, type RegistrationFields } from '#common/schemas';
import { registrationFields, smallPng } from '../../../support/registration-forms';
import type { SignedInStaff } from '../access/session-repository';
import { serviceDeps, type AppContext } from '../app-context';
import { DEFAULT_PROGRAMME_ID, type RegistrationRow } from '../db/schema';
import { inTransaction } from '../db/transaction';
import { processPhoto } from '../files/photo';
import { newPhotoKeys } from '../files/storage-keys';
import { REGISTRATION_DETAIL_COLUMNS, type RegistrationDetails } from '../lifecycle/registration-columns';
import { findRegistrationById, lockRegistry } from '../lifecycle/registration-repository';
import { generatePaymentCode } from '../payment-codes/generate-code';
import { insertPaymentCodes } from '../payment-codes/payment-code-repository';
import { paymentCodeProblem } from '../payment-codes/payment-code-service';
import { writeRegistration, type RegisteringProgramme } from '../registration/registration-service';
import { approveRegistration, denyRegistration, editRegistration } from '../staff-records/record-review-service';
import { trainerProblem } from '../trainers/trainer-service';
import { createStaff } from './staff-session';

/** What the registration form would send (registrationFields' defaults), and where staff leave it. */
export type RegistrationRecipe = Partial<Record<keyof RegistrationFields, string>> & {
  /**
   * Pending as registered (the default); `active` once staff approve it; `in_training` as staff set it
   * from pending; `denied` as staff deny it; any other status as staff set it on the approved record.
   */
  status?: RegistrationStatus;
  /** Staff's reason, for a status that needs one; a stock one when left out. */
  statusReason?: string;
  /** A photo, as the form requires; without one (the default) the record has none and nothing is processed. */
  withPhoto?: boolean;
  /** The programme it goes into, reviewed by that programme's staff; the default programme when left out. */
  into?: Pick<RegisteringProgramme, 'id' | 'prefix'> & { feeCents?: number };
};

export interface MadeRegistration {
  id: string;
  registryNumber: string;
  /** The owner link's key, as the registration's answer and receipt give it. */
  ownerToken: string;
  /** The record as stored once staff are done with it. */
  row: RegistrationRow;
}

/** Who reviews: the staff member staffSessionCookie (staff-session.ts) signs in, so the log names one person. */
const STAFF_EMAIL = 'staff@example.org';
/** The registration's answer names the owner link on the address the request came to; inject's is this. */
const INJECT_BASE_URL = 'http://localhost';

export async function makeRegistration(
  context: AppContext,
  recipe: RegistrationRecipe = {},
): Promise<MadeRegistration> {
  const { status = 'pending', statusReason, withPhoto = false, into, ...overrides } = recipe;
  const programme = {
    id: into?.id ?? DEFAULT_PROGRAMME_ID,
    prefix: into?.prefix ?? context.config.registryPrefix,
    feeCents: into?.feeCents ?? context.config.feeCents,
  };
  const made = await storeRegistration(context, overrides, withPhoto, programme);
  if (status !== 'pending')
    await review(context, made.id, programme.id, status, statusReason ?? 'Reason given by staff.');
  const row = await findRegistrationById(context.database.db, made.id);
  if (!row) throw new Error(`registration ${made.id} vanished`);
  return { ...made, row };
}

async function storeRegistration(
  context: AppContext,
  overrides: Partial<Record<keyof RegistrationFields, string>>,
  withPhoto: boolean,
  programme: RegisteringProgramme,
): Promise<Omit<MadeRegistration, 'row'>> {
  const deps = serviceDeps(context);
  const { db, storage, config } = deps;
  const paymentCode = overrides.paymentCode ?? (await newPaymentCode(context, programme.id));
  const parsed = registrationFieldsSchema.safeParse(registrationFields({ ...overrides, paymentCode }));
  if (!parsed.success) throw new Error(`the registration form would refuse this: ${parsed.error.message}`);
  const fields = parsed.data;
  const refused =
    (await trainerProblem(db, fields.trainerLicenseNumber)) ??
    (await paymentCodeProblem(db, paymentCode, programme.id));
  if (refused) throw new Error(`the registration form would refuse this: ${refused.code}`);

  const photo = withPhoto ? await storePhoto(context) : { photo: null, thumbnail: null };
  try {
    return await inTransaction(deps, async ({ db: trx }) => {
      const now = new Date();
      await lockRegistry(trx, now.toISOString());
      const files = { ...photo, certification: null, certificationMime: null };
      const links = { config, baseUrl: config.publicUrl ?? INJECT_BASE_URL };
      return writeRegistration(trx, links, fields, files, programme, now);
    });
  } catch (error) {
    await Promise.all([photo.photo, photo.thumbnail].flatMap((key) => (key ? [storage.delete(key)] : [])));
    throw error;
  }
}

/** A code of the kind staff generate, unused, for a registration that names none. */
async function newPaymentCode(context: AppContext, programmeId: number): Promise<string> {
  const code = generatePaymentCode();
  await insertPaymentCodes(context.database.db, [code], { note: 'test', at: new Date().toISOString(), programmeId });
  return code;
}

let smallPhoto: Promise<Buffer> | null = null;

/** A small real image, made safe by the photo process and stored as a registration's photo is. */
async function storePhoto(context: AppContext): Promise<{ photo: string; thumbnail: string }> {
  smallPhoto ??= smallPng();
  const processed = await processPhoto('dogPhoto', [await smallPhoto]);
  const keys = newPhotoKeys();
  await Promise.all([
    context.storage.put(keys.photo, processed.photo),
    context.storage.put(keys.thumbnail, processed.thumbnail),
  ]);
  return keys;
}

/** What staff do on the dashboard to leave the record in `status`. */
async function review(
  context: AppContext,
  id: string,
  programmeId: number,
  status: RegistrationStatus,
  reason: string,
): Promise<void> {
  const deps = serviceDeps(context);
  const admin = await reviewer(context, programmeId);
  if (status === 'denied') {
    await denyRegistration(deps, admin, id, { reason, returnPaymentCode: true });
    return;
  }
  if (status !== 'in_training') await approveRegistration(deps, admin, id);
  if (status === 'active') return;
  const row = await findRegistrationById(deps.db, id);
  if (!row) throw new Error(`registration ${id} vanished`);
  // The edit form as staff find it, with only the status (and its reason) changed.
  const details = Object.fromEntries(
    Object.entries(REGISTRATION_DETAIL_COLUMNS).map(([field, column]) => [field, row[column] ?? undefined]),
  ) as RegistrationDetails;
  await editRegistration(
    deps,
    admin,
    id,
    {
      ...details,
      status,
      ...(needsReason(status) ? { statusReason: reason } : {}),
      version: row.version,
    },
    { registry: context.config, baseUrl: context.config.publicUrl ?? INJECT_BASE_URL },
  );
}

/** The staff member who reviews a programme's records: staff@example.org for the default programme's. */
async function reviewer(context: AppContext, programmeId: number): Promise<SignedInStaff> {
  const email = programmeId === DEFAULT_PROGRAMME_ID ? STAFF_EMAIL : `staff.${programmeId}@example.org`;
  const existing = await context.database.db
    .selectFrom('admins')
    .select(['id', 'is_operator'])
    .where('email', '=', email)
    .executeTakeFirst();
  const id = existing?.id ?? (await createStaff(context, email, { programmeId }));
  // The review services name the admin in the log; none of them reads the session.
  return {
    id,
    email,
    sessionId: 'registration-factory',
    programmeId,
    isOperator: existing?.is_operator === 1,
    role: 'staff',
    trainerLicense: null,
  };
}
