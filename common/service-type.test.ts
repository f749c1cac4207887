import { describe, expect, it } from 'vitest';
import { serviceTypeWords } from './service-type';

describe('a service type as people read it', () => {
  it("shows the handler's words for Other, and the listed type otherwise", () => {
    expect(serviceTypeWords('Other (Please specify)', 'Diabetic alert')).toBe('Diabetic alert');
    expect(serviceTypeWords('Hearing Dog', null)).toBe('Hearing Dog');
    expect(serviceTypeWords('Other (Please specify)', '  ')).toBe('Other (Please specify)');
  });
});
