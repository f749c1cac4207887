/**
 * English left on a Spanish page: words that are English and never Spanish, found in what a reader
 * sees or hears (text, the page title, labels, alternative text, placeholders). Text marked as English
 * (`lang="en"`: the language switch, an operator's paragraphs written only in English) is left out,
 * as are proper names from the configuration (the registry's and its operator's), emails and addresses.
 */
import { expect, type Page } from '@playwright/test';

const ENGLISH_ONLY = [
  'the',
  'and',
  'of',
  'with',
  'your',
  'you',
  'is',
  'are',
  'this',
  'that',
  'for',
  'from',
  'or',
  'by',
  'at',
  'on',
  'not',
  'will',
  'must',
  'what',
  'how',
  'when',
  'who',
  'which',
  'here',
  'more',
  'please',
  'registry',
  'registration',
  'card',
  'dog',
  'dogs',
  'owner',
  'handler',
  'verify',
  'search',
  'loading',
  'page',
  'status',
  'valid',
  'expired',
  'pending',
  'review',
  'step',
  'next',
  'back',
  'name',
  'phone',
  'print',
  'scan',
  'help',
  'about',
  'privacy',
  'terms',
  'fees',
  'home',
  'close',
  'open',
  'show',
  'hide',
  'details',
  'photo',
  'breed',
  'age',
  'training',
  'approved',
  'denied',
  'suspended',
  'revoked',
  'number',
  'submit',
  'required',
  'issued',
  'through',
  'yes',
  'copy',
  'copied',
  'link',
  'sent',
  'check',
  'checked',
  'offline',
];
const PATTERN = new RegExp(`(?<![\\p{L}\\p{N}@./-])(?:${ENGLISH_ONLY.join('|')})(?![\\p{L}\\p{N}@-])`, 'giu');

/** Each English word with a little of what surrounds it, so a failure says where to look; `names` are proper names. */
export function englishIn(text: string, names: readonly string[]): string[] {
  const cleaned = names
    .reduce((rest, name) => rest.replaceAll(name, ' '), text)
    .replace(/\S+@\S+/g, ' ')
    .replace(/https?:\/\/\S+/g, ' ')
    .replace(/\s+/g, ' ');
  return [...cleaned.matchAll(PATTERN)].map((match) =>
    cleaned.slice(Math.max(0, match.index - 30), match.index + match[0].length + 30).trim(),
  );
}

/** What the page shows and says, in Spanish except where marked otherwise. */
export async function spanishPageText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const english = (node: Node) => {
      const element = node instanceof Element ? node : node.parentElement;
      return element?.closest('[lang]')?.getAttribute('lang')?.startsWith('en') ?? false;
    };
    const parts = [document.title];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || english(node) || parent.closest('script, style, noscript')) continue;
      // Hidden text is neither shown nor read; screen-reader-only text (a 1 px clip) is read, so it stays.
      if (!parent.checkVisibility({ visibilityProperty: true }) || parent.closest('[aria-hidden="true"]')) continue;
      parts.push(node.textContent ?? '');
    }
    for (const element of document.body.querySelectorAll('[aria-label], [alt], [title], [placeholder]')) {
      if (english(element)) continue;
      for (const name of ['aria-label', 'alt', 'title', 'placeholder']) parts.push(element.getAttribute(name) ?? '');
    }
    return parts.join(' \n ');
  });
}

/** Fails, listing each English word in context, when the settled page shows or says English. */
export async function expectNoEnglish(page: Page, where: string, names: readonly string[]): Promise<void> {
  // The words arrive after the page's data and its language's catalogue; wait for the page to settle.
  await page.waitForLoadState('networkidle');
  if (!where.includes('print'))
    await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('.animate-pulse')).toHaveCount(0);
  expect(englishIn(await spanishPageText(page), names), `English on ${where}`).toEqual([]);
}
