/**
 * A handler's refusals, through the owner link alone (docs/decisions/048-refusal-log.md), and the
 * programme's report of them for its staff (registered inside the admin scope).
 */
import { refusalIdSchema, refusalInputSchema } from '#common/door-refusals';
import { MESSAGES } from '#common/messages';
import { recordResource, requirePermission } from '../access/permissions';
import type { App, AppContext } from '../app-context';
import type { RegistrationRow } from '../db/schema';
import { notFound } from '../lib/api-error';
import { idParams, keyQuery } from '../lib/route-params';
import {
  noContent,
  refusalListSchema,
  refusalReportSchema,
  refusalSchema,
  mediaResponse,
} from '../lib/response-schemas';
import { findRegistrationById } from '../lifecycle/registration-repository';
import { currentStaff, refuseCrossSite } from '../plugins/auth';
import { errorResponses } from '../plugins/openapi';
import { refusalReportCsv } from './door-refusal-report-csv';
import { complaintDrafted, forgetRefusal, logRefusal, refusalReport, refusalsOf } from './door-refusal-service';
import type { FastifyRequest } from 'fastify';

const refusalParams = idParams.extend({ refusalId: refusalIdSchema });

export function registerRefusalRoutes(app: App, { database, config }: AppContext): void {
  const db = database.db;
  const guard = [app.rateLimited.lookups, refuseCrossSite(config.publicUrl)];

  /** The record the owner link opens (the permission check has decided with it already). */
  async function ownRecord(request: FastifyRequest<{ Params: { id: string } }>): Promise<RegistrationRow> {
    const row = await findRegistrationById(db, request.params.id);
    if (!row) throw notFound(MESSAGES.dogNotFound);
    requirePermission(request.caller, 'doorRefusals.manage', recordResource(row));
    return row;
  }

  app.get(
    '/api/dogs/:id/refusals',
    {
      onRequest: app.rateLimited.lookups,
      config: { action: 'doorRefusals.manage' },
      schema: {
        operationId: 'listRefusals',
        summary: "The refusals the handler logged, newest first: the owner link's alone (not even staff read them)",
        tags: ['owner'],
        params: idParams,
        querystring: keyQuery,
        response: { 200: refusalListSchema, ...errorResponses(403, 404) },
      },
    },
    async (request) => ({ items: await refusalsOf(db, await ownRecord(request)) }),
  );

  app.put(
    '/api/dogs/:id/refusals/:refusalId',
    {
      onRequest: guard,
      config: { action: 'doorRefusals.manage' },
      schema: {
        operationId: 'logRefusal',
        summary: 'Log a refusal under the id the phone gave it: sent again (a phone back online), it is stored once',
        tags: ['owner'],
        params: refusalParams,
        querystring: keyQuery,
        body: refusalInputSchema,
        response: { 200: refusalSchema, 201: refusalSchema, ...errorResponses(403, 404, 409) },
      },
    },
    async (request, reply) => {
      const { created, refusal } = await logRefusal(
        db,
        await ownRecord(request),
        request.params.refusalId,
        request.body,
      );
      return reply.status(created ? 201 : 200).send(refusal);
    },
  );

  app.delete(
    '/api/dogs/:id/refusals/:refusalId',
    {
      onRequest: guard,
      config: { action: 'doorRefusals.manage' },
      schema: {
        operationId: 'deleteRefusal',
        summary: 'Delete a refusal the handler logged',
        tags: ['owner'],
        params: refusalParams,
        querystring: keyQuery,
        response: { 204: noContent, ...errorResponses(403, 404) },
      },
    },
    async (request, reply) => {
      await forgetRefusal(db, await ownRecord(request), request.params.refusalId);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/dogs/:id/refusals/:refusalId/complaint',
    {
      onRequest: guard,
      config: { action: 'doorRefusals.manage' },
      schema: {
        operationId: 'markComplaintDrafted',
        summary:
          'Say the handler drafted a complaint from this refusal (the letter is written on the phone; the registry sends nothing to any agency)',
        tags: ['owner'],
        params: refusalParams,
        querystring: keyQuery,
        response: { 200: refusalSchema, ...errorResponses(403, 404) },
      },
    },
    async (request) => complaintDrafted(db, await ownRecord(request), request.params.refusalId),
  );
}

/** Registered inside the admin scope. */
export function registerRefusalReportRoutes(app: App, { database }: AppContext): void {
  const db = database.db;
  app.get(
    '/refusals/report',
    {
      config: { action: 'doorRefusals.report' },
      schema: {
        operationId: 'getRefusalReport',
        summary:
          "The programme's refusals by month and kind of place, and the share that became complaints; every count under 10 is withheld (null)",
        tags: ['admin'],
        response: { 200: refusalReportSchema },
      },
    },
    async (request) => refusalReport(db, currentStaff(request).programmeId),
  );

  app.get(
    '/refusals/report.csv',
    {
      config: { action: 'doorRefusals.report' },
      schema: {
        operationId: 'exportRefusalReport',
        summary: 'The refusal report as CSV, under the same rule: a count under 10 reads "fewer than 10"',
        tags: ['admin'],
        response: { 200: mediaResponse('text/csv', 'The report, one row per month and kind of place') },
      },
    },
    async (request, reply) => {
      const report = await refusalReport(db, currentStaff(request).programmeId);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="refusals-report.csv"')
        .send(await refusalReportCsv(report));
    },
  );
}
