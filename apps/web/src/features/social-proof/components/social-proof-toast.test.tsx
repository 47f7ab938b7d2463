import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setUpTestI18n } from '../../../i18n.test-helpers';
import { SocialProofToast } from './social-proof-toast';

/** A stand-in for the browser's EventSource: the test pushes what the server would send. */
class FakeEventSource {
  static open: FakeEventSource[] = [];
  listeners = new Map<string, (event: MessageEvent<string>) => void>();
  closed = false;
  constructor(readonly url: string) {
    FakeEventSource.open.push(this);
  }
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, listener);
  }
  close() {
    this.closed = true;
  }
  push(data: string) {
    act(() => this.listeners.get('subscription')?.(new MessageEvent('subscription', { data })));
  }
}

beforeAll(setUpTestI18n);
beforeEach(() => {
  FakeEventSource.open = [];
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <SocialProofToast />
    </MemoryRouter>,
  );

describe('SocialProofToast', () => {
  it('shows nothing until the server announces a subscription, then "New {tier} subscription!" for 5 s', () => {
    renderAt('/about');
    const [source] = FakeEventSource.open;
    expect(source?.url).toBe('/api/social-proof/stream');
    expect(screen.queryByTestId('social-proof-toast')).toBeNull();
    source!.push('{"tier":"premium"}');
    expect(screen.getByTestId('social-proof-toast')).toHaveTextContent('New Premium subscription!');
    act(() => vi.advanceTimersByTime(4900));
    expect(screen.queryByTestId('social-proof-toast')).not.toBeNull();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByTestId('social-proof-toast')).toBeNull();
  });

  it('shows at most one toast per 30 s in a burst, and ignores anything that is not a tier', () => {
    renderAt('/');
    const source = FakeEventSource.open[0]!;
    source.push('{"tier":"gold"}');
    source.push('not json');
    expect(screen.queryByTestId('social-proof-toast')).toBeNull();
    source.push('{"tier":"basic"}');
    act(() => vi.advanceTimersByTime(6000));
    source.push('{"tier":"ultimate"}');
    expect(screen.queryByTestId('social-proof-toast')).toBeNull();
    act(() => vi.advanceTimersByTime(25_000));
    source.push('{"tier":"ultimate"}');
    expect(screen.getByTestId('social-proof-toast')).toHaveTextContent('New Ultimate subscription!');
  });

  it('never listens on payment or checkout pages', () => {
    renderAt('/payment-processing');
    renderAt('/checkout/success');
    expect(FakeEventSource.open).toEqual([]);
  });
});
