import { useMessageText } from '../i18n/use-t';

/**
 * A form's refusal in a live region that is always in the page (so a screen reader announces each new
 * message), shown as a red box while it holds one. `message` is a catalogue id or words to show as they are.
 */
export function FormAlert({ message }: { message: string | null }) {
  const say = useMessageText();
  return (
    <div
      role="alert"
      className={message ? 'rounded-md border-2 border-red-700 bg-red-50 p-3 font-semibold text-red-900' : 'sr-only'}
    >
      {message && say(message)}
    </div>
  );
}
