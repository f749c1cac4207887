import { PRINT_DELAY_MS } from '#common/constants';

/** Opens the print dialog, which offers the page title as the PDF's name; the title comes back after. */
export function printPage(fileTitle: string): void {
  const previous = document.title;
  document.title = fileTitle;
  window.addEventListener('afterprint', () => (document.title = previous), { once: true });
  setTimeout(() => window.print(), PRINT_DELAY_MS);
}
