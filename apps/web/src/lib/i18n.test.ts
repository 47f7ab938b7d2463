import i18n from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setUpI18n } from './i18n';

describe('interface language set-up', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('loads bundles over HTTP, logs a missing key and shows the key itself', async () => {
    localStorage.setItem('i18nextLng', 'es');
    const fetchMock = vi.fn(
      async (url: string) => new Response(JSON.stringify(url.includes('/common.json') ? { loading: 'Cargando...' } : {}), { status: 200 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await setUpI18n();
    expect(i18n.resolvedLanguage).toBe('es');
    expect(fetchMock).toHaveBeenCalledWith('/locales/es/common.json', expect.anything());
    expect(i18n.t('loading')).toBe('Cargando...');
    expect(i18n.t('does.not.exist')).toBe('does.not.exist');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('common:does.not.exist'));
  });

  it('remembers a language the visitor picks', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 200 })),
    );
    await i18n.changeLanguage('zh-Hant');
    expect(localStorage.getItem('i18nextLng')).toBe('zh-Hant');
    expect(document.documentElement.lang).toBe('zh-Hant');
  });

  it('retries a failing bundle with growing delays', async () => {
    vi.useFakeTimers();
    let calls = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => (++calls < 3 ? new Response('', { status: 503 }) : new Response('{"loading":"Loading..."}', { status: 200 }))),
    );
    const loaded = i18n.reloadResources(['en'], ['common']);
    await vi.advanceTimersByTimeAsync(350 + 700 + 10);
    await loaded;
    vi.useRealTimers();
    expect(calls).toBe(3);
  });
});
