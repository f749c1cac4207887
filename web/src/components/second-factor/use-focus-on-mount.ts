import { useEffect, useRef } from 'react';

/** A heading that takes focus when its step appears, so a screen reader starts reading there. */
export function useFocusOnMount<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => ref.current?.focus(), []);
  return ref;
}
