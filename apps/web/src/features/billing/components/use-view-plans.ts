import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { recordViewPlans } from '../api/catalog-api';

/** The analytics session the page-view tracker keeps for this tab (features do not import each other). */
const analyticsSessionKey = 'brainboost-analytics-session';

/** Records funnel step 1 (view_plans) once per visit of a page listing plans or products. */
export function useViewPlans() {
  const { pathname } = useLocation();
  useEffect(() => {
    let sessionId: string | null = null;
    try {
      sessionId = sessionStorage.getItem(analyticsSessionKey);
    } catch {
      // storage blocked: the visit is not counted
    }
    if (sessionId) void recordViewPlans(sessionId, pathname);
  }, [pathname]);
}
