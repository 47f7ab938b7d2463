import { render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../../lib/query-client';
import { setUpTestI18n } from '../../../i18n.test-helpers';
import { MailboxPage } from './mailbox-page';

beforeAll(setUpTestI18n);
afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
});

const answer = (status: number, body: unknown) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })),
  );

describe('MailboxPage', () => {
  it('lists messages with their links clickable', async () => {
    answer(200, {
      messages: [
        {
          id: '1',
          channel: 'email',
          recipient: 'a@example.org',
          subject: 'Confirm',
          body: 'Open https://example.org/verify?token=x now',
          createdAt: new Date().toISOString(),
        },
      ],
    });
    render(<MailboxPage notFound={<p>not found screen</p>} />);
    expect(await screen.findByRole('heading', { name: 'Confirm' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'https://example.org/verify?token=x' })).toHaveAttribute(
      'href',
      'https://example.org/verify?token=x',
    );
  });

  it('shows the not-found screen when the server has no mailbox (production)', async () => {
    answer(404, { error: { code: 'NOT_FOUND', message: 'Not found' } });
    render(<MailboxPage notFound={<p>not found screen</p>} />);
    expect(await screen.findByText('not found screen')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Development mailbox' })).toBeNull();
  });
});
