/**
 * Who runs this registry, the privacy notice and the terms of use: the product's own words in each
 * language, the operator's name and paragraphs from its configuration, and the periods the server's
 * pruning keeps (GET /api/policies), so what the notice promises is what the server does.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Policies, PublicConfig } from '#common/api';
import { MESSAGES } from '#common/messages';
import { usePublicConfig } from '../../api/get-public-config';
import { useProgrammes } from '../../api/get-programmes';
import { PageSkeleton } from '../../components/page-skeleton';
import { StatusError } from '../../components/status-error';
import { useDocumentTitle } from '../../components/use-document-title';
import type { PolicyMessageId } from '#common/i18n/policy-messages-en';
import { useArea, useLanguage } from '../../i18n/language-context';
import { ConfiguredText } from '../../i18n/configured-text';
import { useT, type Translate } from '../../i18n/use-t';
import { failureMessage } from '../../lib/api-client';
import { telHref } from '../../lib/format';
import { paths } from '../../lib/paths';
import { usePolicies } from './api/get-policies';

type PageName = keyof Policies['texts'];

interface PageContent {
  t: Translate;
  config: PublicConfig;
  policies: Policies;
}

const TITLES: Record<PageName, PolicyMessageId> = {
  about: 'about.title',
  privacy: 'privacy.title',
  terms: 'terms.title',
};

const LINKS: Record<PageName, string> = { about: paths.about, privacy: paths.privacy, terms: paths.terms };

/** The names a sentence needs; the operator's without a final full stop where the sentence ends on it ("Inc."). */
function namesOf(config: PublicConfig, policies: Policies) {
  return {
    registryName: config.registryName,
    operator: policies.operator,
    operatorLast: policies.operator.replace(/\.$/, ''),
  };
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-2">
      <h2 id={id} className="text-xl font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

function AboutContent({ t, config, policies }: PageContent) {
  const names = namesOf(config, policies);
  return (
    <>
      <p className="text-lg">{t('about.runBy', names)}</p>
      <p>{t('about.independent')}</p>
      <Section id="about-what" title={t('about.whatTitle')}>
        <p>{t('about.what')}</p>
      </Section>
    </>
  );
}

function PrivacyContent({ t, config, policies }: PageContent) {
  const names = namesOf(config, policies);
  const { retention } = policies;
  return (
    <>
      <p className="text-lg">{t('privacy.intro', names)}</p>
      <Section id="privacy-collect" title={t('privacy.collectTitle')}>
        <ul className="list-disc space-y-1 pl-6">
          <li>{t('privacy.collectDog')}</li>
          <li>{t('privacy.collectHandler')}</li>
          <li>{t('privacy.collectPayment')}</li>
        </ul>
      </Section>
      <Section id="privacy-why" title={t('privacy.whyTitle')}>
        <p>{t('privacy.why', { mail: retention.emailFileDays === null ? 'sent' : 'byHand' })}</p>
      </Section>
      <Section id="privacy-who" title={t('privacy.whoTitle')}>
        <p>{t('privacy.whoVisitors')}</p>
        <p>{t('privacy.whoPrivate')}</p>
      </Section>
      <Section id="privacy-keep" title={t('privacy.keepTitle')}>
        <p>{t('privacy.keepRecord')}</p>
        <p>{t('privacy.keepDeleted')}</p>
        <p>{t('privacy.keepActivity')}</p>
        <h3 className="pt-2 font-bold">{t('privacy.keepShortTitle')}</h3>
        <ul className="list-disc space-y-1 pl-6">
          <li>{t('privacy.keepIdempotency', { hours: retention.idempotencyHours })}</li>
          <li>
            {t('privacy.keepSessions', {
              minutes: retention.sessionIdleMinutes,
              hours: retention.sessionAbsoluteHours,
            })}
          </li>
          <li>{t('privacy.keepSignInCounters', { days: retention.signInCounterDays })}</li>
          <li>{t('privacy.keepSetupLinks', { days: retention.setupLinkDays })}</li>
          <li>{t('privacy.keepOrphans', { days: retention.orphanFileDays })}</li>
          {retention.emailFileDays !== null && (
            <li>{t('privacy.keepEmailFiles', { days: retention.emailFileDays })}</li>
          )}
          <li>{t('privacy.keepRateLimits')}</li>
          <li>{t('privacy.keepServerLog', names)}</li>
        </ul>
      </Section>
      <Section id="privacy-browser" title={t('privacy.browserTitle')}>
        <p>{t('privacy.browser')}</p>
      </Section>
      <Section id="privacy-choices" title={t('privacy.choicesTitle')}>
        <p>{t('privacy.choices')}</p>
      </Section>
    </>
  );
}

function TermsContent({ t, config, policies }: PageContent) {
  const names = namesOf(config, policies);
  return (
    <>
      <p className="text-lg">{t('terms.intro', names)}</p>
      <Section id="terms-voluntary" title={t('terms.voluntaryTitle')}>
        <p>{t('terms.voluntary')}</p>
      </Section>
      <Section id="terms-confirm" title={t('terms.confirmTitle')}>
        <p>{t('terms.confirm')}</p>
        <p>{t('terms.misrepresent')}</p>
      </Section>
      <Section id="terms-registry" title={t('terms.registryTitle')}>
        <p>{t('terms.registry')}</p>
        <p>
          <Link to={paths.fees} className="underline">
            {t('terms.fees')}
          </Link>
        </p>
      </Section>
      <Section id="terms-checks" title={t('terms.checksTitle')}>
        <p>{t('terms.checks')}</p>
      </Section>
    </>
  );
}

/** The operator's paragraphs in the reader's language; in English, marked so, when it wrote no Spanish. */
function OperatorWords({ page, policies, t }: { page: PageName; policies: Policies; t: Translate }) {
  const { locale } = useLanguage();
  const texts = policies.texts[page];
  const own = texts[locale];
  const text = own ?? texts.en;
  if (!text) return null;
  const paragraphs = text.split(/\n\s*\n/).map((paragraph) => paragraph.trim());
  return (
    <Section id="operator-words" title={t('policies.ownWordsTitle', { operator: policies.operator })}>
      {own === null && (
        <p className="text-sm text-slate-700">{t('policies.onlyInEnglish', { operator: policies.operator })}</p>
      )}
      <div lang={own === null ? 'en' : undefined} className="space-y-2">
        {paragraphs.map((paragraph, index) => (
          <p key={index} className="whitespace-pre-line">
            {paragraph}
          </p>
        ))}
      </div>
    </Section>
  );
}

function Contact({ t, config, policies }: PageContent) {
  return (
    <Section id="policy-contact" title={t('policies.contactTitle')}>
      <ul className="space-y-1">
        <li>{policies.operator}</li>
        <li>
          <a href={`mailto:${config.contactEmail}`} className="underline">
            {config.contactEmail}
          </a>
        </li>
        <li>
          <a href={telHref(config.contactPhone)} className="underline">
            {config.contactPhone}
          </a>{' '}
          (<ConfiguredText texts={config.contactHours} />)
        </li>
        {policies.operatorAddress && <li>{t('policies.address', { address: policies.operatorAddress })}</li>}
      </ul>
    </Section>
  );
}

/**
 * With several programmes, who answers for what: each programme for its records, with its page and
 * contacts, the operator for the registry (docs/decisions/041-programmes.md). With one, nothing.
 */
function Programmes({ t, config, policies }: PageContent) {
  const { data: programmes } = useProgrammes();
  if (!programmes || programmes.length < 2) return null;
  return (
    <Section id="policy-programmes" title={t('policies.programmesTitle')}>
      <p>{t('policies.programmes', namesOf(config, policies))}</p>
      <ul className="space-y-3">
        {programmes.map((programme) => (
          <li key={programme.slug}>
            <Link to={paths.programme(programme.slug)} className="font-semibold underline">
              <ConfiguredText texts={programme.name} />
            </Link>
            <br />
            <a href={`mailto:${programme.contactEmail}`} className="underline">
              {programme.contactEmail}
            </a>
            {' · '}
            <a href={telHref(programme.contactPhone)} className="underline">
              {programme.contactPhone}
            </a>{' '}
            (<ConfiguredText texts={programme.hours} />)
          </li>
        ))}
      </ul>
    </Section>
  );
}

const CONTENT: Record<PageName, (props: PageContent) => ReactNode> = {
  about: AboutContent,
  privacy: PrivacyContent,
  terms: TermsContent,
};

function PolicyPage({ page }: { page: PageName }) {
  const t = useT();
  const wordsReady = useArea('policies');
  const { data: config } = usePublicConfig();
  const policies = usePolicies();
  useDocumentTitle(wordsReady ? t(TITLES[page]) : t('site.loading'));
  if (policies.isError) {
    const title = wordsReady ? t(TITLES[page]) : (config?.registryName ?? '');
    return <StatusError title={title} message={failureMessage(policies.error, MESSAGES.genericError)} />;
  }
  if (!wordsReady || !config || !policies.data) return <PageSkeleton label={t('site.loading')} />;
  const content: PageContent = { t, config, policies: policies.data };
  const Content = CONTENT[page];
  const others = (Object.keys(TITLES) as PageName[]).filter((name) => name !== page);
  return (
    <article className="mx-auto max-w-2xl space-y-6">
      <h1 className="text-3xl font-bold">{t(TITLES[page])}</h1>
      <Content {...content} />
      <OperatorWords page={page} policies={policies.data} t={t} />
      <Contact {...content} />
      <Programmes {...content} />
      <nav aria-labelledby="policy-see-also">
        <h2 id="policy-see-also" className="text-xl font-bold">
          {t('policies.seeAlso')}
        </h2>
        <ul className="mt-2 space-y-1">
          {others.map((name) => (
            <li key={name}>
              <Link to={LINKS[name]} className="underline">
                {t(TITLES[name])}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </article>
  );
}

export const AboutPage = () => <PolicyPage page="about" />;
export const PrivacyPage = () => <PolicyPage page="privacy" />;
export const TermsPage = () => <PolicyPage page="terms" />;
