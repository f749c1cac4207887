import { TextField, type WizardForm } from './wizard-fields';

export function OwnerStep({ form }: { form: WizardForm }) {
  return (
    <div className="space-y-5">
      <p className="text-slate-700">
        Visitors who look up your dog see your first name and last initial only. Your address, phone and email are never
        shown to them.
      </p>
      <TextField form={form} name="ownerName" label="Full name" autoComplete="name" />
      <TextField form={form} name="ownerAddress" label="Address" autoComplete="street-address" multiline />
      <TextField form={form} name="ownerPhone" label="Phone number" type="tel" autoComplete="tel" />
      <TextField form={form} name="ownerEmail" label="Email" type="email" autoComplete="email" />
    </div>
  );
}
