import { telHref } from '../lib/format';
import { ADA_INFO_LINE, GOVERNMENT_RESOURCES } from './government-resources';

/** The agencies' own pages and the ADA Information Line, as the home page and the footer list them. */
export function GovernmentResourceList({ className, linkClassName }: { className: string; linkClassName: string }) {
  return (
    <ul className={className}>
      {GOVERNMENT_RESOURCES.map((resource) => (
        <li key={resource.href}>
          <a href={resource.href} className={linkClassName} rel="noopener noreferrer">
            {resource.label}
          </a>
        </li>
      ))}
      <li>
        {ADA_INFO_LINE.name}:{' '}
        <a href={telHref(ADA_INFO_LINE.voice)} className={`${linkClassName} whitespace-nowrap`}>
          {ADA_INFO_LINE.voice}
        </a>{' '}
        (voice),{' '}
        <a href={telHref(ADA_INFO_LINE.tty)} className={`${linkClassName} whitespace-nowrap`}>
          {ADA_INFO_LINE.tty}
        </a>{' '}
        (TTY), {ADA_INFO_LINE.days}
      </li>
    </ul>
  );
}
