/** What the server says for a message id to a reader of English (lib/words.ts), for tests that read its answers. */
import { say, type MessageValues } from '../lib/words';

export function english(id: string, values?: MessageValues): string {
  return say('en', id, values);
}
