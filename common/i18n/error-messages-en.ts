/**
 * The words of the API's refusals that only the server says (a malformed request, a wrong method), in
 * English: a catalogue of their own, never loaded by the web app, which shows the server's words as
 * they come (in the reader's language, from server/src/lib/words.ts).
 */
export const errorsEn = {
  'errors.fieldsNeedAttention': 'Some fields need your attention.',
  'errors.unknownField': 'Unknown field: {field}',
  'errors.invalidValue': 'Invalid value',
  'errors.unsupportedMediaType': 'This content type is not accepted here.',
  'errors.bodyTooLarge': 'The request body is too large.',
  'errors.emptyJson': 'The request body is empty; send a JSON object.',
  'errors.invalidJson': 'The request body is not valid JSON.',
  'errors.contentLength': 'The Content-Length header does not match the body.',
  'errors.multipartRequired': 'Send this request as multipart/form-data.',
  'errors.tooManyParts': 'The form has more parts than the registration accepts.',
  'errors.tooManyFiles': 'Send at most one photo and one certification file.',
  'errors.tooManyFields': 'The form has more fields than the registration accepts.',
  'errors.forbiddenFieldName': 'The form contains a forbidden field name.',
  'errors.badRequest': 'The request could not be understood.',
  'errors.badUrl': 'This address is not valid.',
  'errors.urlTooLong': 'Part of this address is too long.',
  'errors.crossSite': 'This request came from another site and was refused.',
  'errors.noApiRoute': 'No API route for {method} {path}',
  'errors.invitationInvalid': "This invitation has expired or was already used. Ask the program's staff for a new one.",
  'errors.setupLinkInvalid':
    'This setup link has expired or was already used. Restart the server for a new one, or use npm run admin.',
  'errors.registrationMultipart': 'Send the registration as multipart/form-data, with the photo in the dogPhoto field.',
  'errors.malformedMultipart': 'The form data could not be read: it is incomplete or malformed. Please try again.',
  'errors.duplicateField': 'The field {name} was sent more than once.',
  'errors.unknownFileField': 'Unknown file field: {name}',
  'errors.fieldTooLarge': 'The field {name} is too long.',
  'errors.uploadTooLarge':
    'This upload is too large: the form takes at most {megabytes} MB of files in all. Choose smaller files and send it again.',
  'errors.invalidIdempotencyKey': 'Idempotency-Key must be 8–128 letters, digits or - _ . : characters.',
  'errors.idempotencyKeyReused': 'This Idempotency-Key was already used for a different registration. Send a new key.',
  'errors.versionRequired': 'version is required',
  'errors.nulCharacter': 'The request contains a null character, which no field accepts.',
  'errors.metricsToken': 'Send the metrics token.',
  'errors.methodNotAllowed': '{method} is not allowed on {path}; it takes {allowed}.',
  'errors.photoNotFound': 'Photo not found',
  'errors.logoNotFound': 'Logo not found',
  'errors.noCertification': 'This record has no certification file.',
  'errors.certificationMissing': 'The certification file is missing from storage.',
} as const;

export type ErrorMessageId = keyof typeof errorsEn;
