import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setUpTestI18n } from '../../../i18n.test-helpers';
import { ApiError } from '../../../lib/api-client';
import { ConversationMode } from './conversation-mode';

const api = vi.hoisted(() => ({ translate: vi.fn(), saveTranscript: vi.fn() }));
vi.mock('../api/translator-api', () => ({ translate: api.translate, saveTranscript: api.saveTranscript }));

beforeAll(setUpTestI18n);
afterEach(() => Object.values(api).forEach((fn) => fn.mockReset()));

const answer = (translation: string, engine = 'apertium') => ({
  translation,
  engine,
  approximate: engine === 'apertium',
  sourceReading: null,
  translationReading: null,
  phraseId: null,
});

const renderConversation = () =>
  render(
    <MemoryRouter>
      <ConversationMode pair={{ from: 'en', to: 'es' }} />
    </MemoryRouter>,
  );

describe('conversation mode', () => {
  it('translates each lane into the other’s language, turn by turn, and shows each side what the other said', async () => {
    api.translate.mockResolvedValueOnce(answer('¡Gracias!', 'phrasebook')).mockResolvedValueOnce(answer('The dog eats.'));
    renderConversation();
    const laneA = screen.getByTestId('lane-a');
    const laneB = screen.getByTestId('lane-b');
    fireEvent.change(within(laneA).getByLabelText('Your turn in English'), { target: { value: 'Thank you!' } });
    fireEvent.submit(within(laneA).getByLabelText('Your turn in English').closest('form')!);
    expect(await within(laneB).findByText('¡Gracias!')).toBeTruthy();
    expect(api.translate).toHaveBeenLastCalledWith({ text: 'Thank you!', from: 'en', to: 'es' });
    expect((within(laneA).getByLabelText('Your turn in English') as HTMLInputElement).value).toBe('');

    fireEvent.change(within(laneB).getByLabelText('Your turn in Spanish'), { target: { value: 'El perro come.' } });
    fireEvent.submit(within(laneB).getByLabelText('Your turn in Spanish').closest('form')!);
    expect(await within(laneA).findByText('The dog eats.')).toBeTruthy();
    expect(api.translate).toHaveBeenLastCalledWith({ text: 'El perro come.', from: 'es', to: 'en' });
    const turns = within(screen.getByTestId('transcript')).getAllByRole('listitem');
    expect(turns.map((t) => t.textContent)).toEqual([expect.stringContaining('Thank you!'), expect.stringContaining('El perro come.')]);
  });

  it('keeps the text and says what to do when the translation fails, adding no turn', async () => {
    api.translate.mockRejectedValueOnce(new ApiError(502, 'TRANSLATOR_FAILED', 'Translation error. Your text is still here.'));
    renderConversation();
    const laneA = screen.getByTestId('lane-a');
    const field = within(laneA).getByLabelText('Your turn in English') as HTMLInputElement;
    fireEvent.change(field, { target: { value: 'Good luck with the exam' } });
    fireEvent.submit(field.closest('form')!);
    expect((await within(laneA).findByRole('alert')).textContent).toBe('Translation error. Your text is still here.');
    expect(field.value).toBe('Good luck with the exam');
    expect(screen.queryByTestId('transcript')).toBeNull();
    expect((screen.getByRole('button', { name: 'Save transcript' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
