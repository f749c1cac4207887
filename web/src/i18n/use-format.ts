import { useMemo } from 'react';
import { formatDate, formatMoney, formatShortDate } from '../lib/format';
import { INTL_LOCALE } from './catalogues';
import { useLanguage } from './language-context';

/** Dates and money in the reader's language (lib/format.ts), for components that show them. */
export function useFormat() {
  const { locale } = useLanguage();
  return useMemo(() => {
    const tag = INTL_LOCALE[locale];
    return {
      date: (iso: string | null | undefined) => formatDate(iso, tag),
      shortDate: (iso: string) => formatShortDate(iso, tag),
      money: (cents: number) => formatMoney(cents, tag),
    };
  }, [locale]);
}
