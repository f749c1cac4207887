/** Trainer directory, payment codes, activity log and sample data: registered inside the admin scope. */
import { sql } from 'kysely';
import { z } from 'zod';
import { pageQuerySchema, paymentCodeBatchSchema, trainerSchema, type TrainerInput } from '#common/admin-schemas';
import type { ActivityEntry, AdminPaymentCode, AdminTrainer, Page } from '#common/api';
import { recordActivity } from '../activity/activity-log';
import type { App, AppContext } from '../app-context';
import type { TrainerRow } from '../db/schema';
import { ApiError, notFound } from '../lib/api-error';
import { containsPattern } from '../lib/like-pattern';
import { generatePaymentCode } from '../payment-codes/generate-code';
import { normalizePaymentCode } from '../payment-codes/payment-code-repository';
import { currentAdmin } from '../plugins/auth';
import { presentTrainer } from '../trainers/trainer-presenter';
import { normalizeLicenseNumber } from '../trainers/trainer-repository';

const PAGE_SIZE = 25;

function presentAdminTrainer(row: TrainerRow): AdminTrainer {
  return { ...presentTrainer(row), status: row.status, isSample: row.is_sample === 1, updatedAt: row.updated_at };
}

function trainerColumns(input: TrainerInput) {
  return {
    name: input.name,
    organization: input.organization || null,
    credential_id: input.credentialId,
    status: input.status,
    certified_on: input.certifiedOn || null,
    expires_on: input.expiresOn || null,
  };
}

export function registerAdminDirectoryRoutes(app: App, { database }: AppContext): void {
  const db = database.db;
  const log = (request: Parameters<typeof currentAdmin>[0], action: string, details: Record<string, unknown>) => {
    const admin = currentAdmin(request);
    return recordActivity(db, {
      action,
      actorAdminId: admin.id,
      actorLabel: admin.email,
      details,
      at: new Date().toISOString(),
    });
  };

  app.get(
    '/trainers',
    {
      schema: {
        summary: 'The trainer directory (search by license, name, organization)',
        tags: ['admin'],
        querystring: pageQuerySchema,
      },
    },
    async (request): Promise<Page<AdminTrainer>> => {
      const { page, search } = request.query;
      let query = db.selectFrom('trainers');
      if (search) {
        const pattern = containsPattern(search);
        query = query.where((eb) =>
          eb.or(
            (['license_number', 'name', 'organization', 'credential_id'] as const).map((column) =>
              eb(sql`lower(${sql.ref(column)})`, 'like', pattern),
            ),
          ),
        );
      }
      const [total, rows] = await Promise.all([
        query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
        query
          .selectAll()
          .orderBy('name')
          .orderBy('license_number')
          .limit(PAGE_SIZE)
          .offset((page - 1) * PAGE_SIZE)
          .execute(),
      ]);
      return { items: rows.map(presentAdminTrainer), total: Number(total.n), page, pageSize: PAGE_SIZE };
    },
  );

  app.post(
    '/trainers',
    { schema: { summary: 'Add a trainer', tags: ['admin'], body: trainerSchema } },
    async (request, reply) => {
      const license = normalizeLicenseNumber(request.body.licenseNumber);
      const at = new Date().toISOString();
      const exists = await db
        .selectFrom('trainers')
        .select('license_number')
        .where('license_number', '=', license)
        .executeTakeFirst();
      if (exists)
        throw new ApiError(
          409,
          'DUPLICATE_LICENSE',
          'A trainer with this license number is already in the directory.',
          { licenseNumber: 'This license number is already in the directory' },
        );
      await db
        .insertInto('trainers')
        .values({ license_number: license, ...trainerColumns(request.body), created_at: at, updated_at: at })
        .execute();
      await log(request, 'trainer.created', { licenseNumber: license });
      const row = await db
        .selectFrom('trainers')
        .selectAll()
        .where('license_number', '=', license)
        .executeTakeFirstOrThrow();
      return reply.status(201).send(presentAdminTrainer(row));
    },
  );

  app.put(
    '/trainers/:licenseNumber',
    {
      schema: {
        summary: 'Edit or suspend a trainer (the license number stays)',
        tags: ['admin'],
        params: z.object({ licenseNumber: z.string().max(40) }),
        body: trainerSchema,
      },
    },
    async (request) => {
      const license = normalizeLicenseNumber(request.params.licenseNumber);
      const result = await db
        .updateTable('trainers')
        .set({ ...trainerColumns(request.body), updated_at: new Date().toISOString() })
        .where('license_number', '=', license)
        .executeTakeFirst();
      if (result.numUpdatedRows !== 1n) throw notFound('No trainer with this license number.');
      await log(request, 'trainer.updated', { licenseNumber: license, status: request.body.status });
      return presentAdminTrainer(
        await db.selectFrom('trainers').selectAll().where('license_number', '=', license).executeTakeFirstOrThrow(),
      );
    },
  );

  app.get(
    '/payment-codes',
    {
      schema: {
        summary: 'Payment codes, newest first, with the record that used each',
        tags: ['admin'],
        querystring: pageQuerySchema,
      },
    },
    async (request): Promise<Page<AdminPaymentCode>> => {
      const { page, search } = request.query;
      let query = db
        .selectFrom('payment_codes')
        .leftJoin('service_dogs', 'service_dogs.id', 'payment_codes.used_by_dog_id');
      if (search) {
        const pattern = containsPattern(search);
        query = query.where((eb) =>
          eb.or([
            eb(sql`lower(payment_codes.code)`, 'like', pattern),
            eb(sql`lower(payment_codes.note)`, 'like', pattern),
          ]),
        );
      }
      const [total, rows] = await Promise.all([
        query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
        query
          .select([
            'payment_codes.code',
            'payment_codes.note',
            'payment_codes.is_sample',
            'payment_codes.created_at',
            'payment_codes.used_at',
            'payment_codes.voided_at',
            'service_dogs.id as dog_id',
            'service_dogs.registry_number',
            'service_dogs.dog_name',
          ])
          .orderBy('payment_codes.created_at', 'desc')
          .orderBy('payment_codes.code')
          .limit(PAGE_SIZE)
          .offset((page - 1) * PAGE_SIZE)
          .execute(),
      ]);
      return {
        items: rows.map((row) => ({
          code: row.code,
          note: row.note,
          isSample: row.is_sample === 1,
          createdAt: row.created_at,
          usedAt: row.used_at,
          voidedAt: row.voided_at,
          usedBy:
            row.dog_id && row.registry_number && row.dog_name
              ? { id: row.dog_id, registryNumber: row.registry_number, dogName: row.dog_name }
              : null,
        })),
        total: Number(total.n),
        page,
        pageSize: PAGE_SIZE,
      };
    },
  );

  app.post(
    '/payment-codes',
    {
      schema: {
        summary: 'Generate a batch of single-use payment codes',
        tags: ['admin'],
        body: paymentCodeBatchSchema,
      },
    },
    async (request, reply) => {
      const at = new Date().toISOString();
      const codes = Array.from({ length: request.body.count }, generatePaymentCode);
      await db
        .insertInto('payment_codes')
        .values(codes.map((code) => ({ code, note: request.body.note || null, created_at: at })))
        .execute();
      await log(request, 'payment_codes.generated', { count: codes.length, note: request.body.note ?? null });
      return reply.status(201).send({ codes });
    },
  );

  app.post(
    '/payment-codes/:code/void',
    {
      schema: {
        summary: 'Void an unused payment code',
        tags: ['admin'],
        params: z.object({ code: z.string().max(40) }),
      },
    },
    async (request) => {
      const code = normalizePaymentCode(request.params.code);
      const result = await db
        .updateTable('payment_codes')
        .set({ voided_at: new Date().toISOString() })
        .where('code', '=', code)
        .where('used_at', 'is', null)
        .where('voided_at', 'is', null)
        .executeTakeFirst();
      if (result.numUpdatedRows !== 1n)
        throw new ApiError(409, 'NOT_VOIDABLE', 'Only an unused code that is not already void can be voided.');
      await log(request, 'payment_code.voided', { code });
      return { code, voided: true };
    },
  );

  app.get(
    '/activity',
    { schema: { summary: 'The activity log, newest first', tags: ['admin'], querystring: pageQuerySchema } },
    async (request): Promise<Page<ActivityEntry>> => {
      const { page } = request.query;
      const [total, rows] = await Promise.all([
        db
          .selectFrom('activity_log')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow(),
        db
          .selectFrom('activity_log')
          .selectAll()
          .orderBy('id', 'desc')
          .limit(PAGE_SIZE)
          .offset((page - 1) * PAGE_SIZE)
          .execute(),
      ]);
      return {
        items: rows.map((row) => ({
          id: Number(row.id),
          at: row.at,
          actor: row.actor_label,
          action: row.action,
          dogId: row.dog_id,
          registryNumber: row.registry_number,
          details: row.details ? (JSON.parse(row.details) as Record<string, unknown>) : null,
        })),
        total: Number(total.n),
        page,
        pageSize: PAGE_SIZE,
      };
    },
  );

  app.delete(
    '/sample-data',
    { schema: { summary: 'Remove the sample trainer and the unused sample payment codes', tags: ['admin'] } },
    async (request) => {
      const removed = await db.transaction().execute(async (trx) => {
        const codes = await trx
          .deleteFrom('payment_codes')
          .where('is_sample', '=', 1)
          .where('used_at', 'is', null)
          .executeTakeFirst();
        // Used sample codes stay, so the record that used one still shows where it came from; they are no longer sample data.
        await trx.updateTable('payment_codes').set({ is_sample: 0 }).where('is_sample', '=', 1).execute();
        const trainers = await trx.deleteFrom('trainers').where('is_sample', '=', 1).executeTakeFirst();
        return { paymentCodes: Number(codes.numDeletedRows), trainers: Number(trainers.numDeletedRows) };
      });
      await log(request, 'sample_data.removed', removed);
      return removed;
    },
  );
}
