import { pageItems, showingText } from '../lib/pagination';

interface PaginationNavProps {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}

export function PaginationNav({ page, pageSize, total, onPage }: PaginationNavProps) {
  const totalPages = Math.max(1, Math.ceil(total / pageSize));
  const button = 'min-h-11 min-w-11 rounded-md border px-3 font-semibold';
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <p role="status">{showingText(page, pageSize, total)}</p>
      {totalPages > 1 && (
        <nav aria-label="Pagination">
          <ul className="flex flex-wrap items-center gap-1">
            <li>
              <button
                type="button"
                className={`${button} border-slate-400 bg-white`}
                disabled={page <= 1}
                onClick={() => onPage(page - 1)}
              >
                Previous
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
                    aria-label={`Page ${item}`}
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
                Next
              </button>
            </li>
          </ul>
        </nav>
      )}
    </div>
  );
}
