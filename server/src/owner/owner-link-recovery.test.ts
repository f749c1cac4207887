/**
 * "Email me my owner link" (security findings): the answer is sent before anything is looked up, so its
 * timing cannot tell whether an address is registered; and a request never ends a working link, only
 * the new link's first use does.
 */
import type { KyselyPlugin, RootOperationNode } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OWNER } from '../../../support/registration-forms';
import { buildApp } from '../app';
import { makeRegistration } from '../test/registration-factory';
import { createTestApp, type TestApp } from '../test/test-app';
import { testDialects } from '../test/test-databases';
import { answerOwnerLinkRequests } from './owner-link-service';

/** The tables a statement names, found anywhere in its operation tree. */
function tablesOf(node: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(node)) for (const item of node) tablesOf(item, into);
  else if (node && typeof node === 'object') {
    const fields = node as { kind?: string; table?: { identifier?: { name?: string } } };
    if (fields.kind === 'TableNode' && fields.table?.identifier?.name) into.add(fields.table.identifier.name);
    for (const value of Object.values(node)) tablesOf(value, into);
  }
  return into;
}

describe.each(testDialects)('recovering a lost owner link on %s', (dialect) => {
  let t: TestApp;
  const register = (dogName: string) => makeRegistration(t.context, { dogName });
  const ask = (registryNumber: string, email: string = OWNER.ownerEmail) =>
    t.app.inject({ method: 'POST', url: '/api/owner-link', payload: { registryNumber, email } });
  const answerQueue = () =>
    answerOwnerLinkRequests(t.context.database, {
      registry: t.context.config,
      registryPrefix: t.context.config.registryPrefix,
    });
  /** The keys of the owner links emailed for a record, oldest first. */
  const sentKeys = async (dogId: string) => {
    const rows = await t.context.database.db
      .selectFrom('outbox')
      .select('text_body')
      .where('dog_id', '=', dogId)
      .where('kind', '=', 'owner_link.sent')
      .orderBy('created_at')
      .execute();
    return rows.map((row) => decodeURIComponent(/\?key=([\w%-]+)/.exec(row.text_body)?.[1] ?? ''));
  };
  const view = async (id: string, key: string) =>
    (await t.app.inject(`/api/dogs/${id}?key=${encodeURIComponent(key)}`)).json().view as string;

  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  it('answers before it looks anything up: the same statements and answer for a registered address and any other', async () => {
    const dog = await register('Oracle');
    const statements: string[] = [];
    const recorder: KyselyPlugin = {
      transformQuery: ({ node }: { node: RootOperationNode }) => {
        statements.push(`${node.kind} ${[...tablesOf(node)].sort().join(',')}`);
        return node;
      },
      transformResult: async ({ result }) => result,
    };
    const database = { ...t.context.database, db: t.context.database.db.withPlugin(recorder) };
    const watched = await buildApp({ ...t.context, database });
    try {
      const answered = [];
      for (const [registryNumber, email] of [
        [dog.registryNumber, OWNER.ownerEmail],
        [dog.registryNumber, 'someone.else@example.org'],
        ['SDR-99999', OWNER.ownerEmail],
        ['not a number', OWNER.ownerEmail],
      ] as const) {
        statements.length = 0;
        const res = await watched.inject({
          method: 'POST',
          url: '/api/owner-link',
          payload: { registryNumber, email },
        });
        answered.push({ status: res.statusCode, body: res.body, statements: [...statements] });
      }
      expect(answered[0]?.statements).toEqual(['InsertQueryNode owner_link_requests']);
      for (const other of answered.slice(1)) expect(other).toEqual(answered[0]);
    } finally {
      await watched.close();
    }
    // Nothing was sent or changed while answering; the queue's worker does it afterwards.
    expect(await sentKeys(dog.id)).toEqual([]);
    expect(await answerQueue()).toBe(1);
    expect(await sentKeys(dog.id)).toHaveLength(1);
    expect(await t.context.database.db.selectFrom('owner_link_requests').selectAll().execute()).toEqual([]);
  });

  it('keeps the old link working after a request; the new link works once opened, and then the old one stops', async () => {
    const dog = await register('Patient');
    expect((await ask(dog.registryNumber)).statusCode).toBe(202);
    await answerQueue();
    const [fresh = ''] = await sentKeys(dog.id);
    expect(fresh).not.toBe('');
    // Anyone who knows the address can ask; that alone ends nothing.
    expect(await view(dog.id, dog.ownerToken)).toBe('full');
    expect(await view(dog.id, dog.ownerToken)).toBe('full');
    expect(await view(dog.id, fresh)).toBe('full');
    expect(await view(dog.id, dog.ownerToken)).not.toBe('full');
    expect(await view(dog.id, fresh)).toBe('full');
  });

  it("makes the new key current when its first use is an owner action, not only the record's page", async () => {
    const dog = await register('Actor');
    await ask(dog.registryNumber);
    await answerQueue();
    const [fresh = ''] = await sentKeys(dog.id);
    expect(await view(dog.id, dog.ownerToken)).toBe('full');
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/dogs/${dog.id}/privacy?key=${encodeURIComponent(fresh)}`,
      payload: { showServiceType: true },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await view(dog.id, dog.ownerToken)).not.toBe('full');
  });

  it('replaces the waiting key with a second request: only the newest link sent can take over', async () => {
    const dog = await register('Twice');
    await ask(dog.registryNumber);
    await answerQueue();
    await ask(dog.registryNumber.toLowerCase(), OWNER.ownerEmail.toUpperCase());
    await answerQueue();
    const [first = '', second = ''] = await sentKeys(dog.id);
    expect(second).not.toBe(first);
    expect(await view(dog.id, first)).not.toBe('full');
    expect(await view(dog.id, dog.ownerToken)).toBe('full');
    expect(await view(dog.id, second)).toBe('full');
    expect(await view(dog.id, first)).not.toBe('full');
    expect(await view(dog.id, dog.ownerToken)).not.toBe('full');
  });

  it('answers each queued request once, even with two workers at it', async () => {
    const dog = await register('Queued');
    for (let i = 0; i < 3; i++) await ask(dog.registryNumber);
    const counts = await Promise.all([answerQueue(), answerQueue()]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(3);
    expect(await sentKeys(dog.id)).toHaveLength(3);
  });
});
