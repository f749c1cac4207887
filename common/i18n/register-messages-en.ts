/**
 * The registration wizard's words in English: a catalogue of its own, loaded with the wizard, so the
 * other pages' first load never carries them (docs/decisions/017-i18n-formatjs.md).
 */
export const registerEn = {
  'wizard.title': 'Register a Service Dog',
  'wizard.programme': 'Which program trained your dog?',
  'wizard.stepsLabel': 'Registration steps',
  'wizard.stepDog': 'Dog Information',
  'wizard.stepOwner': 'Handler Information',
  'wizard.stepPayment': 'Payment Verification',
  'wizard.stepHeading': 'Step {number} of 3: {title}',
  'wizard.stepDone': ' (completed)',
  'wizard.stepTodo': ' (not started)',
  'wizard.stepCurrent': ' (current step)',
  'wizard.successorPrefill': "Your contact details are filled in from {dogName}'s registration. Check them in step 2.",
  'wizard.filesLostStep1':
    "Your typed answers were kept, but files cannot be kept when the page reloads. Please choose your dog's photo (and certification file, if any) again below.",
  'wizard.filesLostLater':
    "Your typed answers were kept, but files cannot be kept when the page reloads. Please choose your dog's photo again in step 1 before you complete the registration.",
  'wizard.uploading': 'Uploading your registration… {percent}%',
  'wizard.backToDog': 'Back to Dog Information',
  'wizard.backToOwner': 'Back to Handler Information',
  'wizard.nextOwner': 'Next: Handler Information',
  'wizard.nextPayment': 'Next: Payment Verification',
  'wizard.submitting': 'Submitting...',
  'wizard.complete': 'Complete Registration',
  'wizard.agePlaceholder': '3 years',
  'wizard.showServiceType': 'Show the service type to people who verify this registration',
  'wizard.showServiceTypeHint':
    'Optional, off unless you choose it: a service type can reveal a disability, and staff may not ask about it under the ADA. You can change this later with your owner link.',
  'wizard.trainerIdHint': "The ID of your trainer in this registry's trainer directory. {ownerTrainedPath}",
  'wizard.photo': 'Dog photo',
  'wizard.photoHint': 'A clear photo of your dog: JPEG, PNG, WebP or GIF, less than 5 MB.',
  'wizard.certification': 'Training certification',
  'wizard.certificationHint': "PDF, JPEG or PNG, less than 10 MB. Only the registry's staff can see it.",
  'wizard.fileChosen': 'Chosen: {name} ({kilobytes} KB)',
  'wizard.chooseFile': 'Choose a file',
  'wizard.noFileChosen': 'No file chosen yet',
  'wizard.filePreview': 'Preview of {name}',
  'wizard.ownerPrivacy':
    'Visitors who look up your dog see your first name and last initial only. Your address, phone and email are never shown to them.',
  'wizard.paymentCode': 'Payment confirmation number',
  'wizard.paymentCodeHint': 'The confirmation number you received when you paid the registration fee.',
  'wizard.verifying': 'Verifying...',
  'wizard.verifyPayment': 'Verify Payment',
  'wizard.checkingCode': 'Checking the payment confirmation number…',
  'wizard.paymentConfirmed': 'Payment confirmed. You can complete your registration.',
  'wizard.noCodeTitle': 'No payment confirmation number yet?',
  'wizard.feesLink': 'Fees and how to pay',
  'wizard.certify':
    'By completing this registration you certify that the information you gave is accurate and that your dog is individually trained to do work or perform tasks for a person with a disability.',
  'wizard.policies': 'What the registry does with your answers is in its {privacy}. Registering accepts its {terms}.',
  'review.title': 'Check your answers',
  'wizard.stepReview': 'Review and Submit',
  'wizard.nextReview': 'Next: Review and Submit',
  'wizard.noFee': 'This program charges no fee. Check your answers, then complete your registration.',
  'wizard.payTitle': 'Pay and submit',
  'review.programme': 'Training program',
  'review.intro':
    'The registry receives what is below. Change anything that is not right before you complete the registration.',
  'review.change': 'Change {section}',
  'review.none': 'Not given',
  'review.serviceTypeShown': 'Service type shown to people who verify',
  'review.yes': 'Yes',
  'review.no': 'No',
  'trainer.verifyingTitle': 'Verifying Trainer Information',
  'trainer.verifying': "Checking the ID in the registry's trainer directory…",
  'trainer.verifiedTitle': 'Trainer Verified Successfully',
  'trainer.continue': 'Continue to Handler Information',
} as const;

export type RegisterMessageId = keyof typeof registerEn;
