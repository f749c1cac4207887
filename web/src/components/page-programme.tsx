import { createContext, use, useEffect, useState, type ReactNode } from 'react';
import type { RegistrationView } from '#common/api';
import type { Locale } from '#common/i18n/locales';

/** A programme's name and contacts: what the footer shows on a page that belongs to one programme. */
export interface ProgrammeContacts {
  name: Record<Locale, string>;
  contactEmail: string;
  contactPhone: string;
  hours: Record<Locale, string>;
}

const PageProgrammeContext = createContext<{
  programme: ProgrammeContacts | null;
  setProgramme: (programme: ProgrammeContacts | null) => void;
}>({ programme: null, setProgramme: () => {} });

export function PageProgrammeProvider({ children }: { children: ReactNode }) {
  const [programme, setProgramme] = useState<ProgrammeContacts | null>(null);
  return <PageProgrammeContext value={{ programme, setProgramme }}>{children}</PageProgrammeContext>;
}

/**
 * Marks the page as one programme's (its page, a record's card and confirmation) while it shows, so the
 * footer gives that programme's name and contacts (docs/decisions/041-programmes.md); null or undefined: the
 * registry's own.
 */
export function useShowProgramme(programme: ProgrammeContacts | null | undefined): void {
  const { setProgramme } = use(PageProgrammeContext);
  useEffect(() => {
    setProgramme(programme ?? null);
    return () => setProgramme(null);
  }, [programme, setProgramme]);
}

export function usePageProgramme(): ProgrammeContacts | null {
  return use(PageProgrammeContext).programme;
}

/** The programme a record shown to its owner link or staff belongs to, when not the default one. */
export function programmeOfRecord(view: RegistrationView | undefined): ProgrammeContacts | undefined {
  return view?.view === 'full' ? view.signingProgramme : undefined;
}
