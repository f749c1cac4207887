export function IndependenceBanner() {
  return (
    <aside aria-label="About this registry" className="bg-brand-950 px-4 py-1.5 text-center text-sm text-brand-100">
      {/* One line on a phone, so the page starts sooner; both say what matters. */}
      <span className="sm:hidden">Independent and voluntary. Not a government agency.</span>
      <span className="hidden sm:inline">
        An independent, voluntary registry. Not a government agency, and registration is not required by law.
      </span>
    </aside>
  );
}
