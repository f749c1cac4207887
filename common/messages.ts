/** Every user-facing message from SPEC §5 and §6, in one place so client and server say the same thing. */
export const MESSAGES = {
  dogNameRequired: 'Dog name is required',
  dogBreedRequired: 'Dog breed is required',
  dogAgeRequired: 'Dog age is required',
  dogPhotoRequired: 'Dog photo is required',
  serviceTypeRequired: 'Service type is required',
  serviceTypeOtherRequired: 'Please specify the service type',
  trainerLicenseRequired: 'Trainer license number is required',
  trainerLicenseInvalid: 'Invalid trainer license number',
  trainerLicenseCheckRequired: 'Please enter a trainer license number',
  microchipInvalid: 'Microchip number must be 9, 10 or 15 digits',
  ownerNameRequired: 'Owner name is required',
  ownerAddressRequired: 'Address is required',
  ownerPhoneRequired: 'Phone number is required',
  ownerPhoneInvalid: 'Phone number is invalid',
  ownerEmailRequired: 'Email is required',
  ownerEmailInvalid: 'Email is invalid',
  photoTooLarge: 'Photo must be less than 5MB',
  photoNotImage: 'File must be an image',
  photoTooManyPixels: 'Photo is too large: it must be at most 50 megapixels',
  certificationTooLarge: 'File must be less than 10MB',
  certificationWrongType: 'File must be PDF, JPEG, or PNG',
  paymentCodeInvalid:
    'Invalid payment confirmation number. Please contact your trainer for the correct confirmation number.',
  paymentCodeRequired: 'Please verify your payment confirmation number to continue.',
  paymentCodeTooLong: 'Payment confirmation number must be 20 characters or fewer',
  lookupRequired: 'Please enter a registry number',
  lookupNotFound: 'No service dog found with this registry number',
  genericError: 'An error occurred. Please try again.',
  invalidRegistryId: 'Invalid registry ID',
  dogNotFound: 'Service dog not found',
  registryFetchFailed: 'An error occurred while retrieving the registry information.',
  trainerNotFound: "No trainer found with this license number in the registry's trainer directory.",
  pageNotFound: "The page you are looking for doesn't exist or has been moved.",
  copiedRegistryNumber: 'Registry number copied to clipboard!',
} as const;

export function tooLong(label: string, max: number): string {
  return `${label} must be ${max} characters or fewer`;
}
