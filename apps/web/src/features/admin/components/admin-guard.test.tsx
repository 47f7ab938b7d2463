import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../../lib/query-client';
import { setUpTestI18n } from '../../../i18n.test-helpers';
import { AdminGuard } from './admin-guard';

beforeAll(setUpTestI18n);
afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
});

function Where() {
  const location = useLocation();
  return <p>at {location.pathname + location.search}</p>;
}

const me = (role: string) => ({ user: { id: 'u1', email: 'a@b.example', name: 'A', emailVerified: true }, access: { access_type: role } });

function renderGuardWith(response: () => Response | Promise<Response>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => response()),
  );
  render(
    <MemoryRouter initialEntries={['/admin/dashboard?tab=roles']}>
      <Routes>
        <Route path="/admin/*" element={<AdminGuard>{(m) => <p>admin area for {m.user.email}</p>}</AdminGuard>} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('AdminGuard (spec section 4)', () => {
  it('shows the loading state while checking', () => {
    renderGuardWith(() => new Promise<Response>(() => {}));
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });

  it('sends a signed-out visitor to /login with the current path to come back to', async () => {
    renderGuardWith(() => new Response(JSON.stringify({ error: { code: 'UNAUTHENTICATED', message: 'Please sign in' } }), { status: 401 }));
    expect(await screen.findByText('at /login?returnTo=%2Fadmin%2Fdashboard%3Ftab%3Droles')).toBeInTheDocument();
  });

  it('sends home on any other failure of the access check', async () => {
    renderGuardWith(() => new Response(JSON.stringify({ error: { code: 'INTERNAL_ERROR', message: 'x' } }), { status: 500 }));
    expect(await screen.findByText('at /')).toBeInTheDocument();
  });

  it.each(['student', 'teacher'])('sends a %s home', async (role) => {
    renderGuardWith(() => new Response(JSON.stringify(me(role)), { status: 200 }));
    expect(await screen.findByText('at /')).toBeInTheDocument();
  });

  it.each(['admin', 'master'])('lets an %s in', async (role) => {
    renderGuardWith(() => new Response(JSON.stringify(me(role)), { status: 200 }));
    expect(await screen.findByText('admin area for a@b.example')).toBeInTheDocument();
  });
});
