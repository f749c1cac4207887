export function IndependenceBanner() {
  return (
    <div className="bg-slate-900 px-4 py-2 text-center text-sm text-white">
      An independent, voluntary registry. Not a government agency, and registration is not required by law.
    </div>
  );
}
