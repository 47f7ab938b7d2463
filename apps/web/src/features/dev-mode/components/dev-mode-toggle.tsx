import { Wrench } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { refreshSession } from '../../../stores/session-store';

/** Only a display hint for this badge: the server decides, and grants nothing because of it. */
const flagKey = 'brain-boost-dev-mode';

const readFlag = () => {
  try {
    return localStorage.getItem(flagKey) === 'true';
  } catch {
    return false;
  }
};

/**
 * Development mode switch, in Vite dev builds only (app.tsx loads it behind import.meta.env.DEV, so
 * a production bundle has no path to it). On: the development server signs this browser in as
 * its seeded teacher on ultimate; off: signs out.
 */
export function DevModeToggle() {
  const { t } = useTranslation('devMode');
  const [enabled, setEnabled] = useState(readFlag);
  const [busy, setBusy] = useState(false);

  async function toggle() {
    setBusy(true);
    try {
      await apiRequest('/api/dev/mode', { method: enabled ? 'DELETE' : 'POST' });
      const next = !enabled;
      try {
        if (next) localStorage.setItem(flagKey, 'true');
        else localStorage.removeItem(flagKey);
      } catch {
        // storage unavailable: the badge just won't remember
      }
      setEnabled(next);
      if (next) toast.success(t('enabled'), { description: t('enabledDetail') });
      else toast.info(t('disabled'), { description: t('disabledDetail') });
    } catch {
      toast.error(t('errors:devMode.failed'));
    } finally {
      await refreshSession();
      setBusy(false);
    }
  }

  return (
    <button
      type="button"
      aria-pressed={enabled}
      disabled={busy}
      onClick={() => void toggle()}
      className="fixed bottom-4 left-4 z-50 inline-flex items-center gap-2 rounded-full border border-amber-400 bg-amber-100 px-3 py-1.5 text-sm font-semibold text-amber-950 shadow-md disabled:opacity-60"
    >
      <Wrench className="size-4" aria-hidden="true" />
      {t('badge')} · {enabled ? t('on') : t('off')}
    </button>
  );
}
