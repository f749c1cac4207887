import type { RegistrationFullView } from '#common/api';
import { isCut, printedField, type CardNameField } from '#common/card-names';
import type { AnyMessageId } from '../../i18n/catalogues';
import { useT } from '../../i18n/use-t';

/**
 * The names this card prints shortened (common/card-names.ts), told to the handler beside the card, so
 * the printed card never cuts a name they were not shown.
 */
export function PrintedNamesNotice({ dog }: { dog: RegistrationFullView }) {
  const t = useT();
  const names: [CardNameField, AnyMessageId, string][] = [
    ['dogName', 'wizard.dogName', dog.dogName],
    ['dogBreed', 'wizard.breed', dog.dogBreed],
    ['handlerName', 'faces.handler', dog.owner.name],
  ];
  const cut = names.filter(([field, , value]) => isCut(field, value));
  if (cut.length === 0) return null;
  return (
    <div className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm print:hidden">
      <p>{t('card.namesCut')}</p>
      <ul className="mt-1 list-disc pl-5">
        {cut.map(([field, label, value]) => (
          <li key={field}>{t('card.nameCut', { label: t(label), name: printedField(field, value) })}</li>
        ))}
      </ul>
    </div>
  );
}
