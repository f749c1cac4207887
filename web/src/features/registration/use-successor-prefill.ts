import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { UseFormReturn } from 'react-hook-form';
import { useDog } from '../../api/get-dog';
import type { WizardValues } from './wizard-values';

const OWNER_FIELDS = ['ownerName', 'ownerAddress', 'ownerPhone', 'ownerEmail'] as const;

/**
 * A successor dog's registration, started from the previous dog's owner page
 * (`/register?successor={id}&key={ownerKey}`): the handler's details are filled in from that record,
 * where the form has none yet, and the key leaves the address bar once read. Returns the previous
 * dog's name, to say where the details came from.
 */
export function useSuccessorPrefill(form: UseFormReturn<WizardValues>): string | null {
  const [search, setSearch] = useSearchParams();
  const [previous] = useState(() => ({ id: search.get('successor'), key: search.get('key') }));
  const dog = useDog(previous.id && previous.key ? previous.id : undefined, previous.key);
  useEffect(() => {
    if (!previous.id) return;
    setSearch({}, { replace: true });
  }, [previous.id, setSearch]);
  useEffect(() => {
    if (dog.data?.view !== 'full') return;
    const { owner } = dog.data;
    const values = {
      ownerName: owner.name,
      ownerAddress: owner.address,
      ownerPhone: owner.phone,
      ownerEmail: owner.email,
    };
    for (const field of OWNER_FIELDS) {
      if (!form.getValues(field)) form.setValue(field, values[field], { shouldDirty: true });
    }
  }, [dog.data, form]);
  return dog.data?.view === 'full' ? dog.data.dogName : null;
}
