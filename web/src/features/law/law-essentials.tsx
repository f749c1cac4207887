import { useT } from '../../i18n/use-t';

/** The page's type scale: large, for the person at the door; smaller, for a sheet printed for a counter. */
const SIZES = {
  door: { heading: 'text-3xl', questions: 'mt-4 space-y-3 text-2xl', box: 'p-6', gap: 'mt-4' },
  sheet: { heading: 'text-2xl', questions: 'mt-2 space-y-1', box: 'p-5', gap: 'mt-2' },
} as const;

/**
 * What the ADA lets a business ask and do (../shared/LEGAL.md), in the law page's words: the two
 * questions and what may not be asked, that no papers are required, and the only reasons a dog may be
 * asked to leave. "Show the law" and the counter sheet both say it, in one place.
 */
export function LawEssentials({ size }: { size: keyof typeof SIZES }) {
  const t = useT();
  const look = SIZES[size];
  return (
    <>
      <section aria-labelledby="law-questions" className={`rounded-xl border-4 border-brand-800 bg-white ${look.box}`}>
        <h2 id="law-questions" className={`${look.heading} font-bold`}>
          {t('law.questionsTitle')}
        </h2>
        <ol className={`list-decimal pl-8 font-semibold ${look.questions}`}>
          <li>{t('law.question1')}</li>
          <li>{t('law.question2')}</li>
        </ol>
        <p className={look.gap}>{t('law.notAsk')}</p>
      </section>
      <section aria-labelledby="law-papers">
        <h2 id="law-papers" className={`${look.heading} font-bold`}>
          {t('law.noPapersTitle')}
        </h2>
        <p className="mt-2">{t('law.noPapers')}</p>
      </section>
      <section aria-labelledby="law-leave">
        <h2 id="law-leave" className={`${look.heading} font-bold`}>
          {t('law.leaveTitle')}
        </h2>
        <ul className="mt-2 list-disc space-y-2 pl-8">
          <li>{t('law.leave1')}</li>
          <li>{t('law.leave2')}</li>
        </ul>
        <p className="mt-2">{t('law.leaveThen')}</p>
      </section>
    </>
  );
}
