import { Suspense, type ReactNode } from 'react';
import { Outlet } from 'react-router';
import { PageSkeleton } from '../../components/page-skeleton';
import { useT } from '../../i18n/use-t';
import { IndependenceBanner } from './independence-banner';
import { PageChangeFocus } from './page-change-focus';
import { PageProgrammeProvider } from '../../components/page-programme';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { usePageWidthClass } from './page-width';

function SiteFrame({ children }: { children: ReactNode }) {
  const width = usePageWidthClass();
  const t = useT();
  return (
    <div className="flex min-h-screen flex-col bg-slate-50 text-slate-900">
      <a
        href="#main"
        className="sr-only z-50 rounded bg-white print:hidden px-4 py-2 font-semibold focus:not-sr-only focus:absolute focus:left-2 focus:top-2"
      >
        {t('site.skipToMain')}
      </a>
      {/* Printing a page prints its content: the site's chrome stays on screen. */}
      <div className="contents print:hidden">
        <IndependenceBanner />
        <SiteHeader />
      </div>
      {/* At least a screen tall, so the footer stays below the fold while a page loads: no layout shift. */}
      <main
        id="main"
        tabIndex={-1}
        className={`mx-auto min-h-screen w-full ${width} flex-1 px-4 py-5 focus:outline-none sm:py-8 print:min-h-0 print:p-0`}
      >
        {children}
      </main>
      <div className="contents print:hidden">
        <SiteFooter />
      </div>
      <PageChangeFocus />
    </div>
  );
}

/** The site's frame around the page; on a first visit the frame paints at once while the page's own code loads. */
export function SiteLayout() {
  const t = useT();
  return (
    <PageProgrammeProvider>
      <SiteFrame>
        <Suspense fallback={<PageSkeleton label={t('site.loading')} />}>
          <Outlet />
        </Suspense>
      </SiteFrame>
    </PageProgrammeProvider>
  );
}
