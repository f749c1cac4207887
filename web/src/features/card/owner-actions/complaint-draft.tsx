import type { RegistrationFullView } from '#common/api';
import { AGENCY_LINKS, COMPLAINT_AGENCIES, type RefusalInput } from '#common/door-refusals';
import { Button } from '../../../components/button';
import { CopyButton } from '../../../components/copy-button';
import { useFormat } from '../../../i18n/use-format';
import { useT } from '../../../i18n/use-t';

/**
 * A complaint drafted from a logged refusal (issue 51): where it goes, by the kind of place, and a letter
 * in the handler's language with the facts filled in, to copy, print or email to themselves. The
 * registry sends nothing to any agency.
 */
export function ComplaintDraft({
  refusal,
  dog,
  onClose,
}: {
  refusal: RefusalInput & { id: string };
  dog: RegistrationFullView;
  onClose: () => void;
}) {
  const t = useT();
  const format = useFormat();
  const place = refusal.placeName || t(`refusals.place.${refusal.placeKind}`);
  const letter = t('complaint.letter', {
    date: format.dateTime(refusal.occurredAt),
    place,
    dogName: dog.dogName,
    events: refusal.events.map((event) => t(`refusals.event.${event}`).toLocaleLowerCase()).join(', '),
    notes: refusal.notes || 'none',
    handler: dog.owner.name,
  });
  const subject = t('complaint.subject', { place });
  const mailto = `mailto:${encodeURIComponent(dog.owner.email)}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(letter)}`;

  function print() {
    const sheet = window.open('', '_blank');
    if (!sheet) return;
    sheet.document.title = subject;
    const text = sheet.document.createElement('pre');
    text.style.whiteSpace = 'pre-wrap';
    text.style.font = '12pt/1.5 serif';
    text.textContent = letter;
    sheet.document.body.append(text);
    sheet.print();
  }

  return (
    <section aria-labelledby="complaint-title" className="space-y-3 rounded-md border-2 border-brand-800 p-4">
      <h4 id="complaint-title" tabIndex={-1} className="text-lg font-bold">
        {t('complaint.title', { place })}
      </h4>
      <h5 className="font-semibold">{t('complaint.where')}</h5>
      <ul className="list-disc space-y-1 pl-6">
        {COMPLAINT_AGENCIES[refusal.placeKind].map((agency) => (
          <li key={agency}>
            {AGENCY_LINKS[agency] ? (
              <a href={AGENCY_LINKS[agency]} className="text-brand-800 underline">
                {t(`complaint.agency.${agency}`)}
              </a>
            ) : (
              t(`complaint.agency.${agency}`)
            )}
          </li>
        ))}
      </ul>
      <p>{t('complaint.noSending')}</p>
      <label htmlFor="complaint-letter" className="block font-semibold">
        {t('complaint.letterTitle')}
      </label>
      <textarea
        id="complaint-letter"
        readOnly
        rows={12}
        value={letter}
        className="w-full rounded border border-slate-400 p-2"
      />
      <div className="flex flex-wrap gap-3">
        <CopyButton text={letter} label={t('complaint.copy')} confirmation={t('complaint.copied')} />
        <Button variant="secondary" onClick={print}>
          {t('complaint.print')}
        </Button>
        <a href={mailto} className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline">
          {t('complaint.email')}
        </a>
        <Button variant="secondary" onClick={onClose}>
          {t('complaint.close')}
        </Button>
      </div>
    </section>
  );
}
