import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';
import rule from './jsx-text-in-constants';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tester = new RuleTester({
  languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } },
});
const options = [{ words: ['[0-9!-/:-@[-`{-~…–—·]+', '[A-Z_-]+', 'Maple'] }];
const refused = (code: string) => ({ code, options, errors: [{ messageId: 'literal' as const }] });

tester.run('jsx-text-in-constants', rule, {
  valid: [
    // What the i18next rule already refuses is not reported twice.
    { code: 'const Greeting = () => <p>Hello there</p>;', options },
    { code: 'function Greeting() { return <p>Hello there</p>; }', options },
    // Words from the catalogue, and text that is the same in every language.
    { code: "const P = () => <p>{t('home.greeting')}</p>;", options },
    { code: 'const P = () => <p>42</p>;', options },
    { code: 'const P = () => <p>…</p>;', options },
    { code: 'const P = () => <abbr>ID</abbr>;', options },
    { code: 'const CARD = () => <p>Maple</p>;', options },
    // A literal outside JSX text is the i18next rule's business: constants are what its exemption is for.
    { code: "const API_PATH = '/api/registrations';", options },
    { code: "const P = () => <p className='lead'>{name}</p>;", options },
  ],
  invalid: [
    refused('const P = () => <p>Hello</p>;'),
    refused('export const P = () => (\n  <div>\n    <span>Good day</span>\n  </div>\n);'),
    refused('const NOTE = <p>Hello there</p>;'),
    refused('const P = () => <>Hello there</>;'),
    refused('const P = () => { const greeting = <p>Hello there</p>; return greeting; };'),
    refused('const screens = { HOME: () => <p>Welcome home</p> };'),
    refused('function Card({ footer = <p>Thanks for registering</p> }) { return footer; }'),
  ],
});
