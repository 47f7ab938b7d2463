import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { usePublicConfig } from '../../../lib/public-config';
import { recordPageView } from '../api/record-analytics';
import { loadGa4, sendGa4 } from '../ga4';
import { analyticsSessionId } from '../session-id';

/** Records a page view on every path change (spec), first-party; GA4 too when configured. */
export function PageViewTracker() {
  const { pathname } = useLocation();
  const { i18n } = useTranslation();
  const config = usePublicConfig();
  const previous = useRef<string | null>(null);

  useEffect(() => {
    if (config?.ga4MeasurementId) loadGa4(config.ga4MeasurementId);
  }, [config?.ga4MeasurementId]);

  useEffect(() => {
    if (previous.current === pathname) return;
    const referrer = previous.current ?? (document.referrer || undefined);
    previous.current = pathname;
    void recordPageView({ path: pathname, referrer, locale: i18n.resolvedLanguage, sessionId: analyticsSessionId() });
    sendGa4('page_view', { page_path: pathname });
  }, [pathname, i18n.resolvedLanguage]);

  return null;
}
