// Applies theme and display settings before first paint, so a dark-mode user never sees a white
// flash. An external file because the Content-Security-Policy forbids inline scripts.
(function () {
  try {
    var root = document.documentElement;
    var stored = JSON.parse(localStorage.getItem('brainboost-settings') || '{}');
    var theme = localStorage.getItem('vite-ui-theme') || 'system';
    var dark = theme === 'dark' || (theme === 'system' && window.matchMedia('(prefers-color-scheme: dark)').matches);
    root.classList.toggle('dark', dark);
    var size = stored.display && stored.display.fontSize;
    if (size === 'small' || size === 'large') root.style.fontSize = size === 'small' ? '14px' : '18px';
    var lang = localStorage.getItem('i18nextLng');
    if (lang) root.lang = lang;
  } catch {
    /* settings are applied again once the app starts */
  }
})();
