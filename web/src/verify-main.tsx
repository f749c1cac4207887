/**
 * The verify page's React app (docs/decisions/033-verify-page-entry.md), started by the page's first paint
 * (verify-first-paint.ts) once it has drawn what it could: React takes over a page the first paint drew
 * (hydration), or draws the page itself when the first paint drew nothing
 * (docs/decisions/051-verify-verdict-in-the-first-paint.md).
 */
import { VerifyRoutes } from './app/verify-routes';
import { startApp } from './app/start-app';

export function startVerifyApp({ hydrate }: { hydrate: boolean }): void {
  startApp(<VerifyRoutes />, { hydrate });
}
