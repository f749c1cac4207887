import { useState } from 'react';
import type { RegistrationFullView } from '#common/api';
import { failureMessage } from '../../lib/api-client';
import { useSetServiceTypeShown } from './api/set-service-type-shown';
import { useMessageText, useT } from '../../i18n/use-t';

/** The handler's choice, through the owner link, of whether visitors see the service type (it discloses a disability). */
export function ServiceTypeChoice({ dog, ownerKey }: { dog: RegistrationFullView; ownerKey: string | null }) {
  const t = useT();
  const messageText = useMessageText();
  const change = useSetServiceTypeShown(dog.id, ownerKey);
  // The box follows the click at once and goes back if the server refuses.
  const [checked, setChecked] = useState(dog.showServiceType);
  return (
    <div className="space-y-1">
      <label className="flex items-start gap-3">
        <input
          type="checkbox"
          className="mt-1 h-5 w-5"
          checked={checked}
          disabled={change.isPending}
          aria-describedby="service-type-choice-hint"
          onChange={(event) => {
            const next = event.target.checked;
            setChecked(next);
            change.mutate(next, { onError: () => setChecked(!next) });
          }}
        />
        <span className="font-semibold">{t('serviceChoice.label')}</span>
      </label>
      <p id="service-type-choice-hint" className="pl-8 text-sm text-slate-700">
        {t('serviceChoice.hint')}
      </p>
      <p role="status" className="pl-8 text-sm font-semibold">
        {change.isError
          ? messageText(failureMessage(change.error))
          : change.isSuccess
            ? t(checked ? 'serviceChoice.shown' : 'serviceChoice.hidden')
            : ''}
      </p>
    </div>
  );
}
