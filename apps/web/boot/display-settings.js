// Runs before first paint: applies theme and text size (so a dark-mode user never sees a white
// flash) and starts downloading the interface-language bundles the first screen needs, instead of
// waiting for the app's JavaScript to ask for them. Inlined into index.html at build time (vite.config.ts); the server allows it by its hash.
// Language matching mirrors packages/domain/src/i18n/locales.ts.
(function () {
  var root = document.documentElement;
  try {
    var stored = JSON.parse(localStorage.getItem('brainboost-settings') || '{}');
    var theme = localStorage.getItem('vite-ui-theme') || 'system';
    var dark = theme === 'dark' || (theme === 'system' && window.matchMedia('(prefers-color-scheme: dark)').matches);
    root.classList.toggle('dark', dark);
    var size = stored.display && stored.display.fontSize;
    if (size === 'small' || size === 'large') root.style.fontSize = size === 'small' ? '14px' : '18px';
  } catch {
    /* settings are applied again once the app starts */
  }

  var supported = ['en', 'es', 'zh-Hans', 'zh-Hant', 'yue', 'fr', 'it'];
  function match(tag) {
    if (!tag) return null;
    var lower = String(tag).toLowerCase().replace('_', '-');
    for (var i = 0; i < supported.length; i++) if (supported[i].toLowerCase() === lower) return supported[i];
    if (lower === 'yue' || lower.indexOf('yue-') === 0 || lower === 'zh-yue') return 'yue';
    if (lower.indexOf('zh') === 0) return /(-hant|-tw|-hk|-mo)/.test(lower) ? 'zh-Hant' : 'zh-Hans';
    var primary = lower.split('-')[0];
    return supported.indexOf(primary) >= 0 ? primary : null;
  }
  var lng = null;
  try {
    lng = match(localStorage.getItem('i18nextLng'));
  } catch {
    /* no storage */
  }
  var langs = navigator.languages || [navigator.language];
  for (var j = 0; !lng && j < langs.length; j++) lng = match(langs[j]);
  lng = lng || 'en';
  root.lang = lng;

  // The texts of the first screen, one file per page (app/first-screen-namespaces.ts holds the
  // same map; the build merges the namespaces into locales/<language>/first-screen/<bundle>.json).
  var firstScreenPages = { '/': 'home', '/login': 'login', '/pricing': 'pricing', '/subscription': 'pricing' };
  var texts = document.createElement('link');
  texts.rel = 'preload';
  texts.as = 'fetch';
  texts.crossOrigin = 'anonymous';
  texts.href = '/locales/' + lng + '/first-screen/' + (firstScreenPages[location.pathname] || 'core') + '.json';
  document.head.appendChild(texts);

  // A page of prices: the first currency formatter a page builds costs tens of milliseconds on a
  // phone (the browser loads its number data once), so build one now, while the page's code is
  // still downloading, instead of in the middle of drawing the price table.
  if (firstScreenPages[location.pathname] === 'pricing') {
    setTimeout(function () {
      try {
        new Intl.NumberFormat(lng, { style: 'currency', currency: 'USD' }).format(0);
      } catch {
        /* formatting works without the head start */
      }
    }, 0);
  }

  // Filled in by the build (vite.config.ts): the code of lazy pages often opened first.
  var pageChunks = {};
  var chunks = pageChunks[location.pathname] || [];
  for (var c = 0; c < chunks.length; c++) {
    var preload = document.createElement('link');
    preload.rel = 'modulepreload';
    preload.href = chunks[c];
    document.head.appendChild(preload);
  }
})();
