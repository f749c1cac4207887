/** Rows made straight in the database, for states the public API cannot create. */
import type { AppContext } from '../app-context';
import type { TrainerStatus } from '#common/constants';

export async function addPaymentCodes(context: AppContext, codes: string[]): Promise<void> {
  const at = new Date().toISOString();
  await context.database.db
    .insertInto('payment_codes')
    .values(codes.map((code) => ({ code, note: 'test', created_at: at })))
    .execute();
}

export async function addTrainer(
  context: AppContext,
  license: string,
  options: { status?: TrainerStatus; expiresOn?: string | null; programmeId?: number } = {},
): Promise<void> {
  const at = new Date().toISOString();
  await context.database.db
    .insertInto('trainers')
    .values({
      license_number: license,
      name: `Trainer ${license}`,
      organization: null,
      credential_id: `CRED-${license}`,
      status: options.status ?? 'active',
      certified_on: '2024-01-01',
      expires_on: options.expiresOn === undefined ? null : options.expiresOn,
      created_at: at,
      updated_at: at,
      ...(options.programmeId === undefined ? {} : { programme_id: options.programmeId }),
    })
    .execute();
}
