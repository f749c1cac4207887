import { MutationObserver } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '#common/messages';
import { SESSION_KEY, type Session } from '../api/session';
import { ApiRequestError } from '../lib/api-client';
import { queryClient } from './query-client';

const sessionRequired = new ApiRequestError(401, 'UNAUTHENTICATED', 'You must be signed in as an admin to do this.');
const wrongPassword = new ApiRequestError(401, 'INVALID_CREDENTIALS', MESSAGES.loginInvalid);
const crossSite = new ApiRequestError(
  403,
  'CROSS_SITE_REQUEST',
  'This request came from another site and was refused.',
);
const admin = { id: 'a1', email: 'staff@example.org', role: 'staff' as const, trainer: null };

function session(): Session | undefined {
  return queryClient.getQueryData<Session>(SESSION_KEY);
}

async function failWrite(error: Error, meta?: { signedOutNotice?: string }): Promise<void> {
  const observer = new MutationObserver(queryClient, {
    mutationFn: () => Promise.reject(error),
    ...(meta && { meta }),
  });
  await observer.mutate().catch(() => undefined);
}

async function failRead(error: Error): Promise<void> {
  await queryClient
    .fetchQuery({ queryKey: ['admin', 'probe'], queryFn: () => Promise.reject(error), retry: false })
    .catch(() => undefined);
}

describe('how the web app reacts to a refused session', () => {
  beforeEach(() => {
    queryClient.clear();
    queryClient.setQueryData<Session>(SESSION_KEY, { admin, secondFactor: null });
  });

  it('ends the session when a read is refused, without a notice', async () => {
    await failRead(sessionRequired);
    expect(session()).toEqual({ admin: null, secondFactor: null });
  });

  it('ends the session when a write is refused, leaving the page’s words for the login page', async () => {
    await failWrite(sessionRequired, { signedOutNotice: MESSAGES.signedOut });
    expect(session()).toEqual({ admin: null, secondFactor: null, endedNotice: MESSAGES.signedOut });
    await failRead(sessionRequired);
    expect(session()?.endedNotice).toBe(MESSAGES.signedOut);
  });

  it('falls back to the server’s words for a write whose page has none', async () => {
    await failWrite(sessionRequired);
    expect(session()).toEqual({ admin: null, secondFactor: null, endedNotice: sessionRequired.message });
  });

  it('leaves the session alone for a wrong password or a refused cross-site request', async () => {
    await failWrite(wrongPassword);
    await failWrite(crossSite);
    await failRead(crossSite);
    expect(session()).toEqual({ admin, secondFactor: null });
  });
});
