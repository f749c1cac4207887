import { afterEach, expect, test, vi } from 'vitest';
import { es } from '#common/i18n/messages-es';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

function readerOf(search: string, languages: string[]) {
  vi.stubGlobal('window', { location: { search } });
  vi.stubGlobal('localStorage', { getItem: () => null, setItem: () => undefined });
  vi.stubGlobal('navigator', { languages, language: languages[0] });
}

test('a Spanish reader’s words are asked for as the entry starts, and are there for the first render', async () => {
  readerOf('?lang=es', ['en-US']);
  const { firstMessages, startLoadingFirstMessages } = await import('./first-messages');
  expect(firstMessages('es')).toBeUndefined();
  startLoadingFirstMessages();
  await vi.waitFor(() => expect(firstMessages('es')).toEqual(es));
  // Only the language asked for: the provider loads any other itself.
  expect(firstMessages('en')).toBeUndefined();
});

test('an English reader asks for nothing: English is in the bundle', async () => {
  readerOf('', ['en-US', 'es']);
  const { firstMessages, startLoadingFirstMessages } = await import('./first-messages');
  startLoadingFirstMessages();
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(firstMessages('es')).toBeUndefined();
  expect(firstMessages('en')).toBeUndefined();
});
