const EVENT = 'portal:open-assistant';

/** Asks the assistant to open (the command palette does, UX-03); the assistant's button listens. */
export const requestAssistant = (): void => void window.dispatchEvent(new Event(EVENT));

/** Calls `listener` on every request until the returned function is called. */
export function onAssistantRequest(listener: () => void): () => void {
  window.addEventListener(EVENT, listener);
  return () => window.removeEventListener(EVENT, listener);
}
