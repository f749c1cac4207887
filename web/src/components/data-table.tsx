import type { ReactNode } from 'react';

interface DataTableProps {
  caption: string;
  headers: string[];
  /** A Tailwind min-width class, so narrow screens scroll the table rather than squeeze it. */
  minWidth: string;
  children: ReactNode;
}

/** A plain admin table: captioned for screen readers, scrolling sideways inside its own box on phones. */
export function DataTable({ caption, headers, minWidth, children }: DataTableProps) {
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-300 bg-white">
      <table className={`w-full ${minWidth} text-left`}>
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-100">
          <tr>
            {headers.map((header) => (
              <th key={header} scope="col" className="px-3 py-2">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
