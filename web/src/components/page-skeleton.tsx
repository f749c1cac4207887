/** A quiet placeholder while a page's data loads, announced once to screen readers. */
export function PageSkeleton({ label }: { label: string }) {
  return (
    <div className="mx-auto max-w-2xl animate-pulse space-y-4" aria-busy="true">
      <p className="sr-only" role="status">
        {label}
      </p>
      <div className="h-8 w-2/3 rounded bg-slate-200" />
      <div className="h-40 rounded bg-slate-200" />
      <div className="h-6 w-1/2 rounded bg-slate-200" />
    </div>
  );
}
