/**
 * The registry's mark: a paw under a service-dog harness handle. Drawn inline so the header paints
 * with the page; the same drawing is `web/public/favicon.svg`. Decorative: the name beside it is the text.
 */
export function LogoMark({ size = 40, className = '' }: { size?: number; className?: string }) {
  return (
    <svg viewBox="0 0 64 64" width={size} height={size} className={className} aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="var(--color-brand-900)" />
      <path
        d="M19 24v-5a7 7 0 0 1 7-7h12a7 7 0 0 1 7 7v5"
        fill="none"
        stroke="var(--color-accent-400)"
        strokeWidth="5"
        strokeLinecap="round"
      />
      <path
        d="M21 49.5c0-5.5 4.9-9.5 11-9.5s11 4 11 9.5c0 3.2-2.4 5-5 5-2 0-3.8-1-6-1s-4 1-6 1c-2.6 0-5-1.8-5-5z"
        fill="#fff"
      />
      <circle cx="16.5" cy="39" r="4.2" fill="#fff" />
      <circle cx="47.5" cy="39" r="4.2" fill="#fff" />
      <circle cx="25" cy="32" r="4.2" fill="#fff" />
      <circle cx="39" cy="32" r="4.2" fill="#fff" />
    </svg>
  );
}
