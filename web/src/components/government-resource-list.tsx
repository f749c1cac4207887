import { useRichT, useT } from '../i18n/use-t';
import { telHref } from '../lib/format';
import { ADA_INFO_LINE, GOVERNMENT_RESOURCES } from './government-resources';

/** The agencies' own pages and the ADA Information Line, as the home page and the footer list them. */
export function GovernmentResourceList({ className, linkClassName }: { className: string; linkClassName: string }) {
  const t = useT();
  const tRich = useRichT();
  const phone = (number: string) => (
    <a href={telHref(number)} className={`${linkClassName} whitespace-nowrap`}>
      {number}
    </a>
  );
  return (
    <ul className={className}>
      {GOVERNMENT_RESOURCES.map((resource) => (
        <li key={resource.href}>
          <a href={resource.href} className={linkClassName} rel="noopener noreferrer">
            {t(resource.label)}
          </a>
        </li>
      ))}
      <li>{tRich('resources.infoLine', { voice: phone(ADA_INFO_LINE.voice), tty: phone(ADA_INFO_LINE.tty) })}</li>
    </ul>
  );
}
