// Runs before the app (a blocking classic script in <head>; an external file, so a strict
// Content-Security-Policy without inline scripts allows it). It applies the stored theme and
// colour-blind mode to <html> before the first paint, so the page never flashes the wrong theme,
// and the stored navigation width for the static shell of index.html (public/app-shell.css).
// Keys and values: src/utils/appearance-storage.ts and src/shell/shell-layout.ts (`nav-expanded`).
// The app takes over once it renders.
(function () {
  var root = document.documentElement;
  var stored = null;
  var colourBlind = false;
  var navExpanded = false;
  try {
    stored = window.localStorage.getItem('theme');
    colourBlind = window.localStorage.getItem('colour-blind') === 'true';
    navExpanded = window.localStorage.getItem('nav-expanded') === 'true';
  } catch {
    // Storage unavailable: the defaults (system theme, colour-blind mode off).
  }
  var mode = stored === 'light' || stored === 'dark' ? stored : 'system';
  var dark = mode === 'dark' || (mode === 'system' && window.matchMedia('(prefers-color-scheme: dark)').matches);
  var scheme = dark ? 'dark' : 'light';
  root.setAttribute('data-joy-color-scheme', scheme);
  // Until the app's stylesheet sets it, so the empty page and scrollbars already match.
  root.style.colorScheme = scheme;
  if (colourBlind) root.setAttribute('data-colour-blind', '');
  if (navExpanded) root.setAttribute('data-shell-nav', 'expanded');
})();
