import { ChevronRight } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';

/**
 * A part of the owner page used now and then, folded under its heading so that a phone shows the card,
 * Print and the most used actions first (issue 52, item 10). The heading holds the button that opens it
 * (the WAI-ARIA disclosure pattern); what it holds stays mounted, so nothing typed is lost on closing.
 */
export function FoldedSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-2 border-t border-slate-200 pt-3">
      <h3 id={`${id}-title`} className="text-lg font-bold">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={`${id}-body`}
          onClick={() => setOpen((was) => !was)}
          className="flex min-h-11 w-full items-center gap-2 text-left text-brand-900"
        >
          <ChevronRight
            aria-hidden="true"
            size={20}
            className={`flex-none transition-transform ${open ? 'rotate-90' : ''}`}
          />
          {title}
        </button>
      </h3>
      <div id={`${id}-body`} hidden={!open} className="space-y-2">
        {children}
      </div>
    </section>
  );
}
