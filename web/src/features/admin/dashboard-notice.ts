import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';

interface NoticeState {
  dashboardNotice: string;
}

/** Navigation state that makes the dashboard announce what a page just did ("Maple was saved."). */
export function dashboardNotice(text: string): NoticeState {
  return { dashboardNotice: text };
}

/** The notice a page sent with its navigation here, read once: a reload or a step back does not repeat it. */
export function useDashboardNotice(): string | null {
  const location = useLocation();
  const navigate = useNavigate();
  const sent = (location.state as Partial<NoticeState> | null)?.dashboardNotice ?? null;
  const [notice] = useState(sent);
  useEffect(() => {
    if (sent) navigate({ search: location.search }, { replace: true, state: null });
  }, [sent, navigate, location.search]);
  return notice;
}
