/**
 * Every operation of the API document, asked by every kind of caller, answers as its action's rule in
 * access/permissions.ts says: refused with the refusal the rule gives, or not refused at all (what the
 * request then gets wrong, an empty body or an unknown id, is another test's subject). The expected
 * answers are read from the table here, not from `authorize`, so the table and the server are two
 * witnesses that must agree.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FRESH_SECOND_FACTOR_CODE, MFA_REQUIRED_CODE, SESSION_REQUIRED_CODE } from '#common/api';
import { SESSION_COOKIE } from '#common/constants';
import { ACTION_NAMES, ACTIONS, type Action, type ActionRule } from '../access/permissions';
import { createSession } from '../access/session-repository';
import { FRESH_SECOND_FACTOR_MS } from '../access/session-policy';
import { addFactor } from '../staff-accounts/second-factor/factor-repository';
import { newTotpSecret } from '../staff-accounts/second-factor/totp';
import { createStaff } from '../test/staff-session';
import { addTrainer } from '../test/fixtures-db';
import { makeRegistration } from '../test/registration-factory';
import { documentedOperations, type DocumentedOperation } from '../test/documented-operations';
import { createTestApp, type TestApp } from '../test/test-app';
import { testDialects } from '../test/test-databases';

const ISSUER = 'https://registry.example.org';
const METRICS_TOKEN = 'metrics-token-for-the-action-table-0123';
const TRAINER = 'TABLE-0001';
const REFUSAL_CODES = [
  SESSION_REQUIRED_CODE,
  MFA_REQUIRED_CODE,
  FRESH_SECOND_FACTOR_CODE,
  'OWNER_LINK_REQUIRED',
  'METRICS_TOKEN_REQUIRED',
];

/** The kinds of caller a request can come from, strongest last. */
const CALLERS = [
  'visitor',
  'metrics scraper',
  "another record's owner link",
  "the record's owner link",
  'staff signing in (password only)',
  'staff, second factor 10 minutes ago',
  'staff, second factor just now',
] as const;
type CallerKind = (typeof CALLERS)[number];

/** What the table says the caller gets: allowed, or the refusal's status and code. */
function expected(rule: ActionRule, caller: CallerKind): string {
  const allows = (who: ActionRule['allows'][number]) => rule.allows.includes(who);
  if (allows('anyone')) return 'allowed';
  if (allows('metricsToken')) return caller === 'metrics scraper' ? 'allowed' : '401 METRICS_TOKEN_REQUIRED';
  const staff = caller.startsWith('staff, ');
  const signingIn = caller === 'staff signing in (password only)';
  if ((allows('staff') && staff) || (allows('signingIn') && (staff || signingIn))) {
    // The staff account has factors; the one signing in has none yet, which may enrol its first.
    const fresh = caller === 'staff, second factor just now';
    if (rule.freshFactor === true && !fresh)
      return staff ? `403 ${FRESH_SECOND_FACTOR_CODE}` : `403 ${MFA_REQUIRED_CODE}`;
    if (rule.freshFactor === 'onceEnrolled' && staff && !fresh) return `403 ${FRESH_SECOND_FACTOR_CODE}`;
    return 'allowed';
  }
  if (allows('recordOwner')) return caller === "the record's owner link" ? 'allowed' : '403 OWNER_LINK_REQUIRED';
  return signingIn ? `403 ${MFA_REQUIRED_CODE}` : `401 ${SESSION_REQUIRED_CODE}`;
}

describe.each(testDialects)('the action table on %s', (dialect) => {
  let t: TestApp;
  let operations: { method: string; path: string; operation: DocumentedOperation }[];
  let staffId: string;
  let signingInId: string;

  const sessionCookie = async (adminId: string, factorAgeMs: number | null) => {
    const now = new Date(Date.now() - (factorAgeMs ?? 0));
    const token = await createSession(t.context.database.db, {
      adminId,
      now,
      ...(factorAgeMs === null ? {} : { secondFactor: 'totp' as const }),
    });
    return `${SESSION_COOKIE}=${token}`;
  };

  /** A request's credentials: sessions are made for each request, as signing out or ending one uses it up. */
  async function credentials(caller: CallerKind, ownerKey: string, otherKey: string) {
    switch (caller) {
      case 'visitor':
        return {};
      case 'metrics scraper':
        return { headers: { authorization: `Bearer ${METRICS_TOKEN}` } };
      case "another record's owner link":
        return { key: otherKey };
      case "the record's owner link":
        return { key: ownerKey };
      case 'staff signing in (password only)':
        return { headers: { cookie: await sessionCookie(signingInId, null) } };
      case 'staff, second factor 10 minutes ago':
        return { headers: { cookie: await sessionCookie(staffId, FRESH_SECOND_FACTOR_MS * 2) } };
      case 'staff, second factor just now':
        return { headers: { cookie: await sessionCookie(staffId, 0) } };
    }
  }

  beforeAll(async () => {
    t = await createTestApp(dialect, { PUBLIC_URL: `${ISSUER}/`, METRICS_TOKEN });
    staffId = await createStaff(t.context, 'table.staff@example.org');
    await addFactor(t.context.database.db, staffId, {
      kind: 'totp',
      label: 'Phone',
      secret: newTotpSecret(),
      lastStep: null,
    });
    signingInId = await createStaff(t.context, 'table.new@example.org');
    // A trainer of its own: removing the sample data (one of the operations) removes the sample trainer.
    await addTrainer(t.context, TRAINER);
    operations = await documentedOperations(t.app);
  });
  afterAll(() => t.close());

  it('names an action of the table for every operation, and every other action shapes an operation’s answer', () => {
    const named = operations.map(({ operation }) => operation['x-action']);
    expect(named.filter((action) => !ACTION_NAMES.includes(action as Action))).toEqual([]);
    const unnamed = ACTION_NAMES.filter((action) => !named.includes(action));
    expect(unnamed.filter((action) => !named.includes((ACTIONS[action] as ActionRule).shapes))).toEqual([]);
  });

  it('shows the whole record, contact details included, to exactly the callers record.viewFull allows', async () => {
    const record = await makeRegistration(t.context, { trainerLicenseNumber: TRAINER, status: 'active' });
    const other = await makeRegistration(t.context, { trainerLicenseNumber: TRAINER, status: 'active' });
    for (const caller of CALLERS) {
      for (const url of [`/api/dogs/${record.id}`, `/api/lookup/${record.registryNumber}`]) {
        const { key, headers = {} } = await credentials(caller, record.ownerToken, other.ownerToken);
        const answer = await t.app.inject({ url: key ? `${url}?key=${key}` : url, headers });
        const view = answer.json<{ view: string; owner?: unknown }>();
        const full = expected(ACTIONS['record.viewFull'], caller) === 'allowed';
        expect({ caller, url, view: view.view, owner: 'owner' in view }).toEqual({
          caller,
          url,
          view: full ? 'full' : 'public',
          owner: full,
        });
      }
    }
  });

  it('answers every operation, for every kind of caller, as its action allows', async () => {
    const mismatches: string[] = [];
    for (const { method, path, operation } of operations) {
      const action = operation['x-action'] as Action;
      // A record of its own for each operation: what one caller does (delete it) never decides another's answer.
      const recipe = { trainerLicenseNumber: TRAINER, status: 'active' } as const;
      const record = await makeRegistration(t.context, { ...recipe, dogName: operation.operationId.slice(0, 30) });
      const other = await makeRegistration(t.context, { ...recipe, dogName: 'Other' });
      for (const caller of CALLERS) {
        const { key, headers = {} } = await credentials(caller, record.ownerToken, other.ownerToken);
        const url = path
          .replace('{id}', record.id)
          .replace('{registryNumber}', record.registryNumber)
          .replace(/\{\w+\}/g, 'unknown');
        const answer = await t.app.inject({
          method,
          url: key ? `${url}?key=${encodeURIComponent(key)}` : url,
          headers: { origin: ISSUER, ...headers },
          ...(operation.requestBody ? { payload: {} } : {}),
        });
        const code = answer.statusCode >= 400 ? (answer.json<{ error?: { code?: string } }>().error?.code ?? '') : '';
        const got = REFUSAL_CODES.includes(code) ? `${answer.statusCode} ${code}` : 'allowed';
        const want = expected(ACTIONS[action], caller);
        if (got !== want)
          mismatches.push(`${method} ${path} (${action}) for ${caller}: ${got}, the table says ${want}`);
      }
    }
    expect(mismatches).toEqual([]);
  });
});
