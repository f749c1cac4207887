import { Ellipsis } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-router';

export interface ActionMenuItem {
  label: string;
  /** The full name for assistive technology when the label alone is ambiguous ("Delete Maple"). */
  ariaLabel?: string;
  to?: string;
  onSelect?: () => void;
  tone?: 'default' | 'danger';
  disabled?: boolean;
}

const itemClass =
  'block w-full rounded-md px-3 py-2 text-left font-semibold whitespace-nowrap hover:bg-slate-100 disabled:opacity-50';

/**
 * Secondary actions behind a "More" button: a native popover (the browser handles Escape, outside
 * clicks and the top layer, so no table or scroll box clips it), placed under its button.
 */
export function ActionMenu({ text, label, items }: { text: string; label: string; items: ActionMenuItem[] }) {
  const id = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const menu = menuRef.current;
    const button = buttonRef.current;
    if (!menu || !button) return;
    const hide = () => menu.hidePopover();
    const onToggle = (event: Event) => {
      if ((event as ToggleEvent).newState !== 'open') {
        window.removeEventListener('scroll', hide, true);
        return;
      }
      const rect = button.getBoundingClientRect();
      const below = rect.bottom + 4 + menu.offsetHeight <= window.innerHeight;
      menu.style.top = `${below ? rect.bottom + 4 : Math.max(8, rect.top - 4 - menu.offsetHeight)}px`;
      menu.style.left = `${Math.max(8, Math.min(rect.right - menu.offsetWidth, window.innerWidth - menu.offsetWidth - 8))}px`;
      menu.querySelector<HTMLElement>('a, button:not(:disabled)')?.focus();
      // A fixed menu would drift from its button as the page scrolls: it closes instead.
      window.addEventListener('scroll', hide, true);
    };
    menu.addEventListener('toggle', onToggle);
    return () => {
      menu.removeEventListener('toggle', onToggle);
      window.removeEventListener('scroll', hide, true);
    };
  }, []);

  /** Closes the menu and gives focus back to its button, so a dialog an item opens returns focus there. */
  const close = () => {
    menuRef.current?.hidePopover();
    buttonRef.current?.focus();
  };

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        popoverTarget={id}
        aria-label={label}
        className="inline-flex items-center gap-1 rounded-md px-2 py-1.5 font-semibold text-slate-800 hover:bg-slate-100"
      >
        <Ellipsis aria-hidden="true" size={18} />
        {text}
      </button>
      <div
        ref={menuRef}
        id={id}
        popover="auto"
        className="fixed m-0 min-w-40 rounded-lg border border-slate-300 bg-white p-1 text-slate-900 shadow-card [inset:auto]"
      >
        <ul>
          {items.map((item) => {
            const tone = item.tone === 'danger' ? 'text-red-800' : 'text-brand-800';
            return (
              <li key={item.label}>
                {item.to ? (
                  <Link to={item.to} aria-label={item.ariaLabel} className={`${itemClass} ${tone}`} onClick={close}>
                    {item.label}
                  </Link>
                ) : (
                  <button
                    type="button"
                    aria-label={item.ariaLabel}
                    disabled={item.disabled}
                    className={`${itemClass} ${tone}`}
                    onClick={() => {
                      close();
                      item.onSelect?.();
                    }}
                  >
                    {item.label}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      </div>
    </>
  );
}
