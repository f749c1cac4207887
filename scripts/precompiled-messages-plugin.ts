/**
 * Vite plugin: the browser gets its messages already parsed. Each string in a catalogue module
 * (common/i18n/messages-*.ts) is replaced by its ICU syntax tree at build time, and the ICU parser is
 * swapped for FormatJS's no-parser entry, which keeps 11 KB of gzipped JavaScript out of every page
 * (docs/decisions/017-i18n-formatjs.md). A message that is words alone stays text, unescaped, as do the
 * shared ones built at run time from common/ (which hold no ICU syntax); web/src/i18n/format-message.ts
 * shows text as it is.
 */
import type { Plugin } from 'vite';
import { compileMessage } from '../common/i18n/compile-message';

/** A catalogue module: common/i18n/messages-en.ts, owner-link-messages-es.ts and the like. */
export const CATALOGUE = /[\\/]common[\\/]i18n[\\/](?:[a-z]+-)*messages-[a-z]+\.ts$/;

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';
}

/** Every `'id': 'message'` property in the module, wherever it sits. */
function messageProperties(node: Node, found: Node[] = []): Node[] {
  if (node.type === 'Property' && isNode(node.value) && node.value.type === 'Literal') {
    if (typeof node.value.value === 'string') found.push(node.value);
  }
  for (const child of Object.values(node)) {
    if (Array.isArray(child)) child.filter(isNode).forEach((c) => messageProperties(c, found));
    else if (isNode(child)) messageProperties(child, found);
  }
  return found;
}

export function precompiledMessages(): Plugin {
  return {
    name: 'sdr-precompiled-messages',
    enforce: 'post',
    config: () => ({
      resolve: {
        alias: [
          {
            find: /^@formatjs\/icu-messageformat-parser$/,
            replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
          },
        ],
      },
    }),
    transform(code, id) {
      if (!CATALOGUE.test(id)) return null;
      const literals = messageProperties(this.parse(code) as unknown as Node).sort((a, b) => b.start - a.start);
      let out = code;
      for (const literal of literals) {
        const compiled = JSON.stringify(compileMessage(literal.value as string));
        out = out.slice(0, literal.start) + compiled + out.slice(literal.end);
      }
      return { code: out, map: null };
    },
  };
}
