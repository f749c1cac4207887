import type { LucideIcon } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../lib/paths';
import { useT } from '../i18n/use-t';

/** The team as a verdict shows it: what a clerk compares with the dog and the person in front of them. */
export interface VerdictTeam {
  dogName: string;
  /** The registry's photo, when there is one to show (online, or from the look-up). */
  photoUrl: string | null;
  /** First name and last initial. */
  handler: string | null;
  registryNumber: string;
  /** Already in the reader's words ("June 30, 2027"). */
  validThrough: string | null;
}

export interface VerdictLook {
  Icon: LucideIcon;
  /** The box's border and background, and the icon's colour. */
  box: string;
  icon: string;
}

interface TeamVerdictProps {
  look: VerdictLook;
  /** The big word, or words ("Valid", "Could not confirm today — valid when last checked on …"). */
  title: string;
  text: ReactNode;
  team: VerdictTeam | null;
  /** What moves focus to the heading again when it changes (the verdict itself). */
  focusKey?: unknown;
  /** Lines that belong to this verdict alone, after its reason: the programme, the training. */
  children?: ReactNode;
  /** Lines after the two questions: more of the team, how it was checked. */
  footer?: ReactNode;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="inline font-semibold">{label}</dt> <dd className="inline">{children}</dd>
    </div>
  );
}

/**
 * One verdict, the same on both ways of checking (the look-up by number and a card's QR code, issue 52):
 * the big word, the dog's photo and name, the handler's first name and initial, the registry number and
 * valid-through date, then the two questions a business may ask. Built to fit the first screen of a
 * phone (375 × 667). Focus moves to its heading when it appears, so a screen reader reads it out once.
 */
export function TeamVerdict({ look, title, text, team, focusKey, children, footer }: TeamVerdictProps) {
  const t = useT();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [focusKey]);
  return (
    <section aria-labelledby="verdict-title" className={`rounded-card border-2 p-3 sm:p-5 ${look.box}`}>
      <h2
        id="verdict-title"
        ref={heading}
        tabIndex={-1}
        data-page-focus
        className="flex items-center gap-3 text-2xl font-bold sm:text-3xl"
      >
        {/* Never squeezed by a long heading on a phone: every verdict's icon is the same size. */}
        <look.Icon aria-hidden="true" size={40} className={`flex-none ${look.icon}`} />
        {title}
      </h2>
      {team && (
        <div className="mt-3 flex flex-wrap items-start gap-3">
          {team.photoUrl && (
            <img
              src={team.photoUrl}
              alt={t('verdict.photoAlt', { dogName: team.dogName })}
              width={96}
              height={96}
              fetchPriority="high"
              className="h-24 w-24 flex-none rounded-lg object-cover"
            />
          )}
          <div className="min-w-0 flex-1 basis-40">
            <p className="text-2xl font-bold break-words">{team.dogName}</p>
            {/* Each fact on one line, its label before it: the first screen of a phone holds the whole verdict. */}
            <dl className="mt-1 space-y-0.5">
              {team.handler && <Fact label={t('verdict.handler')}>{team.handler}</Fact>}
              <Fact label={t('verdict.registryNumber')}>
                <span className="font-mono whitespace-nowrap">{team.registryNumber}</span>
              </Fact>
              {team.validThrough && <Fact label={t('verdict.validThrough')}>{team.validThrough}</Fact>}
            </dl>
          </div>
        </div>
      )}
      <p className="mt-3">{text}</p>
      {children}
      <div className="mt-3 border-t border-slate-300 pt-3">
        <h3 className="font-semibold">{t('ask.title')}</h3>
        <ol className="mt-1 list-decimal space-y-0.5 pl-6">
          <li>{t('ask.question1')}</li>
          <li>{t('ask.question2')}</li>
        </ol>
        <p className="mt-1">{t('ask.noCard')}</p>
        {/* Two taps to the law from any verdict, offline too: the page is kept with the verify page (issue 51). */}
        <p className="mt-2">
          <Link to={paths.law} className="font-semibold text-brand-800 underline">
            {t('nav.showLaw')}
          </Link>
        </p>
      </div>
      {footer}
    </section>
  );
}
