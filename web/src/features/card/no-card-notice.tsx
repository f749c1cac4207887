import type { RegistrationFullView, PublicConfig } from '#common/api';
import type { DisplayStatus } from '#common/constants';
import { useT } from '../../i18n/use-t';
import { useFormat } from '../../i18n/use-format';
import type { AnyMessageId } from '../../i18n/catalogues';
import { useLanguage } from '../../i18n/language-context';
import { recordContacts } from '../../components/record-contacts';

/** Why no card prints, by status; in training, pending and active cards print. */
const EXPLANATIONS: Partial<Record<DisplayStatus, AnyMessageId>> = {
  expired: 'noCard.expired',
  suspended: 'noCard.suspended',
  revoked: 'noCard.revoked',
  denied: 'noCard.denied',
  retired: 'noCard.retired',
  deceased: 'noCard.deceased',
};

/** Shown, and printed, instead of a card for a registration that is not valid: why, and what to do. */
export function NoCardNotice({ dog, config }: { dog: RegistrationFullView; config: PublicConfig | undefined }) {
  const t = useT();
  const format = useFormat();
  const { locale } = useLanguage();
  const explanation = t(EXPLANATIONS[dog.displayStatus] ?? 'noCard.other', {
    registryNumber: dog.registryNumber,
    date: format.date(dog.expiresAt),
  });
  const contacts = config && recordContacts(dog, config);
  const contact = contacts
    ? ` ${t('noCard.contact', { registryName: contacts.name[locale], email: contacts.contactEmail, phone: contacts.contactPhone })}`
    : '';
  return (
    <section aria-labelledby="no-card-title" className="rounded-md border-2 border-slate-700 bg-white p-4">
      <h2 id="no-card-title" className="text-lg font-bold">
        {t('noCard.title')}
      </h2>
      <p className="mt-1">
        {explanation}
        {contact}
      </p>
      {dog.statusReason && (
        <p className="mt-2">
          <span className="font-semibold">{t('noCard.reason')}</span> {dog.statusReason}
        </p>
      )}
    </section>
  );
}
