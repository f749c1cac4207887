import { useMemo } from 'react';
import { formatDate, formatDateTime, formatMoney, formatMonth, formatShortDate, formatShortMonth } from '../lib/format';
import { INTL_LOCALE } from '#common/i18n/locales';
import { useLanguage } from './language-context';
import { useT } from './use-t';

/** Dates and money in the reader's language (lib/format.ts), for components that show them. */
export function useFormat() {
  const { locale } = useLanguage();
  const t = useT();
  return useMemo(() => {
    const tag = INTL_LOCALE[locale];
    return {
      date: (iso: string | null | undefined) => formatDate(iso, t),
      shortDate: (iso: string) => formatShortDate(iso, tag),
      month: (month: string) => formatMonth(month, tag),
      shortMonth: (month: string) => formatShortMonth(month, tag),
      dateTime: (iso: string) => formatDateTime(iso, tag),
      money: (cents: number) => formatMoney(cents, tag),
    };
  }, [locale, t]);
}
