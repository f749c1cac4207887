import { useEffect, useRef, useState } from 'react';
import type { RegistrationFullView } from '#common/api';
import type { RefusalInput } from '#common/door-refusals';
import { useFormat } from '../../../i18n/use-format';
import { useT } from '../../../i18n/use-t';
import { useRefusals } from '../api/refusals';
import { ComplaintDraft } from './complaint-draft';
import { RefusalForm } from './refusal-form';

type Logged = RefusalInput & { id: string; pending: boolean; complaintDrafted: boolean };

/**
 * "Refused at a door?" (docs/decisions/048-refusal-log.md): log it in a minute, saved on this phone first;
 * the refusals logged, each with a complaint to draft; deletable. The handler's alone: the programme sees
 * counts.
 */
export function RefusalLog({ dog, ownerKey }: { dog: RegistrationFullView; ownerKey: string | null }) {
  const t = useT();
  const format = useFormat();
  const { stored, pending, log, remove, drafted } = useRefusals(dog.id, ownerKey);
  const [message, setMessage] = useState('');
  const [drafting, setDrafting] = useState<string | null>(null);
  const listHeading = useRef<HTMLHeadingElement>(null);
  const items: Logged[] = [
    ...pending.map((item) => ({ ...item.input, id: item.id, pending: true, complaintDrafted: false })),
    ...(stored.data?.items ?? [])
      .filter((item) => !pending.some((waiting) => waiting.id === item.id))
      .map((item) => ({ ...item, pending: false })),
  ];
  const draftingItem = items.find((item) => item.id === drafting) ?? null;
  useEffect(() => {
    if (drafting) document.getElementById('complaint-title')?.focus();
  }, [drafting]);

  return (
    <section aria-labelledby="refusals-title" className="space-y-3">
      <h3 id="refusals-title" className="text-lg font-bold">
        {t('refusals.title')}
      </h3>
      <p>{t('refusals.intro')}</p>
      <RefusalForm
        onLog={(input) => {
          setMessage(t('refusals.savedHere'));
          listHeading.current?.focus();
          void log(input).then((sent) => setMessage(sent ? t('refusals.saved') : t('refusals.savedHere')));
        }}
      />
      <p role="status" className="font-semibold">
        {message}
      </p>
      <h4 id="refusals-list-title" ref={listHeading} tabIndex={-1} className="font-bold">
        {t('refusals.listTitle')}
      </h4>
      {items.length === 0 ? (
        <p>{t('refusals.none')}</p>
      ) : (
        <ul aria-labelledby="refusals-list-title" className="space-y-3">
          {items.map((item) => {
            const place = item.placeName || t(`refusals.place.${item.placeKind}`);
            const date = format.dateTime(item.occurredAt);
            return (
              <li key={item.id} className="rounded-md border border-slate-300 p-3">
                <p className="font-semibold">
                  {place} · {date}
                </p>
                <p>{item.events.map((event) => t(`refusals.event.${event}`)).join(' · ')}</p>
                {item.pending && <p className="font-semibold text-amber-900">{t('refusals.pending')}</p>}
                {item.complaintDrafted && <p>{t('refusals.complaintDrafted')}</p>}
                <div className="mt-2 flex flex-wrap gap-4">
                  <button
                    type="button"
                    className="min-h-11 font-semibold text-brand-800 underline"
                    aria-label={t('refusals.draftOne', { place, date })}
                    onClick={() => {
                      setDrafting(item.id);
                      if (!item.pending && !item.complaintDrafted) drafted.mutate(item.id);
                    }}
                  >
                    {t('refusals.draft')}
                  </button>
                  <button
                    type="button"
                    className="min-h-11 font-semibold text-red-800 underline"
                    aria-label={t('refusals.deleteOne', { place, date })}
                    onClick={() =>
                      remove.mutate(item.id, {
                        onSuccess: () => {
                          setMessage(t('refusals.deleted'));
                          if (drafting === item.id) setDrafting(null);
                          listHeading.current?.focus();
                        },
                      })
                    }
                  >
                    {t('refusals.delete')}
                  </button>
                </div>
                {draftingItem?.id === item.id && (
                  <div className="mt-3">
                    <ComplaintDraft
                      refusal={item}
                      dog={dog}
                      onClose={() => {
                        setDrafting(null);
                        listHeading.current?.focus();
                      }}
                    />
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
