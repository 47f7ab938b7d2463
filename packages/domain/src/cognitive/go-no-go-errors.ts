export type GoNoGoTrial = { go: boolean; responded: boolean };

/**
 * Go/no-go errors: a commission is a response on a no-go trial (failed inhibition), an omission
 * is no response on a go trial (missed target). Rates are per trial of that kind (null if none).
 */
export function goNoGoErrors(trials: readonly GoNoGoTrial[]) {
  const go = trials.filter((t) => t.go);
  const noGo = trials.filter((t) => !t.go);
  const commissions = noGo.filter((t) => t.responded).length;
  const omissions = go.filter((t) => !t.responded).length;
  return {
    commissions,
    omissions,
    commissionRate: noGo.length ? commissions / noGo.length : null,
    omissionRate: go.length ? omissions / go.length : null,
  };
}
