/**
 * Where a trainer's account works (docs/decisions/046-trainer-accounts.md): one of the programme's teams
 * found by number, a public access test recorded with the checklist, a training session logged. Staff
 * may use them too; the answers carry no contact details. Registered inside the admin scope.
 */
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { accessTestSchema, trainingLogEntrySchema } from '#common/staff-schemas';
import { MESSAGES } from '#common/messages';
import { NOT_BLANK } from '#common/schemas';
import { serviceDeps, type App, type AppContext } from '../app-context';
import { teamSummarySchema } from '../lib/response-schemas';
import { requestLocale } from '../lib/words';
import { errorResponses } from '../plugins/openapi';
import { findTeam, logTeamTraining, recordTeamTest, type TeamCaller } from './team-service';

const idParams = z.object({ id: z.string().max(100) });
const numberQuery = z.object({
  number: z.string({ error: MESSAGES.lookupRequired }).max(64).regex(NOT_BLANK, MESSAGES.lookupRequired),
});

/** The staff member or trainer behind a request whose action allows only them (permissions decided it). */
function teamCaller(request: FastifyRequest): TeamCaller {
  const { caller } = request;
  if (caller.kind === 'staff' || caller.kind === 'trainer') return caller;
  throw new Error('The team actions allow only staff and trainers');
}

export function registerTeamRoutes(app: App, context: AppContext): void {
  const db = context.database.db;
  const changes = serviceDeps(context);

  app.get(
    '/teams',
    {
      config: { action: 'teams.find' },
      schema: {
        operationId: 'findTeam',
        summary: "One of the programme's teams by its registry number, with its recent tests and training log",
        tags: ['trainer'],
        querystring: numberQuery,
        response: { 200: teamSummarySchema, ...errorResponses(404) },
      },
    },
    async (request) => findTeam(db, teamCaller(request), request.query.number, context.config.registryPrefix),
  );

  app.post(
    '/teams/:id/access-tests',
    {
      config: { action: 'team.recordTest' },
      schema: {
        operationId: 'recordTeamTest',
        summary:
          "Record a public access test; a trainer's account records the tests it conducted, under its own listing",
        tags: ['trainer'],
        params: idParams,
        body: accessTestSchema,
        response: { 200: teamSummarySchema, ...errorResponses(404) },
      },
    },
    async (request) =>
      recordTeamTest(changes, teamCaller(request), request.params.id, request.body, requestLocale(request)),
  );

  app.post(
    '/teams/:id/training-log',
    {
      config: { action: 'team.logTraining' },
      schema: {
        operationId: 'logTeamTraining',
        summary: 'Log a training session: the day, the hours and the skills practised',
        tags: ['trainer'],
        params: idParams,
        body: trainingLogEntrySchema,
        response: { 200: teamSummarySchema, ...errorResponses(404) },
      },
    },
    async (request) => logTeamTraining(db, teamCaller(request), request.params.id, request.body),
  );
}
