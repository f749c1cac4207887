/**
 * Every browser test fails on a warning or an error in the page's console: React's own, or any other.
 * Two kinds of notice are the browser's, not the page's: a request that failed (a test that asks for an
 * unknown record gets its 404, one offline gets no answer; the page's handling of it is what the test
 * checks), and Playwright's note that it blocked a service worker where a test asked it to.
 */
import { expect, test as base, type ConsoleMessage } from '@playwright/test';

const BROWSER_NOTICES = [/^Failed to load resource: /, /^Service Worker registration blocked by Playwright/];

export const test = base.extend<{ consoleGuard: void }>({
  consoleGuard: [
    async ({ context }, use) => {
      const messages: string[] = [];
      const listen = (message: ConsoleMessage) => {
        if (message.type() !== 'warning' && message.type() !== 'error') return;
        if (BROWSER_NOTICES.some((notice) => notice.test(message.text()))) return;
        messages.push(`${message.type()}: ${message.text()} (${message.location().url})`);
      };
      context.on('console', listen);
      context.on('weberror', (error) => messages.push(`uncaught: ${error.error().message}`));
      await use();
      context.off('console', listen);
      expect(messages, 'the browser console stays free of warnings and errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
