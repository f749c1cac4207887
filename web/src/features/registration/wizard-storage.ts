/** Typed values survive Back/Next and a reload in session storage. Files cannot be kept: the wizard says so. */
import { EMPTY_VALUES, type StepIndex, type WizardTextValues } from './wizard-values';

const KEY = 'sdr.registration.v1';

export interface SavedWizard {
  values: WizardTextValues;
  step: StepIndex;
  /** A photo or certification had been chosen before the reload, and is now gone. */
  hadFiles: boolean;
}

export function loadWizard(): SavedWizard | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    if (!raw) return null;
    const saved = JSON.parse(raw) as Partial<SavedWizard>;
    const { dogPhoto: _photo, certificationFile: _certification, ...text } = EMPTY_VALUES;
    const values = { ...text } as WizardTextValues;
    for (const key of Object.keys(text) as (keyof WizardTextValues)[]) {
      const value = saved.values?.[key];
      if (typeof value === typeof values[key]) (values as Record<string, unknown>)[key] = value;
    }
    const step = saved.step === 1 || saved.step === 2 ? saved.step : 0;
    return { values, step, hadFiles: saved.hadFiles === true };
  } catch {
    return null;
  }
}

export function saveWizard(saved: SavedWizard): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(saved));
  } catch {
    // Storage full or disabled (private mode): the wizard still works, only a reload loses the values.
  }
}

export function clearWizard(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing to clear when storage is unavailable.
  }
}
