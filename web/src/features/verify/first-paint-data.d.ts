/**
 * What the build renders for the verify page's first paint in one language (scripts/verify-first-paint-plugin.ts);
 * null under the dev server.
 */
declare module 'virtual:verify-first-paint/*' {
  import type { Verdict } from '#common/credential';
  import type { Messages } from '../../i18n/catalogues';
  import type { Shell } from './first-paint-shell';

  const data: {
    shell: Shell;
    icons: Record<Verdict['verdict'], string>;
    /** The verdict's words, for a language whose catalogue is not in the first bundle; null for English. */
    words: Messages | null;
  } | null;
  export default data;
}
