import type { PublicConfig } from '#common/api';
import { CONFIG_META_NAME } from '#common/constants';

/** The settings the server embedded in the page; undefined under the Vite dev server, which then asks the API. */
export function embeddedConfig(): PublicConfig | undefined {
  const content = document.querySelector<HTMLMetaElement>(`meta[name="${CONFIG_META_NAME}"]`)?.content;
  if (!content) return undefined;
  try {
    return JSON.parse(content) as PublicConfig;
  } catch {
    return undefined;
  }
}
