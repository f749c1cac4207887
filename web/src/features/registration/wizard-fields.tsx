import type { UseFormReturn } from 'react-hook-form';
import { FormTextField, fieldId } from '../../components/form-text-field';
import type { WizardValues } from './wizard-values';

export type WizardForm = UseFormReturn<WizardValues>;
export { fieldId };
export const TextField = FormTextField<WizardValues>;
