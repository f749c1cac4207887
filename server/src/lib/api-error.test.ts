/**
 * An ApiError's words reach the reader in their language only when they are a catalogue id (or an id's
 * words a service already said): the type refuses an English literal. `tsc` checks the
 * `@ts-expect-error` lines (npm run check); each fails as unused if the message is typed as a plain string.
 */
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '#common/messages';
import { ApiError, notFound, validationFailed } from './api-error';
import { say, words } from './words';

describe('ApiError', () => {
  it('carries catalogue ids, said in the reader language', () => {
    const refusal = new ApiError(409, 'NOT_RENEWABLE', MESSAGES.renewalNotActive);
    expect(say('es', refusal.message)).toBe(words('es', MESSAGES.renewalNotActive));
    expect(say('es', notFound('errors.photoNotFound').message)).toBe('No se encontró la foto');
    const invalid = validationFailed({ dogName: MESSAGES.dogNameRequired });
    expect(say('es', invalid.fields?.dogName ?? '')).toBe(words('es', MESSAGES.dogNameRequired));
    const said = words('es', 'errors.tooManyAttempts', { minutes: 5 });
    expect(new ApiError(429, 'RATE_LIMITED', said).message).toBe(said);
  });

  it('refuses an English literal at compile time', () => {
    const literals = [
      // @ts-expect-error An English literal is no catalogue id.
      () => new ApiError(400, 'X', 'Something went wrong'),
      // @ts-expect-error An English literal is no catalogue id.
      () => notFound('Photo not found'),
      // @ts-expect-error A field's message is a catalogue id too.
      () => validationFailed({ dogName: 'Dog name is required' }),
      // @ts-expect-error So is the summary of a form's refusals.
      () => validationFailed({}, 'Fix the form'),
    ];
    expect(literals).toHaveLength(4);
  });
});
