import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setUpTestI18n } from '../../../i18n.test-helpers';
import { toast } from '../../../lib/toast';
import { DevModeToggle } from './dev-mode-toggle';

vi.mock('../../../lib/toast', () => ({ toast: { success: vi.fn(), info: vi.fn(), error: vi.fn() } }));
vi.mock('../../../stores/session-store', () => ({ refreshSession: vi.fn(async () => {}) }));

beforeAll(setUpTestI18n);

describe('DevModeToggle', () => {
  const calls: { method: string; url: string }[] = [];
  beforeEach(() => {
    calls.length = 0;
    localStorage.clear();
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        calls.push({ method: init.method ?? 'GET', url });
        return new Response(JSON.stringify({ enabled: init.method === 'POST' }), { status: 200 });
      }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('asks the server to sign in, then out, with the spec toasts; the flag is only a hint it keeps', async () => {
    render(<DevModeToggle />);
    const button = screen.getByRole('button', { name: /Development mode/ });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'true'));
    expect(calls).toEqual([{ method: 'POST', url: '/api/dev/mode' }]);
    expect(toast.success).toHaveBeenCalledWith('Development Mode Enabled', {
      description: 'Authentication and subscription checks bypassed',
    });
    expect(localStorage.getItem('brain-boost-dev-mode')).toBe('true');

    await waitFor(() => expect(button).not.toBeDisabled());
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'false'));
    expect(calls.at(-1)).toEqual({ method: 'DELETE', url: '/api/dev/mode' });
    expect(toast.info).toHaveBeenCalledWith('Development Mode Disabled', {
      description: 'Authentication and subscription checks restored',
    });
    expect(localStorage.getItem('brain-boost-dev-mode')).toBeNull();
  });

  it('says so when the server has no development mode (404), and stays off', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ error: { code: 'NOT_FOUND', message: 'Not found' } }), { status: 404 })),
    );
    render(<DevModeToggle />);
    const button = screen.getByRole('button', { name: /Development mode/ });
    await userEvent.click(button);
    await waitFor(() => expect(toast.error).toHaveBeenCalled());
    expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(localStorage.getItem('brain-boost-dev-mode')).toBeNull();
  });
});
