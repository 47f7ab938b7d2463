import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckCircle2, XCircle } from 'lucide-react';
import { lociList, lociStimulus } from '@brainboost/domain/cognitive/loci';
import { recallWords, sameAnswer } from '@brainboost/domain/cognitive/recall-words';
import type { AttemptTrial } from '@brainboost/domain/cognitive/attempt-trial';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { LevelledRoundOutcome } from '../components/levelled-round-outcome';
import { lociDelayMs, lociPlaces, lociSource, minStudyMs } from '../tasks/loci-route';
import { useAttemptSaver } from './use-attempt-saver';

type Phase =
  { kind: 'lesson' } | { kind: 'study'; index: number } | { kind: 'delay'; until: number } | { kind: 'recall' } | { kind: 'done' };

/**
 * Method of loci: a short lesson on the route, then one word at each place, a break, and the words
 * typed back place by place. Each word is a trial: when it was shown, and what was typed at its place.
 */
export function LociRunner({ initialLevel }: { initialLevel: number }) {
  const { t, i18n } = useTranslation('cognitiveTasks');
  const [level, setLevel] = useState(initialLevel);
  const [phase, setPhase] = useState<Phase>({ kind: 'lesson' });
  const [canGoOn, setCanGoOn] = useState(false);
  const [now, setNow] = useState(() => Date.now());
  const [typed, setTyped] = useState<string[]>([]);
  const saver = useAttemptSaver('method-of-loci');
  const run = useRef<{
    startedAt: Date;
    start: number;
    indices: number[];
    onsets: number[];
    language: ReturnType<typeof lociSource>;
  } | null>(null);
  const places = lociPlaces.slice(0, level);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const begin = () => {
    const source = lociSource(i18n.resolvedLanguage);
    run.current = {
      startedAt: new Date(),
      start: performance.now(),
      indices: lociList(source.language, source.band, level),
      onsets: [],
      language: source,
    };
    setTyped(Array(level).fill(''));
    setPhase({ kind: 'study', index: 0 });
  };

  // A word is shown for at least minStudyMs before the learner can go on; its onset is when it was painted.
  useEffect(() => {
    if (phase.kind !== 'study' || !run.current) return;
    const r = run.current;
    r.onsets[phase.index] = Math.round(performance.now() - r.start);
    setCanGoOn(false);
    const timer = window.setTimeout(() => setCanGoOn(true), minStudyMs);
    headingRef.current?.focus();
    return () => window.clearTimeout(timer);
  }, [phase]);

  useEffect(() => {
    if (phase.kind !== 'delay') return;
    const tick = window.setInterval(() => {
      setNow(Date.now());
      if (Date.now() >= phase.until) setPhase({ kind: 'recall' });
    }, 250);
    return () => window.clearInterval(tick);
  }, [phase]);

  useEffect(() => {
    if (phase.kind === 'recall' || phase.kind === 'delay') headingRef.current?.focus();
  }, [phase.kind]);

  const next = () => {
    if (phase.kind !== 'study') return;
    if (phase.index + 1 < level) setPhase({ kind: 'study', index: phase.index + 1 });
    else {
      setNow(Date.now());
      setPhase({ kind: 'delay', until: Date.now() + lociDelayMs });
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const r = run.current!;
    const recalledAt = performance.now() - r.start;
    const trials: AttemptTrial[] = r.indices.map((index, i) => {
      const answer = typed[i]!.trim().slice(0, 40);
      return {
        stimulus: lociStimulus(r.language.language, r.language.band, index),
        response: answer || null,
        rtMs: answer ? Math.round(recalledAt - r.onsets[i]!) : null,
        onsetMs: r.onsets[i]!,
      };
    });
    setPhase({ kind: 'done' });
    void saver.save(level, r.startedAt, trials);
  };

  const wordOf = (i: number) => {
    const r = run.current!;
    return recallWords[r.language.language][r.language.band][r.indices[i]!]!;
  };

  if (phase.kind === 'lesson') {
    return (
      <section className="flex flex-col gap-4" aria-labelledby="loci-lesson">
        <h2 id="loci-lesson" className="text-xl font-semibold">
          {t('methodOfLoci.lesson.title')}
        </h2>
        <ol className="flex list-decimal flex-col gap-2 pl-5">
          <li>{t('methodOfLoci.lesson.step1')}</li>
          <li>{t('methodOfLoci.lesson.step2')}</li>
          <li>{t('methodOfLoci.lesson.step3')}</li>
        </ol>
        <div className="rounded-xl border border-[var(--border)] p-4">
          <h3 className="font-semibold">{t('methodOfLoci.routeTitle', { count: level })}</h3>
          <ol className="mt-2 flex flex-wrap gap-2" data-testid="loci-route">
            {places.map((place, i) => (
              <li key={place} className="rounded-full bg-brand-50 px-3 py-1 text-sm dark:bg-brand-800/40">
                {i + 1}. {t(`methodOfLoci.places.${place}`)}
              </li>
            ))}
          </ol>
        </div>
        <div>
          <Button onClick={begin}>{t('methodOfLoci.start')}</Button>
        </div>
      </section>
    );
  }

  if (phase.kind === 'study') {
    return (
      <section className="flex flex-col items-center gap-4 rounded-2xl border border-[var(--border)] p-8 text-center" aria-live="polite">
        <h2 ref={headingRef} tabIndex={-1} className="text-sm font-medium text-[var(--fg-muted)] outline-none">
          {t('methodOfLoci.studyPrompt', { n: phase.index + 1, total: level, place: t(`methodOfLoci.places.${places[phase.index]}`) })}
        </h2>
        <p className="text-5xl font-bold" data-testid="loci-word">
          {wordOf(phase.index)}
        </p>
        <p className="text-[var(--fg-muted)]">{t('methodOfLoci.studyHint', { place: t(`methodOfLoci.places.${places[phase.index]}`) })}</p>
        <Button onClick={next} disabled={!canGoOn}>
          {phase.index + 1 < level ? t('methodOfLoci.next') : t('methodOfLoci.lastWord')}
        </Button>
      </section>
    );
  }

  if (phase.kind === 'delay') {
    const seconds = Math.max(0, Math.ceil((phase.until - now) / 1000));
    return (
      <section className="flex flex-col items-center gap-3 rounded-2xl border border-[var(--border)] p-8 text-center">
        <h2 ref={headingRef} tabIndex={-1} className="text-xl font-semibold outline-none">
          {t('methodOfLoci.delayTitle')}
        </h2>
        <p role="timer" aria-live="off" className="text-4xl font-bold tabular-nums" data-testid="loci-countdown">
          {seconds}
        </p>
        <p className="text-[var(--fg-muted)]">{t('methodOfLoci.delayBody')}</p>
      </section>
    );
  }

  if (phase.kind === 'recall') {
    return (
      <form className="flex flex-col gap-4" onSubmit={submit} aria-labelledby="loci-recall">
        <h2 id="loci-recall" ref={headingRef} tabIndex={-1} className="text-xl font-semibold outline-none">
          {t('methodOfLoci.recallTitle')}
        </h2>
        <p className="text-[var(--fg-muted)]">{t('methodOfLoci.recallHint')}</p>
        <div className="grid gap-3 sm:grid-cols-2">
          {places.map((place, i) => (
            <Field key={place} label={t('methodOfLoci.recallLabel', { n: i + 1, place: t(`methodOfLoci.places.${place}`) })}>
              {(props) => (
                <Input
                  {...props}
                  autoComplete="off"
                  maxLength={40}
                  value={typed[i] ?? ''}
                  onChange={(e) => setTyped((all) => all.map((v, k) => (k === i ? e.target.value : v)))}
                  data-testid={`loci-answer-${i}`}
                />
              )}
            </Field>
          ))}
        </div>
        <div>
          <Button type="submit">{t('methodOfLoci.submit')}</Button>
        </div>
      </form>
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <LevelledRoundOutcome saver={saver} setLevel={setLevel} restart={() => setPhase({ kind: 'lesson' })} />
      {saver.state.status === 'saved' && run.current && (
        <section aria-labelledby="loci-review" className="rounded-xl border border-[var(--border)] p-4">
          <h3 id="loci-review" className="font-semibold">
            {t('methodOfLoci.reviewTitle')}
          </h3>
          <ol className="mt-2 grid gap-1 sm:grid-cols-2" data-testid="loci-review">
            {places.map((place, i) => (
              <li key={place} className="flex items-start gap-2">
                {sameAnswer(typed[i] ?? null, wordOf(i)) ? (
                  <>
                    <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-emerald-700 dark:text-emerald-300" aria-hidden="true" />
                    <span className="sr-only">{t('methodOfLoci.inPlace')}</span>
                  </>
                ) : (
                  <>
                    <XCircle className="mt-0.5 size-4 shrink-0 text-red-700 dark:text-red-300" aria-hidden="true" />
                    <span className="sr-only">{t('methodOfLoci.notInPlace')}</span>
                  </>
                )}
                <span>
                  {i + 1}. {t(`methodOfLoci.places.${place}`)}: <strong>{wordOf(i)}</strong>
                  {typed[i]?.trim() ? ` — ${t('methodOfLoci.youWrote', { answer: typed[i]!.trim() })}` : ''}
                </span>
              </li>
            ))}
          </ol>
        </section>
      )}
    </div>
  );
}
