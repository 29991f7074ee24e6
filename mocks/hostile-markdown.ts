/**
 * A reply that tries everything an attacker (or a confused model) could put into Markdown: raw
 * HTML, scripts, event handlers, `javascript:`/`data:`/`vbscript:` links in every spelling, remote
 * and inline images, and a harmless link that must open safely. The chat must render all of it
 * inertly: no element from the HTML, no dangerous link, no request to a foreign host, no dialog.
 *
 * The mock assistant answers with it whenever a message contains {@link HOSTILE_TRIGGER}.
 */

/** Send a message containing this word (any case) to get {@link HOSTILE_REPLY} from the mock assistant. */
export const HOSTILE_TRIGGER = 'hostile-markdown';

/** The foreign host every hostile resource points at; no request may ever reach it. */
export const HOSTILE_HOST = 'tracker.evil.example';

/** The harmless link of the corpus: it must stay a link, opening in a new tab without opener. */
export const HOSTILE_SAFE_LINK = { text: 'the safe documentation link', href: 'https://docs.example.com/portal/en/' };

/** The hostile corpus, one attack per block. */
export const HOSTILE_REPLY = [
  'Here is everything at once.',
  '',
  '<script>alert("script block")</script>',
  '',
  `<img src="https://${HOSTILE_HOST}/raw-img.png" onerror="alert('img onerror')">`,
  '',
  'Inline <img src=x onerror=alert(1)> and <svg onload=alert(2)></svg> and <b onmouseover=alert(3)>bold</b> HTML.',
  '',
  '<iframe src="javascript:alert(4)"></iframe>',
  '',
  `<a href="https://${HOSTILE_HOST}/raw-link" onclick="alert(5)">raw anchor</a>`,
  '',
  `<style>body { background: url(https://${HOSTILE_HOST}/style.png) }</style>`,
  '',
  `<form action="https://${HOSTILE_HOST}/form"><button>raw form button</button></form>`,
  '',
  '[javascript link](javascript:alert(6))',
  '',
  '[mixed-case link](JaVaScRiPt:alert(7))',
  '',
  '[entity link](jav&#x61;script:alert(8))',
  '',
  '[tab link](java&#9;script:alert(9))',
  '',
  '[data link](data:text/html;base64,PHNjcmlwdD5hbGVydCgxMCk8L3NjcmlwdD4=)',
  '',
  '[vbscript link](vbscript:msgbox(11))',
  '',
  '[reference link][evil]',
  '',
  '<javascript:alert(12)>',
  '',
  `![remote tracking pixel](https://${HOSTILE_HOST}/pixel.png)`,
  '',
  '![inline svg image](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMTMpPjwvc3ZnPg==)',
  '',
  `[${HOSTILE_SAFE_LINK.text}](${HOSTILE_SAFE_LINK.href})`,
  '',
  '[evil]: javascript:alert(14)',
].join('\n');
