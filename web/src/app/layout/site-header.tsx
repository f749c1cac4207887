import { useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { usePublicConfig } from '../../features/config/use-public-config';
import { paths } from '../../lib/paths';

const NAV_ITEMS = [
  { to: paths.home, label: 'Home', end: true },
  { to: paths.register, label: 'Register a Service Dog', end: false },
  { to: paths.lookup, label: 'Verify a Registration', end: false },
];

function navClass({ isActive }: { isActive: boolean }): string {
  return `block rounded-md px-3 py-2 font-semibold ${isActive ? 'bg-white text-brand-900' : 'text-white hover:bg-brand-800'}`;
}

export function SiteHeader() {
  const { data: config } = usePublicConfig();
  const location = useLocation();
  // The menu is open for the page it was opened on, so choosing a link closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const menuOpen = openOn === location.pathname;

  const links = NAV_ITEMS.map((item) => (
    <li key={item.to}>
      <NavLink to={item.to} end={item.end} className={navClass}>
        {item.label}
      </NavLink>
    </li>
  ));

  return (
    <header className="bg-brand-900 text-white">
      <div className="mx-auto flex max-w-5xl items-center justify-between gap-4 px-4 py-3">
        <Link to={paths.home} className="flex items-center gap-3">
          <img src="/favicon.svg" alt="" width={40} height={40} className="rounded-lg" />
          <span>
            <span className="block text-lg font-bold leading-tight">{config?.registryName ?? 'Service Dog Registry'}</span>
            <span className="block text-sm text-brand-100">{config?.tagline ?? '\u00a0'}</span>
          </span>
        </Link>
        <nav aria-label="Main" className="hidden md:block">
          <ul className="flex gap-1">{links}</ul>
        </nav>
        <button
          type="button"
          className="rounded-md border border-white/60 px-3 py-2 font-semibold md:hidden"
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          onClick={() => setOpenOn(menuOpen ? null : location.pathname)}
        >
          Menu
        </button>
      </div>
      {menuOpen && (
        <nav id="mobile-menu" aria-label="Main" className="border-t border-white/20 px-4 pb-3 md:hidden">
          <ul className="space-y-1 pt-2">{links}</ul>
        </nav>
      )}
    </header>
  );
}
