import { Outlet } from 'react-router';
import { IndependenceBanner } from './independence-banner';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

export function SiteLayout() {
  return (
    <div className="flex min-h-screen flex-col bg-slate-50 text-slate-900">
      <a href="#main" className="sr-only z-50 rounded bg-white px-4 py-2 font-semibold focus:not-sr-only focus:absolute focus:left-2 focus:top-2">
        Skip to main content
      </a>
      <IndependenceBanner />
      <SiteHeader />
      {/* At least a screen tall, so the footer stays below the fold while a page loads: no layout shift. */}
      <main id="main" tabIndex={-1} className="mx-auto min-h-screen w-full max-w-5xl flex-1 px-4 py-8 focus:outline-none">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
