import { isCut, printedField, type CardNameField } from '#common/card-names';
import { useT } from '../i18n/use-t';

/**
 * A field's hint when the card will print its value cut (common/card-names.ts): "On the card: “…”", so
 * the handler sees the shortened name before submitting rather than on the printed card.
 */
export function usePrintedHint(): (field: CardNameField, value: string | undefined) => string | undefined {
  const t = useT();
  return (field, value) =>
    value && isCut(field, value) ? t('wizard.printsAs', { name: printedField(field, value) }) : undefined;
}
