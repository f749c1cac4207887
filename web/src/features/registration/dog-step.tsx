import { MESSAGES } from '#common/messages';
import { ServiceTypeFields } from '../../components/service-type-fields';
import { FileField } from './photo-field';
import { TextField, type WizardForm } from './wizard-fields';

export function DogStep({ form }: { form: WizardForm }) {
  return (
    <div className="space-y-5">
      <TextField form={form} name="dogName" label="Dog's name" autoComplete="off" />
      <TextField form={form} name="dogBreed" label="Breed" autoComplete="off" />
      <TextField form={form} name="dogAge" label="Age" placeholder="3 years" autoComplete="off" />
      <ServiceTypeFields form={form} />
      <div className="space-y-1">
        <label className="flex items-start gap-3">
          <input
            type="checkbox"
            className="mt-1 h-5 w-5"
            aria-describedby="showServiceType-hint"
            {...form.register('showServiceType')}
          />
          <span className="font-semibold">Show the service type to people who verify this registration</span>
        </label>
        <p id="showServiceType-hint" className="pl-8 text-sm text-slate-700">
          Optional, off unless you choose it: a service type can reveal a disability, and staff may not ask about it
          under the ADA. You can change this later with your owner link.
        </p>
      </div>
      <TextField
        form={form}
        name="trainerLicenseNumber"
        label="Trainer directory ID"
        hint={`The ID of your trainer in this registry's trainer directory. ${MESSAGES.ownerTrainedPath}`}
        placeholder="AZ-12345"
        autoComplete="off"
      />
      <FileField
        form={form}
        name="dogPhoto"
        label="Dog photo"
        hint="A clear photo of your dog: JPEG, PNG, WebP or GIF, less than 5 MB."
        accept="image/*"
        preview
      />
      <FileField
        form={form}
        name="certificationFile"
        label="Training certification"
        hint="PDF, JPEG or PNG, less than 10 MB. Only the registry's staff can see it."
        accept="application/pdf,image/jpeg,image/png"
        optional
      />
      <TextField
        form={form}
        name="microchipNumber"
        label="Microchip number"
        hint="9, 10 or 15 digits."
        inputMode="numeric"
        autoComplete="off"
        optional
      />
    </div>
  );
}
