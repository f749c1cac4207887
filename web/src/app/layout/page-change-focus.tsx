import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';

/** How long to wait for a new page's heading: its code may still be arriving on a slow connection. */
const WAIT_FOR_HEADING_MS = 3000;

/**
 * After a move to another page inside the app (not a first load, which the browser announces itself),
 * focus goes to what the page marks as what a person came for (`data-page-focus`, as a look-up's verdict
 * is), else to its heading, and the page's title is announced. Without this, focus stays on a link that
 * no longer exists and falls to the page's body, and a screen reader says nothing.
 */
export function PageChangeFocus() {
  const { pathname } = useLocation();
  const [announcement, setAnnouncement] = useState('');
  const firstPage = useRef(true);

  useEffect(() => {
    if (firstPage.current) {
      firstPage.current = false;
      return;
    }
    const main = document.getElementById('main');
    const previousTitle = document.title;
    const giveUpAt = performance.now() + WAIT_FOR_HEADING_MS;
    let frame = 0;
    // The title is the page's own words (use-document-title.ts), which the page sets just after it renders.
    const announce = () => {
      if (document.title === previousTitle && performance.now() < giveUpAt) {
        frame = requestAnimationFrame(announce);
        return;
      }
      setAnnouncement(document.title);
    };
    const settle = () => {
      const heading = main?.querySelector<HTMLElement>('h1') ?? null;
      if (!heading && performance.now() < giveUpAt) {
        frame = requestAnimationFrame(settle);
        return;
      }
      const target = main?.querySelector<HTMLElement>('[data-page-focus]') ?? heading ?? main;
      if (target && !target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
      target?.focus();
      announce();
    };
    frame = requestAnimationFrame(settle);
    return () => cancelAnimationFrame(frame);
  }, [pathname]);

  return (
    <p role="status" className="sr-only">
      {announcement}
    </p>
  );
}
