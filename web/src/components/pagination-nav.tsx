import { useT } from '../i18n/use-t';
import { pageItems, shownRange } from '../lib/pagination';

interface PaginationNavProps {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}

/** Pages of a staff list; its words are the staff area's (common/i18n/staff-messages-en.ts). */
export function PaginationNav({ page, pageSize, total, onPage }: PaginationNavProps) {
  const t = useT();
  const totalPages = Math.max(1, Math.ceil(total / pageSize));
  const button = 'min-h-11 min-w-11 rounded-md border px-3 font-semibold';
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <p role="status">{t('admin.pages.showing', shownRange(page, pageSize, total))}</p>
      {totalPages > 1 && (
        <nav aria-label={t('admin.pages.label')}>
          <ul className="flex flex-wrap items-center gap-1">
            <li>
              <button
                type="button"
                className={`${button} border-slate-400 bg-white`}
                disabled={page <= 1}
                onClick={() => onPage(page - 1)}
              >
                {t('admin.pages.previous')}
              </button>
            </li>
            {pageItems(page, totalPages).map((item, i) =>
              item === 'gap' ? (
                <li key={`gap-${i}`} aria-hidden="true" className="px-2">
                  …
                </li>
              ) : (
                <li key={item}>
                  <button
                    type="button"
                    aria-current={item === page ? 'page' : undefined}
                    aria-label={t('admin.pages.page', { page: item })}
                    className={`${button} ${item === page ? 'border-brand-800 bg-brand-800 text-white' : 'border-slate-400 bg-white'}`}
                    onClick={() => onPage(item)}
                  >
                    {item}
                  </button>
                </li>
              ),
            )}
            <li>
              <button
                type="button"
                className={`${button} border-slate-400 bg-white`}
                disabled={page >= totalPages}
                onClick={() => onPage(page + 1)}
              >
                {t('admin.pages.next')}
              </button>
            </li>
          </ul>
        </nav>
      )}
    </div>
  );
}
