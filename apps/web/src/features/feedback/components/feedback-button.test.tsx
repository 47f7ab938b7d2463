import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { setUpTestI18n } from '../../../i18n.test-helpers';
import { FeedbackButton } from './feedback-button';

beforeAll(setUpTestI18n);

const renderAt = (path: string, authenticated: boolean, onOpen = vi.fn()) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <FeedbackButton authenticated={authenticated} onOpen={onOpen} />
    </MemoryRouter>,
  );

describe('FeedbackButton', () => {
  it('shows for a signed-in user and opens the dialog', async () => {
    const onOpen = vi.fn();
    renderAt('/about', true, onOpen);
    await userEvent.click(screen.getByRole('button', { name: 'Feedback' }));
    expect(onOpen).toHaveBeenCalledOnce();
  });

  it.each([
    ['/about', false],
    ['/payment-success', true],
    ['/checkout/cancel', true],
  ])('is absent at %s when signed in is %s', (path, authenticated) => {
    renderAt(path, authenticated);
    expect(screen.queryByRole('button', { name: 'Feedback' })).toBeNull();
  });
});
