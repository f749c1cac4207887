import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { trainerSchema, type TrainerInput } from '#common/staff-schemas';
import type { StaffTrainer } from '#common/api';
import { TRAINER_STATUSES, type TrainerStatus } from '#common/constants';
import { Button } from '../../../components/button';
import { DataTable } from '../../../components/data-table';
import { Field, inputClass } from '../../../components/field';
import { FormTextField } from '../../../components/form-text-field';
import { PaginationNav } from '../../../components/pagination-nav';
import { SearchField } from '../../../components/search-field';
import { useDocumentTitle } from '../../../components/use-document-title';
import type { AnyMessageId } from '../../../i18n/catalogues';
import { useFormat } from '../../../i18n/use-format';
import { useMessageText, useT, type Translate } from '../../../i18n/use-t';
import { ApiRequestError } from '../../../lib/api-client';
import { useTrainers } from '../api/get-trainers';
import { useRefreshAdminData } from '../api/refresh-admin-data';
import { addTrainer, updateTrainer } from '../api/save-trainer';
import { usePagedSearch } from '../use-paged-search';
import { InviteTrainer } from './invite-trainer';

const STATUS_LABELS: Record<TrainerStatus, AnyMessageId> = {
  active: 'admin.trainers.status.active',
  suspended: 'admin.trainers.status.suspended',
};

/** What the directory's status means today: an active listing past its expiry date no longer counts. */
function listingStatus(trainer: StaffTrainer, t: Translate, date: (iso: string) => string): string {
  // The server accepts a license through its expiry date, compared as a UTC calendar date.
  const today = new Date().toISOString().slice(0, 10);
  if (trainer.status === 'active' && trainer.expiresOn && trainer.expiresOn < today) {
    return t('admin.trainers.expiredOn', { date: date(trainer.expiresOn) });
  }
  return t(STATUS_LABELS[trainer.status]);
}

type SaveAction = 'add' | 'save' | 'suspend' | 'reinstate';
const SAVED_MESSAGES: Record<SaveAction, AnyMessageId> = {
  add: 'admin.trainers.added',
  save: 'admin.trainers.saved',
  suspend: 'admin.trainers.suspended',
  reinstate: 'admin.trainers.reinstated',
};
const resolver = zodResolver(trainerSchema as never) as unknown as Resolver<TrainerInput>;
const EMPTY: TrainerInput = {
  licenseNumber: '',
  name: '',
  organization: '',
  credentialId: '',
  status: 'active',
  certifiedOn: '',
  expiresOn: '',
};

function toInput(trainer: StaffTrainer): TrainerInput {
  return {
    licenseNumber: trainer.licenseNumber,
    name: trainer.name,
    organization: trainer.organization ?? '',
    credentialId: trainer.credentialId,
    status: trainer.status,
    certifiedOn: trainer.certifiedOn ?? '',
    expiresOn: trainer.expiresOn ?? '',
  };
}

export function TrainersPage() {
  const t = useT();
  const say = useMessageText();
  const format = useFormat();
  useDocumentTitle(t('admin.trainers.title'));
  const refresh = useRefreshAdminData();
  const { page, setPage, search, setSearch } = usePagedSearch();
  const trainers = useTrainers(page, search);
  const [editing, setEditing] = useState<string | null>(null);
  // Said where the action was: under the form for its saves, above the list for the list's buttons.
  const [message, setMessage] = useState<{ text: string; fromForm: boolean } | null>(null);
  const formTitle = useRef<HTMLHeadingElement>(null);
  const [inviting, setInviting] = useState<StaffTrainer | null>(null);
  const inviteOpener = useRef<HTMLButtonElement | null>(null);
  const form = useForm<TrainerInput>({ defaultValues: EMPTY, resolver });

  // The listing to update travels with the request (null adds one), so a click that also changes
  // state cannot send the request with the previous render's idea of which listing is meant.
  const save = useMutation({
    mutationFn: ({ input, listing }: { input: TrainerInput; listing: string | null; action: SaveAction }) =>
      listing ? updateTrainer(listing, input) : addTrainer(input),
    onSuccess: async (trainer, { action }) => {
      setMessage({
        text: t(SAVED_MESSAGES[action], { name: trainer.name, licenseNumber: trainer.licenseNumber }),
        fromForm: action === 'add' || action === 'save',
      });
      // Suspending or reinstating from the table leaves whatever is being typed in the form alone.
      if (action === 'add' || action === 'save') {
        setEditing(null);
        form.reset(EMPTY);
      }
      await refresh();
    },
    onError: (error, { action }) => {
      if (error instanceof ApiRequestError) {
        const fromForm = action === 'add' || action === 'save';
        if (fromForm)
          for (const [name, text] of Object.entries(error.fields))
            form.setError(name as keyof TrainerInput, { message: text });
        setMessage({ text: say(error.message), fromForm });
      } else setMessage({ text: t('admin.trainers.saveFailed'), fromForm: action === 'add' || action === 'save' });
    },
  });

  const statusError = form.formState.errors.status?.message;
  return (
    <div className="space-y-6">
      <h1 className="text-3xl font-bold">{t('admin.trainers.title')}</h1>
      <p role="status" className="font-semibold">
        {message && !message.fromForm ? message.text : ''}
      </p>
      {inviting && (
        <InviteTrainer
          key={inviting.licenseNumber}
          trainer={inviting}
          onClose={() => {
            setInviting(null);
            inviteOpener.current?.focus();
          }}
        />
      )}
      <SearchField id="trainer-search" label={t('admin.trainers.search')} value={search} onChange={setSearch} />
      {trainers.data && (
        <>
          <DataTable
            caption={t('admin.trainers.caption')}
            headers={[
              t('admin.trainers.directoryId'),
              t('admin.trainers.name'),
              t('admin.trainers.organization'),
              t('admin.trainers.credentialId'),
              t('admin.trainers.status'),
              t('admin.trainers.expires'),
              t('admin.trainers.actions'),
            ]}
            minWidth="min-w-[48rem]"
          >
            {trainers.data.items.map((trainer) => (
              <tr key={trainer.licenseNumber} className="border-t border-slate-200">
                <td className="px-3 py-2 font-mono">{trainer.licenseNumber}</td>
                <td className="px-3 py-2">
                  {trainer.name}
                  {trainer.isSample && (
                    <span className="ml-2 rounded bg-amber-200 px-1.5 text-sm">{t('admin.trainers.sample')}</span>
                  )}
                </td>
                <td className="px-3 py-2">{trainer.organization ?? '—'}</td>
                <td className="px-3 py-2">{trainer.credentialId}</td>
                <td className="px-3 py-2">{listingStatus(trainer, t, format.date)}</td>
                <td className="px-3 py-2">{format.date(trainer.expiresOn)}</td>
                <td className="px-3 py-2">
                  <div className="flex gap-2">
                    <button
                      type="button"
                      className="font-semibold text-brand-800 underline"
                      aria-label={t('admin.trainers.editName', { name: trainer.name })}
                      onClick={() => {
                        setEditing(trainer.licenseNumber);
                        form.reset(toInput(trainer));
                        // The form is after the list: focus goes to its heading, which brings it into view.
                        setTimeout(() => formTitle.current?.focus());
                      }}
                    >
                      {t('admin.trainers.edit')}
                    </button>
                    <button
                      type="button"
                      className="font-semibold text-red-800 underline"
                      aria-label={t(
                        trainer.status === 'active' ? 'admin.trainers.suspendName' : 'admin.trainers.reinstateName',
                        { name: trainer.name },
                      )}
                      onClick={() => {
                        const suspend = trainer.status === 'active';
                        save.mutate({
                          input: { ...toInput(trainer), status: suspend ? 'suspended' : 'active' },
                          listing: trainer.licenseNumber,
                          action: suspend ? 'suspend' : 'reinstate',
                        });
                      }}
                    >
                      {trainer.status === 'active' ? t('admin.trainers.suspend') : t('admin.trainers.reinstate')}
                    </button>
                    {trainer.status === 'active' && (
                      <button
                        type="button"
                        className="font-semibold text-brand-800 underline"
                        aria-label={t('admin.trainers.inviteName', { name: trainer.name })}
                        onClick={(event) => {
                          inviteOpener.current = event.currentTarget;
                          setInviting(trainer);
                        }}
                      >
                        {t('admin.trainers.invite.open')}
                      </button>
                    )}
                  </div>
                </td>
              </tr>
            ))}
          </DataTable>
          <PaginationNav page={page} pageSize={trainers.data.pageSize} total={trainers.data.total} onPage={setPage} />
        </>
      )}
      <form
        noValidate
        onSubmit={form.handleSubmit((input) =>
          save.mutate({ input, listing: editing, action: editing ? 'save' : 'add' }),
        )}
        className="grid gap-4 rounded-lg border border-slate-300 bg-white p-6 md:grid-cols-2"
        aria-labelledby="trainer-form-title"
      >
        <h2
          ref={formTitle}
          tabIndex={-1}
          id="trainer-form-title"
          className="text-xl font-bold outline-none md:col-span-2"
        >
          {editing ? t('admin.trainers.editTitle', { licenseNumber: editing }) : t('admin.trainers.addTitle')}
        </h2>
        {editing ? (
          // Read, not a field: a greyed-out box looked as if it could be typed in.
          <p className="self-end">
            <span className="font-semibold">{t('admin.trainers.directoryId')}</span>{' '}
            <span className="font-mono">{editing}</span>{' '}
            <span className="block text-sm text-slate-700">{t('admin.trainers.directoryIdLocked')}</span>
          </p>
        ) : (
          <FormTextField
            form={form}
            name="licenseNumber"
            label={t('admin.trainers.directoryId')}
            hint={t('admin.trainers.directoryIdHint')}
            placeholder="AZ-12345"
          />
        )}
        <FormTextField form={form} name="name" label={t('admin.trainers.name')} />
        <FormTextField form={form} name="organization" label={t('admin.trainers.organization')} optional />
        <FormTextField form={form} name="credentialId" label={t('admin.trainers.credentialId')} />
        <Field id="field-trainer-status" label={t('admin.trainers.status')} error={statusError}>
          {(describedBy) => (
            <select
              id="field-trainer-status"
              aria-describedby={describedBy}
              className={inputClass(Boolean(statusError))}
              {...form.register('status')}
            >
              {TRAINER_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {t(STATUS_LABELS[status])}
                </option>
              ))}
            </select>
          )}
        </Field>
        <FormTextField form={form} name="certifiedOn" label={t('admin.trainers.certifiedOn')} type="date" optional />
        <FormTextField form={form} name="expiresOn" label={t('admin.trainers.expiresOn')} type="date" optional />
        <div className="flex gap-3 md:col-span-2">
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? t('admin.trainers.saving') : editing ? t('admin.trainers.save') : t('admin.trainers.add')}
          </Button>
          {editing && (
            <Button
              variant="secondary"
              onClick={() => {
                setEditing(null);
                form.reset(EMPTY);
              }}
            >
              {t('admin.trainers.cancel')}
            </Button>
          )}
        </div>
      </form>
      <p role="status" className="font-semibold">
        {message?.fromForm ? message.text : ''}
      </p>
    </div>
  );
}
