import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GradeBand } from '@brainboost/domain/school/grade-band';
import type { TutorMessage } from '@brainboost/domain/schemas/tutor';
import type { TutorSubject } from '@brainboost/domain/tutor/tutor-subjects';
import { FormAlert } from '../../../components/forms/form-alert';
import { ApiError } from '../../../lib/api-client';
import { askQuestionStreamed } from '../api/ask-stream';
import { refreshTutor, useTutorUsage } from '../api/tutor-api';
import { ConversationThread } from './conversation-thread';
import { DraftAnswer } from './draft-answer';
import { QuestionForm } from './question-form';
import { UsageNote } from './usage-note';

type Props = {
  conversationId: string | null;
  history: TutorMessage[];
  onConversation: (id: string) => void;
  subject?: TutorSubject | undefined;
  initialQuestion?: string | undefined;
};

/** Ask a question (in a new or an existing conversation) and walk through the reply. */
export function AskPanel({ conversationId, history, onConversation, subject, initialQuestion }: Props) {
  const { t } = useTranslation('homework');
  const usage = useTutorUsage();
  const [band, setBand] = useState<GradeBand>(history.at(-1)?.gradeBand ?? 'middle');
  const [added, setAdded] = useState<TutorMessage[]>([]);
  const [busy, setBusy] = useState(false);
  // The question being answered and the model's words so far (streamed); replaced by the checked answer.
  const [pending, setPending] = useState<{ question: string; text: string } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const ask = async (question: string) => {
    setBusy(true);
    setFailure(null);
    setPending({ question, text: '' });
    try {
      const input = { question, gradeBand: band, ...(conversationId ? { conversationId } : {}), ...(subject ? { subject } : {}) };
      const result = await askQuestionStreamed(input, (text) => setPending((draft) => draft && { ...draft, text: draft.text + text }));
      setAdded((list) => [...list, result.question, result.reply]);
      onConversation(result.conversationId);
      void refreshTutor();
      return true;
    } catch (err) {
      // Quota and validation messages come translated from the server; anything else is the spec's text.
      // A picture that could not be drawn has its own message: "Could not generate image. Please try again."
      if (err instanceof ApiError && err.code === 'DIAGRAM_FAILED') setFailure(t('errors:diagrams.couldNotGenerate'));
      else
        setFailure(err instanceof ApiError && (err.status === 429 || err.status === 400) ? err.message : t('errors:tutor.couldNotProcess'));
      void refreshTutor();
      return false;
    } finally {
      setPending(null);
      setBusy(false);
    }
  };
  const messages = [...history.filter((m) => !added.some((a) => a.id === m.id)), ...added];
  return (
    <div className="flex flex-col gap-6">
      {messages.length > 0 && <ConversationThread messages={messages} revealHistory />}
      {pending && <DraftAnswer question={pending.question} text={pending.text} />}
      {usage.data && <UsageNote usage={usage.data} />}
      {failure && <FormAlert message={failure} />}
      <QuestionForm
        initialQuestion={initialQuestion}
        disabled={usage.data?.remaining === 0}
        busy={busy}
        gradeBand={band}
        onGradeBandChange={setBand}
        onAsk={ask}
      />
    </div>
  );
}
