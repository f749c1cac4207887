import { afterEach, describe, expect, it, vi } from 'vitest';
import { STATUS_PURPOSES } from '#common/credential';
import { cardCheck, finishedCheck, forgetEarlyCheck, startCheckingCard } from './card-check';

const ISSUER = 'https://registry.example';
/** One load asks for the key set and each purpose's list. */
const PER_LOAD = 1 + STATUS_PURPOSES.length;

describe('the check begun before the page', () => {
  const asked: string[] = [];
  const registryGone = () =>
    vi.stubGlobal('fetch', async (path: string) => {
      asked.push(path);
      return new Response('gone', { status: 404 });
    });
  afterEach(() => {
    vi.unstubAllGlobals();
    asked.length = 0;
    forgetEarlyCheck();
  });

  it("serves the page's first check of that card, once; a later check asks the registry again", async () => {
    registryGone();
    startCheckingCard('a.b.c', ISSUER);
    await expect(cardCheck('a.b.c', ISSUER)).resolves.toEqual({ trust: null, result: null });
    expect(asked).toHaveLength(PER_LOAD);
    await cardCheck('a.b.c', ISSUER);
    expect(asked).toHaveLength(2 * PER_LOAD);
  });

  it('is not used for another card', async () => {
    registryGone();
    startCheckingCard('a.b.c', ISSUER);
    await cardCheck('d.e.f', ISSUER);
    expect(asked).toHaveLength(2 * PER_LOAD);
  });

  it('is handed to the first render once it has finished, to every render until the page has shown it', async () => {
    registryGone();
    startCheckingCard('a.b.c', ISSUER);
    expect(finishedCheck('a.b.c')).toBeUndefined();
    await vi.waitFor(() => expect(asked).toHaveLength(PER_LOAD));
    await vi.waitFor(() => expect(finishedCheck('a.b.c')).toEqual({ trust: null, result: null }));
    // A render started again (as hydration may) finds it too; another card never does.
    expect(finishedCheck('a.b.c')).toEqual({ trust: null, result: null });
    expect(finishedCheck('d.e.f')).toBeUndefined();
    // Shown, it is not served again: the next check is a new one.
    forgetEarlyCheck();
    expect(finishedCheck('a.b.c')).toBeUndefined();
    await cardCheck('a.b.c', ISSUER);
    expect(asked).toHaveLength(2 * PER_LOAD);
  });

  it('is begun once for a card: a second start takes the same check', async () => {
    registryGone();
    startCheckingCard('a.b.c', ISSUER);
    startCheckingCard('a.b.c', ISSUER);
    await cardCheck('a.b.c', ISSUER);
    expect(asked).toHaveLength(PER_LOAD);
  });
});
