import { describe, expect, it } from 'vitest';
import { handlerShortName } from './mask';

describe('handlerShortName', () => {
  it('keeps the first name and the initial of the last', () => {
    expect(handlerShortName('Jordan Example')).toBe('Jordan E.');
    expect(handlerShortName('  Mary Ann   van der berg ')).toBe('Mary B.');
    expect(handlerShortName('José García-López')).toBe('José G.');
  });
  it('shows a single name as it is', () => {
    expect(handlerShortName('Cher')).toBe('Cher');
  });
});
