import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SubscriptionDetail } from '@brainboost/domain/schemas/billing';
import { setUpTestI18n } from '../../../i18n.test-helpers';
import { CurrentPlan } from './current-plan';

beforeAll(setUpTestI18n);

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
const trial = (cancelAtPeriodEnd: boolean): SubscriptionDetail => ({
  id: 's1',
  productId: 'basic',
  tier: 'basic',
  priceId: 'basic_monthly',
  interval: 'monthly',
  amountCents: 999,
  currency: 'usd',
  status: 'trialing',
  currentPeriodEnd: inDays(5),
  trialEnd: inDays(5),
  cancelAtPeriodEnd,
  provider: 'sandbox',
  prepaid: false,
});

const renderPlan = (subscription: SubscriptionDetail) =>
  render(
    <MemoryRouter>
      <CurrentPlan subscription={subscription} />
    </MemoryRouter>,
  );

describe('a trial on Manage subscription', () => {
  it('running: says when the first payment is', () => {
    renderPlan(trial(false));
    expect(screen.getByText(/^5 days left in your free trial\. First payment on /)).toBeTruthy();
  });

  it('cancelled: no first payment date, says nothing will be charged', () => {
    renderPlan(trial(true));
    expect(screen.getByText(/^5 days left in your free trial\. It ends on .+ and nothing will be charged\.$/)).toBeTruthy();
    expect(screen.queryByText(/First payment/)).toBeNull();
    expect(screen.queryByText(/charged again/)).toBeNull();
  });
});
