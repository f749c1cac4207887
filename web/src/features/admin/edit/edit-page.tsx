import { zodResolver } from '@hookform/resolvers/zod';
import { useMailWording } from '../../../api/get-public-config';
import { useMutation } from '@tanstack/react-query';
import { ImageUp, RotateCcw } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import { registrationEditSchema, type RegistrationEdit } from '#common/staff-schemas';
import type { StaffRegistrationDetail } from '#common/api';
import { credentialDocumentUrl } from '#common/credential-document';
import { PHOTO_ACCEPT } from '#common/constants';
import { MESSAGES } from '#common/messages';
import { needsReason, statusChoices } from '#common/lifecycle';
import { Button, ButtonLink, buttonClass } from '../../../components/button';
import { Field, inputClass } from '../../../components/field';
import { FormTextField } from '../../../components/form-text-field';
import { PageSkeleton } from '../../../components/page-skeleton';
import { RecordDates } from '../../../components/record-dates';
import { ServiceTypeFields } from '../../../components/service-type-fields';
import { Spinner } from '../../../components/spinner';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useMessageText, useT, type Translate } from '../../../i18n/use-t';
import { ApiRequestError, isForbidden } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { certificationUrl, useAdminDog } from '../api/get-dog';
import { useRefreshAdminData } from '../api/refresh-admin-data';
import { changePhoto, saveDog } from '../api/update-dog';
import { dashboardNotice } from '../dashboard-notice';
import { AccessTestsPanel } from './access-tests-panel';
import { TrainingLogPanel } from './training-log-panel';
import { ReviewPanel } from './review-panel';

const resolver = zodResolver(registrationEditSchema as never) as unknown as Resolver<RegistrationEdit>;

function toForm(dog: StaffRegistrationDetail): RegistrationEdit {
  return {
    dogName: dog.dogName,
    dogBreed: dog.dogBreed,
    dogAge: dog.dogAge,
    serviceType: dog.serviceType as RegistrationEdit['serviceType'],
    serviceTypeOther: dog.serviceTypeOther ?? '',
    microchipNumber: dog.microchipNumber ?? '',
    ownerName: dog.owner.name,
    ownerAddress: dog.owner.address,
    ownerPhone: dog.owner.phone,
    ownerEmail: dog.owner.email,
    status: dog.status,
    statusReason: dog.statusReason ?? '',
    version: dog.version,
  };
}

/** Why a save failed, in the reader's language; `say` translates the server's known English words. */
function saveMessage(error: unknown, t: Translate, say: (text: string) => string): string {
  if (error instanceof ApiRequestError) {
    if (error.status === 409) return t('messages.staleRecord');
    if (error.status === 404) return t('messages.saveNotFound');
  }
  if (isForbidden(error)) return t('messages.savePermissionDenied');
  return t('admin.edit.saveFailed', { message: say(error instanceof Error ? error.message : String(error)) });
}

export function EditPage() {
  const { id } = useParams();
  const dog = useAdminDog(id);
  const [editing, setEditing] = useState(false);
  const t = useT();
  useDocumentTitle(dog.data ? t('admin.edit.pageTitle', { dogName: dog.data.dogName }) : t('admin.edit.title'));

  if (!id) return <EditError message={t('messages.invalidDogId')} />;
  if (dog.isPending) return <PageSkeleton label={t('admin.edit.loading')} />;
  if (dog.isError) {
    const missing = dog.error instanceof ApiRequestError && dog.error.status === 404;
    return <EditError message={t(missing ? 'messages.dogNotFound' : 'messages.dogFetchFailed')} />;
  }
  // Keyed by version, so a reload after a refused save starts from the latest values. The tests panel
  // stays outside it, so recording a test (which moves the version) keeps the panel's confirmation.
  return (
    <div className="space-y-6">
      <EditForm key={dog.data.version} dog={dog.data} onEditingChange={setEditing} />
      <AccessTestsPanel dog={dog.data} editing={editing} />
      <TrainingLogPanel dogId={dog.data.id} />
    </div>
  );
}

function EditError({ message }: { message: string }) {
  const t = useT();
  return (
    <div className="mx-auto max-w-xl space-y-4 rounded-lg border border-slate-300 bg-white p-6">
      <h1 className="text-2xl font-bold">{t('admin.edit.title')}</h1>
      <p role="alert" className="font-semibold text-red-800">
        {message}
      </p>
      <ButtonLink to={paths.adminDashboard}>{t('admin.edit.returnToDashboard')}</ButtonLink>
    </div>
  );
}

function EditForm({
  dog,
  onEditingChange,
}: {
  dog: StaffRegistrationDetail;
  onEditingChange: (editing: boolean) => void;
}) {
  const navigate = useNavigate();
  const refresh = useRefreshAdminData();
  const t = useT();
  const mail = useMailWording();
  const say = useMessageText();
  const form = useForm<RegistrationEdit>({
    defaultValues: toForm(dog),
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  const [error, setError] = useState<string | null>(null);
  const [stale, setStale] = useState(false);
  const [photoMessage, setPhotoMessage] = useState<string | null>(null);
  const [photoUrl, setPhotoUrl] = useState(dog.thumbnailUrl);

  const save = useMutation({
    meta: { signedOutNotice: MESSAGES.savePermissionDenied },
    mutationFn: (edit: RegistrationEdit) => saveDog(dog.id, edit),
    onSuccess: async (saved) => {
      await refresh();
      navigate(paths.adminDashboard, {
        // A change of status is said as one ("… is now revoked."): "was saved" would hide what the save did.
        state: dashboardNotice(
          saved.status === dog.status
            ? t('admin.edit.saved', { dogName: saved.dogName, registryNumber: saved.registryNumber })
            : t('admin.edit.savedStatus', {
                dogName: saved.dogName,
                registryNumber: saved.registryNumber,
                status: saved.status,
              }),
        ),
      });
    },
    onError: (failure) => {
      setStale(failure instanceof ApiRequestError && failure.status === 409);
      setError(saveMessage(failure, t, say));
    },
  });
  const photo = useMutation({
    meta: { signedOutNotice: MESSAGES.savePermissionDenied },
    mutationFn: (file: File) => changePhoto(dog.id, form.getValues('version'), file),
    onSuccess: (updated) => {
      // The photo is saved at once; the form goes on from the record's new version.
      form.setValue('version', updated.version);
      setPhotoUrl(updated.thumbnailUrl);
      setPhotoMessage(t('admin.edit.photoChanged'));
    },
    onError: (failure) =>
      setPhotoMessage(
        failure instanceof ApiRequestError && failure.fields.dogPhoto
          ? say(failure.fields.dogPhoto)
          : saveMessage(failure, t, say),
      ),
  });

  const statusError = form.formState.errors.status?.message;
  const status = useWatch({ control: form.control, name: 'status' });
  const dirty = form.formState.isDirty;
  useEffect(() => onEditingChange(dirty), [dirty, onEditingChange]);
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((edit) => save.mutate(edit))}
      // Fields as wide as what they hold, not as the page: a 1,200 px line is hard to read back.
      className="space-y-6 [&_input:not([type=checkbox]):not([type=radio])]:max-w-xl [&_select]:max-w-xl [&_textarea]:max-w-xl"
      aria-labelledby="edit-title"
    >
      <ButtonLink to={paths.adminDashboard} variant="secondary">
        {t('admin.edit.backToDashboard')}
      </ButtonLink>
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 id="edit-title" className="text-3xl font-bold">
            {dog.dogName}
          </h1>
          <p className="font-mono text-lg whitespace-nowrap">{dog.registryNumber}</p>
        </div>
        <Field id="field-status" label={t('admin.edit.status')} error={statusError}>
          {(describedBy) => (
            <select
              id="field-status"
              aria-describedby={describedBy}
              className={inputClass(Boolean(statusError))}
              {...form.register('status')}
            >
              {statusChoices(dog.status).map((status) => (
                <option key={status} value={status}>
                  {t(`statusName.${status}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
      </header>
      {needsReason(status) && (
        <FormTextField
          form={form}
          name="statusReason"
          label={t('admin.edit.statusReason')}
          hint={
            status === dog.status ? t('admin.edit.statusReasonTold') : t('admin.edit.statusReasonEmailed', { mail })
          }
          multiline
        />
      )}
      {dog.status === 'pending' && <ReviewPanel dog={dog} />}
      <section aria-labelledby="dog-section" className="space-y-5 rounded-lg border border-slate-300 bg-white p-6">
        <h2 id="dog-section" className="text-xl font-bold">
          {t('admin.edit.dogSection')}
        </h2>
        <div className="flex flex-wrap items-center gap-4">
          {photoUrl ? (
            <img
              src={photoUrl}
              alt={dog.dogName}
              width={128}
              height={128}
              className="h-32 w-32 rounded-lg object-cover"
            />
          ) : (
            <div className="flex h-32 w-32 items-center justify-center rounded-lg bg-slate-200 text-sm">
              {t('admin.edit.noPhoto')}
            </div>
          )}
          <div className="min-w-0 flex-1">
            {/* The file input itself is kept for the keyboard and screen readers; the label is what shows. */}
            <input
              id="change-photo"
              type="file"
              accept={PHOTO_ACCEPT}
              aria-describedby="change-photo-status"
              className="peer sr-only"
              disabled={photo.isPending}
              onChange={(event) => {
                const file = event.target.files?.[0];
                if (file) photo.mutate(file);
                // The same file chosen again is a change too.
                event.target.value = '';
              }}
            />
            <label
              htmlFor="change-photo"
              className={buttonClass(
                'secondary',
                'cursor-pointer peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-700 peer-disabled:cursor-wait peer-disabled:opacity-60',
              )}
            >
              <ImageUp aria-hidden="true" size={18} />
              {t('admin.edit.changePhoto')}
            </label>
            <p id="change-photo-status" role="status" className="mt-1 text-sm">
              {photo.isPending ? t('admin.edit.uploading') : photoMessage}
            </p>
          </div>
        </div>
        <FormTextField form={form} name="dogName" label={t('wizard.dogName')} />
        <FormTextField form={form} name="dogBreed" label={t('wizard.breed')} />
        <FormTextField form={form} name="dogAge" label={t('wizard.age')} />
        <ServiceTypeFields form={form} />
        <FormTextField
          form={form}
          name="microchipNumber"
          label={t('wizard.microchip')}
          hint={t('wizard.microchipHint')}
          optional
        />
        {dog.certificationFile && (
          <p>
            <a href={certificationUrl(dog.id)} className="font-semibold text-brand-800 underline" download>
              {t('admin.edit.downloadCertification')}
            </a>
          </p>
        )}
        {dog.displayStatus === 'active' && (
          <p>
            <a href={credentialDocumentUrl(dog.id, null)} className="font-semibold text-brand-800 underline" download>
              {t('admin.edit.downloadCredential')}
            </a>
          </p>
        )}
      </section>
      <section aria-labelledby="owner-section" className="space-y-5 rounded-lg border border-slate-300 bg-white p-6">
        <h2 id="owner-section" className="text-xl font-bold">
          {t('admin.edit.ownerSection')}
        </h2>
        <FormTextField form={form} name="ownerName" label={t('wizard.fullName')} />
        <FormTextField form={form} name="ownerAddress" label={t('wizard.address')} multiline />
        <FormTextField form={form} name="ownerPhone" label={t('wizard.phone')} type="tel" />
        <FormTextField form={form} name="ownerEmail" label={t('wizard.email')} type="email" />
      </section>
      <section aria-labelledby="record-section" className="space-y-4 rounded-lg border border-slate-300 bg-white p-6">
        <h2 id="record-section" className="text-xl font-bold">
          {t('admin.edit.recordSection')}
        </h2>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
          {/* Read, not a field: a greyed-out box looked as if it could be typed in. */}
          <dt className="font-semibold">{t('admin.edit.registryNumber')}</dt>
          <dd>
            <span className="font-mono">{dog.registryNumber}</span>{' '}
            <span className="text-sm text-slate-700">({t('messages.registryNumberLocked')})</span>
          </dd>
          <RecordDates record={dog} />
          <dt className="font-semibold">{t('wizard.trainerId')}</dt>
          <dd>{dog.trainerLicenseNumber}</dd>
        </dl>
      </section>
      {/* Save stays in sight on a long form, and a refused save is explained right beside it. */}
      <div className="sticky bottom-0 -mx-4 space-y-3 border-t border-slate-300 bg-white/95 px-4 py-3 backdrop-blur print:hidden">
        {error && (
          <p
            id="save-error"
            role="alert"
            className="rounded-md border-2 border-red-700 bg-red-50 p-3 font-semibold text-red-900"
          >
            {error}
          </p>
        )}
        <div className="flex flex-wrap items-center gap-3">
          <Button
            type="submit"
            disabled={!form.formState.isDirty || save.isPending}
            aria-describedby={error ? 'save-error' : undefined}
          >
            {save.isPending && <Spinner />}
            {save.isPending ? t('admin.edit.saving') : t('admin.edit.save')}
          </Button>
          {stale && (
            <Button variant="secondary" onClick={() => void refresh()}>
              <RotateCcw aria-hidden="true" size={18} />
              {t('admin.edit.loadLatest')}
            </Button>
          )}
        </div>
      </div>
    </form>
  );
}
