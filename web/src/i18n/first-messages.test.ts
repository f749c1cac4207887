import { afterEach, expect, test, vi } from 'vitest';
import { es } from '#common/i18n/messages-es';
import { registerEn } from '#common/i18n/register-messages-en';
import { registerEs } from '#common/i18n/register-messages-es';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

function readerOf(search: string, languages: string[], pathname = '/') {
  vi.stubGlobal('window', { location: { search, pathname } });
  vi.stubGlobal('localStorage', { getItem: () => null, setItem: () => undefined });
  vi.stubGlobal('navigator', { languages, language: languages[0] });
}

test('a Spanish reader’s words are asked for as the entry starts, and are there for the first render', async () => {
  readerOf('?lang=es', ['en-US']);
  const { firstMessages, startLoadingFirstMessages } = await import('./first-messages');
  expect(firstMessages('es')).toBeUndefined();
  startLoadingFirstMessages();
  await vi.waitFor(() => expect(firstMessages('es')).toEqual({ messages: es, areas: ['site'] }));
  // Only the language asked for: the provider loads any other itself.
  expect(firstMessages('en')).toBeUndefined();
});

test('the first screen’s own words come with them, in English as in Spanish', async () => {
  for (const [lang, words, site] of [
    ['en', registerEn, {}],
    ['es', registerEs, es],
  ] as const) {
    vi.resetModules();
    readerOf(`?lang=${lang}`, ['en-US'], '/register');
    const { firstMessages, startLoadingFirstMessages } = await import('./first-messages');
    startLoadingFirstMessages();
    await vi.waitFor(() => expect(firstMessages(lang)?.areas).toEqual(['site', 'register']));
    expect(firstMessages(lang)?.messages).toMatchObject({ ...site, ...words });
  }
});

test('an English reader of a page with no words of its own asks for nothing: English is in the bundle', async () => {
  readerOf('', ['en-US', 'es']);
  const { firstMessages, startLoadingFirstMessages } = await import('./first-messages');
  startLoadingFirstMessages();
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(firstMessages('es')).toBeUndefined();
  expect(firstMessages('en')).toBeUndefined();
});
