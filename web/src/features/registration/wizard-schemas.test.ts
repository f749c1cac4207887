import { describe, expect, it } from 'vitest';
import { MESSAGES } from '#common/messages';
import { stepSchemas } from './wizard-schemas';
import { EMPTY_VALUES, firstStepWithError, stepFields } from './wizard-values';

/** The messages the first step gives for the programme, with everything else on it left empty. */
function programmeIssues(slugs: string[], programme: string): string[] {
  const result = stepSchemas(slugs, () => true)[0].safeParse({ ...EMPTY_VALUES, programme });
  return result.success
    ? []
    : result.error.issues.filter((issue) => issue.path[0] === 'programme').map((i) => i.message);
}

describe('the programme that trained the dog', () => {
  it('is not asked of a registry with one programme, whatever the stored value', () => {
    expect(programmeIssues(['default'], '')).toEqual([]);
    expect(programmeIssues(['default'], 'gone')).toEqual([]);
    expect(programmeIssues([], '')).toEqual([]);
  });

  it('must be one of the programmes when there are several', () => {
    const slugs = ['default', 'north'];
    expect(programmeIssues(slugs, '')).toEqual([MESSAGES.programmeRequired]);
    // A link or a saved answer naming a programme that is not (or no longer) there is no choice.
    expect(programmeIssues(slugs, 'south')).toEqual([MESSAGES.programmeRequired]);
    expect(programmeIssues(slugs, 'north')).toEqual([]);
  });

  it('is the first field of the first step, where a refusal of it sends the handler back', () => {
    expect(stepFields(0)[0]).toBe('programme');
    expect(firstStepWithError(['paymentCode', 'programme'])).toBe(0);
  });
});

describe('the last step', () => {
  const lastStep = (chargesFee: boolean, paymentCode: string, programme = '') =>
    stepSchemas(['north', 'south'], (slug) => chargesFee || slug !== 'south')[2].safeParse({ programme, paymentCode });
  it('asks for the payment code when the programme charges a fee', () => {
    const result = lastStep(true, '');
    expect(result.success ? [] : result.error.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ['paymentCode', MESSAGES.paymentCodeRequired],
    ]);
    expect(lastStep(true, 'DEMO-0001').success).toBe(true);
  });
  it('asks for nothing when the chosen programme charges no fee (issue 52)', () => {
    expect(lastStep(false, '', 'south').success).toBe(true);
    // Another programme of the same registry still charges its fee.
    expect(lastStep(false, '', 'north').success).toBe(false);
  });
});
