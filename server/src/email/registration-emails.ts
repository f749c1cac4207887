/** The messages a registration sends to its handler. */
import { composeEmail, type EmailContent, type Registry } from './email-layout';

export function registrationReceivedEmail(
  registry: Registry,
  dog: { dogName: string; registryNumber: string; ownerLink: string },
): EmailContent {
  return composeEmail(registry, `We received ${dog.dogName}'s registration (${dog.registryNumber})`, [
    { heading: `We received ${dog.dogName}'s registration` },
    { text: `Registry number: ${dog.registryNumber}` },
    {
      text: 'Staff will review it; we will email you when they do. Until then the registration shows as pending review, and no card can be printed.',
    },
    {
      text: 'Your owner link opens the full record, lets you print the card once it is approved, and lets you choose what people who verify it see. Keep it private, like a password.',
    },
    { link: dog.ownerLink, label: 'Open your owner link' },
  ]);
}

export function registrationApprovedEmail(
  registry: Registry,
  dog: { dogName: string; registryNumber: string; validThrough: string },
): EmailContent {
  return composeEmail(registry, `${dog.dogName}'s registration is approved (${dog.registryNumber})`, [
    { heading: `${dog.dogName}'s registration is approved` },
    { text: `Registry number ${dog.registryNumber} is active and valid through ${dog.validThrough}.` },
    {
      text: 'Open the owner link from your registration receipt to print the wallet card. Its QR code carries a signature that only this registry can make, so anyone can check it, even without a connection.',
    },
    {
      text: 'Under the ADA, staff may ask only whether the dog is a service animal required because of a disability and what work or task it has been trained to perform. No one may require this card.',
    },
  ]);
}

export function ownerLinkEmail(
  registry: Registry,
  dog: { dogName: string; registryNumber: string; ownerLink: string },
): EmailContent {
  return composeEmail(registry, `Your new owner link for ${dog.dogName} (${dog.registryNumber})`, [
    { heading: `Your new owner link for ${dog.dogName}` },
    {
      text: `Someone asked for the owner link of registration ${dog.registryNumber} with this email address. Here is a new one; the earlier link no longer works.`,
    },
    { link: dog.ownerLink, label: 'Open your owner link' },
    {
      text: 'If you did not ask for this, you can ignore this message: only this address received the new link. Keep it private, like a password.',
    },
  ]);
}

export function renewalConfirmedEmail(
  registry: Registry,
  dog: { dogName: string; registryNumber: string; validThrough: string },
): EmailContent {
  return composeEmail(registry, `${dog.dogName}'s registration is renewed (${dog.registryNumber})`, [
    { heading: `${dog.dogName}'s registration is renewed` },
    { text: `Registry number ${dog.registryNumber} is now valid through ${dog.validThrough}.` },
    {
      text: 'Print the renewed card from your owner link: it carries the new date. Your old card stays valid until its own date.',
    },
  ]);
}
