/**
 * Refuses JSX text a person reads where i18next/no-literal-string lets a literal through because it
 * takes it for a constant: anything under a name in capitals (`const P = () => <p>Hello</p>`,
 * `{ NOTE: <p>Hello</p> }`) or in a default value (`({ footer = <p>Hello</p> })`). Those exemptions suit
 * `const API_PATH = '/api'`, but a component written as a concise arrow with a short name is no
 * constant. Elsewhere the i18next rule refuses the text, so none is reported twice.
 */
import type { Rule } from 'eslint';

const CAPITALS = /^[A-Z_-]+$/;

interface SyntaxNode {
  type: string;
  parent?: SyntaxNode | null;
  id?: { type: string; name?: string };
  key?: { type: string; name?: string; value?: unknown };
  value?: unknown;
}

/** Where the i18next rule stops looking: a declaration or key named in capitals, or a default value. */
function exemptByI18next(node: SyntaxNode): boolean {
  if (node.type === 'VariableDeclarator') return node.id?.type === 'Identifier' && CAPITALS.test(node.id.name ?? '');
  if (node.type === 'Property') {
    const key = node.key?.type === 'Identifier' ? node.key.name : node.key?.value;
    return typeof key === 'string' && CAPITALS.test(key);
  }
  return node.type === 'AssignmentPattern';
}

const rule: Rule.RuleModule = {
  meta: {
    type: 'problem',
    docs: { description: 'Refuse JSX text under a name in capitals or in a default value, as anywhere else.' },
    schema: [
      {
        type: 'object',
        properties: { words: { type: 'array', items: { type: 'string' } } },
        additionalProperties: false,
      },
    ],
    messages: { literal: 'Words a person reads come from the catalogues: use t(…) for "{{ text }}".' },
  },
  create(context) {
    const options = (context.options[0] ?? {}) as { words?: string[] };
    // Texts that are the same in every language, whole-text patterns as the i18next rule's `words.exclude`.
    const sameInEveryLanguage = (options.words ?? []).map((source) => new RegExp(`^(?:${source})$`));
    return {
      JSXText(jsxText: Rule.Node) {
        const node = jsxText as unknown as SyntaxNode;
        if (node.parent?.type !== 'JSXElement' && node.parent?.type !== 'JSXFragment') return;
        const text = String(node.value).trim();
        if (!text || sameInEveryLanguage.some((pattern) => pattern.test(text))) return;
        for (let above: SyntaxNode | null | undefined = node.parent; above; above = above.parent) {
          if (exemptByI18next(above)) return context.report({ node: jsxText, messageId: 'literal', data: { text } });
        }
      },
    };
  },
};

export default rule;
