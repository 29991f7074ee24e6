/** Opened on its own (not framed by the portal): say so in both languages, and run nothing else. */
export function showStandalone(doc: Document = document): void {
  const root = doc.getElementById('root');
  if (!root) return;
  for (const [lang, text] of [
    ['en', 'This page shows an area of the portal and works only inside the portal.'],
    ['de', 'Diese Seite zeigt einen Bereich des Portals und funktioniert nur im Portal.'],
  ] as const) {
    const line = doc.createElement('p');
    line.lang = lang;
    line.textContent = text;
    root.append(line);
  }
}
