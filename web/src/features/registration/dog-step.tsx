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
      <TextField
        form={form}
        name="trainerLicenseNumber"
        label="Trainer license number"
        hint="The license number of the trainer listed in this registry's trainer directory."
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
