import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';

/**
 * A message as the browser receives it (scripts/precompiled-messages-plugin.ts): words alone stay text,
 * unescaped; anything with ICU syntax becomes its syntax tree, so the browser needs no parser.
 */
export function compileMessage(message: string): string | MessageFormatElement[] {
  const tree = parse(message);
  const [only] = tree;
  return tree.length === 1 && only?.type === TYPE.literal ? only.value : tree;
}
