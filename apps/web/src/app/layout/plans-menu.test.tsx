import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { setUpTestI18n } from '../../i18n.test-helpers';
import { PlansMenu } from './plans-menu';

beforeAll(setUpTestI18n);

describe('PlansMenu', () => {
  it('toggles with the button and closes on Escape, returning focus', async () => {
    render(
      <MemoryRouter>
        <PlansMenu />
      </MemoryRouter>,
    );
    const trigger = screen.getByRole('button', { name: 'Plans & Pricing' });
    expect(screen.queryByRole('link', { name: /Marketplace/ })).toBeNull();
    await userEvent.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: /Build Your Plan/ })).toHaveAttribute('href', '/build-plan');
    await userEvent.keyboard('{Escape}');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).toHaveFocus();
  });
});
