import { useMemo } from 'react';
import { formatDate, formatMoney, formatMonth, formatShortDate } from '../lib/format';
import { INTL_LOCALE } from '#common/i18n/locales';
import { useLanguage } from './language-context';

/** Dates and money in the reader's language (lib/format.ts), for components that show them. */
export function useFormat() {
  const { locale } = useLanguage();
  return useMemo(() => {
    const tag = INTL_LOCALE[locale];
    return {
      date: (iso: string | null | undefined) => formatDate(iso, tag),
      shortDate: (iso: string) => formatShortDate(iso, tag),
      month: (month: string) => formatMonth(month, tag),
      money: (cents: number) => formatMoney(cents, tag),
    };
  }, [locale]);
}
