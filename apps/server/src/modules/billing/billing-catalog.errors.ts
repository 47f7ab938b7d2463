import type { BuildProblem } from '@brainboost/domain/billing/plan-builder';
import { AppError } from '../../plugins/app-error.js';

/** Errors of add-ons, one-time products and several-item checkouts; messages are keys of the `catalog` group in errors.json. */
export const catalogErrors = {
  singleItemOnly: () => new AppError('CATALOG_SINGLE_ITEM_ONLY', 409, 'catalog.singleItemOnly'),
  unknownMethod: () => new AppError('CATALOG_UNKNOWN_METHOD', 400, 'catalog.unknownMethod', { method: 'catalog.unknownMethod' }),
  needsPlan: () => new AppError('CATALOG_NEEDS_PLAN', 409, 'catalog.needsPlan'),
  included: () => new AppError('CATALOG_INCLUDED', 409, 'catalog.included'),
  alreadyOwned: () => new AppError('CATALOG_ALREADY_OWNED', 409, 'catalog.alreadyOwned'),
  addOnNotFound: () => new AppError('CATALOG_ADD_ON_NOT_FOUND', 404, 'catalog.addOnNotFound'),
  bundled: () => new AppError('CATALOG_BUNDLED', 409, 'catalog.bundled'),
  cycleWithAddOns: () => new AppError('CATALOG_CYCLE_WITH_ADD_ONS', 409, 'catalog.cycleWithAddOns'),
  build: (problem: BuildProblem) => {
    const keys: Record<BuildProblem, string> = {
      extras_need_plan: 'catalog.extrasNeedPlan',
      plan_as_extra: 'catalog.planAsExtra',
      duplicate: 'catalog.duplicateItem',
      interval_mismatch: 'catalog.intervalMismatch',
      currency_mismatch: 'catalog.currencyMismatch',
      too_many: 'catalog.tooManyItems',
    };
    return new AppError('CATALOG_INVALID_BUILD', 400, keys[problem], { extraPriceIds: keys[problem] });
  },
};
