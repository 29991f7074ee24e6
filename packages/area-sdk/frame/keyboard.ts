import type { Connection } from './connection.ts';

/**
 * PLUG-15: the portal's shortcut while the focus is in the frame. A key pressed here reaches only
 * this document, so Ctrl/⌘+K (the command palette) is handed to the portal; no other key leaves.
 */
export function forwardShortcuts(connection: Connection, win: Window = window): void {
  win.addEventListener(
    'keydown',
    (event) => {
      const modK = (event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k';
      if (!modK) return;
      event.preventDefault();
      connection.send({ type: 'shortcut', key: 'k', ctrlKey: event.ctrlKey, metaKey: event.metaKey });
    },
    { capture: true },
  );
}
