import '../cjk-fonts.css';
import { ArrowLeft, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PhrasebookLanguage } from '@brainboost/domain/translator/phrasebook';
import { FormAlert } from '../../../components/forms/form-alert';
import { LoadingFallback } from '../../../components/loading-fallback';
import { PageHero } from '../../../components/page-hero';
import { RequireSignIn } from '../../../components/require-sign-in';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useTranslatorStatus } from '../api/translator-api';
import { ConversationMode } from '../components/conversation-mode';
import { LanguagePairPicker, type LanguagePair } from '../components/language-pair-picker';
import { pairLabels } from '../components/pair-labels';
import { PhrasebookBrowser } from '../components/phrasebook-browser';
import { SavedTranscripts } from '../components/saved-transcripts';
import { TranslatePanel } from '../components/translate-panel';
import { TranslatorUpgrade } from '../components/translator-upgrade';

const modes = ['translate', 'conversation', 'phrasebook', 'saved'] as const;
type Mode = (typeof modes)[number];

/** The pair the interface language suggests: from it to English, or English to Spanish for English speakers. */
function initialPair(interfaceLanguage: string | undefined): LanguagePair {
  const own = (['es', 'fr', 'it', 'zh-Hans', 'zh-Hant', 'yue'] as PhrasebookLanguage[]).find((l) => l === interfaceLanguage);
  return own ? { from: own, to: 'en' } : { from: 'en', to: 'es' };
}

function Translator() {
  const { t, i18n } = useTranslation('voiceTranslator');
  const status = useTranslatorStatus();
  const [pair, setPair] = useState<LanguagePair>(() => initialPair(i18n.resolvedLanguage));
  const [mode, setMode] = useState<Mode>('translate');
  const [picked, setPicked] = useState<{ text: string; key: number } | null>(null);

  if (status.isPending) return <LoadingFallback />;
  if (status.isError) return <FormAlert message={t('errors:generic.internal')} />;
  const { access, engine, approximate, pairs, languages } = status.data;
  if (access === 'upgrade') return <TranslatorUpgrade />;
  if (access === 'parent-permission')
    return (
      <section
        className="flex gap-3 rounded-2xl border border-[var(--border)] bg-[var(--card)] p-6"
        data-testid="translator-parent-permission"
      >
        <ShieldCheck className="size-6 shrink-0 text-brand-700 dark:text-brand-200" aria-hidden="true" />
        <div>
          <h2 className="text-lg font-semibold">{t('parentPermission.title')}</h2>
          <p>{t('errors:voice.parentPermissionRequired')}</p>
          <p className="mt-2 text-sm text-[var(--fg-muted)]">{t('parentPermission.body')}</p>
        </div>
      </section>
    );

  const pick = (text: string) => {
    setPicked({ text, key: Date.now() });
    setMode('translate');
  };
  const name = (l: PhrasebookLanguage) => t(`languages.${l}`);
  return (
    <div className="flex flex-col gap-6">
      <div className="rounded-2xl border border-[var(--border)] bg-[var(--card)] p-4 shadow-sm sm:p-6">
        <LanguagePairPicker languages={languages} pair={pair} onChange={setPair} />
        <p className="mt-3 text-sm text-[var(--fg-muted)]" data-testid="engine-coverage">
          {engine === null
            ? t('coverage.phrasebookOnly')
            : pairs === 'all'
              ? t('coverage.all', { engine: t(`engine.names.${engine}`) })
              : t(approximate ? 'coverage.pairsApproximate' : 'coverage.pairs', {
                  engine: t(`engine.names.${engine}`),
                  pairs: pairLabels(pairs, name).join(', ') || t('coverage.none'),
                })}
        </p>
      </div>
      <div role="tablist" aria-label={t('modes.label')} className="flex flex-wrap gap-2 border-b border-[var(--border)]">
        {modes.map((m) => (
          <button
            key={m}
            id={`translator-tab-${m}`}
            type="button"
            role="tab"
            aria-selected={mode === m}
            aria-controls={`translator-panel-${m}`}
            onClick={() => setMode(m)}
            className="-mb-px border-b-2 border-transparent px-3 py-2 text-sm font-semibold text-[var(--fg-muted)] hover:text-[var(--fg)] aria-selected:border-brand-600 aria-selected:text-brand-700 dark:aria-selected:text-brand-200"
          >
            {t(`modes.${m}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`translator-panel-${mode}`} aria-labelledby={`translator-tab-${mode}`}>
        {mode === 'translate' && <TranslatePanel pair={pair} picked={picked} />}
        {mode === 'conversation' && <ConversationMode pair={pair} />}
        {mode === 'phrasebook' && <PhrasebookBrowser pair={pair} onPick={pick} />}
        {mode === 'saved' && <SavedTranscripts />}
      </div>
    </div>
  );
}

/** /language-learning/translator: the voice translator (ultimate), linked from the language-learning hub. */
export function TranslatorPage() {
  const { t } = useTranslation('voiceTranslator');
  useDocumentTitle(t('title'));
  return (
    <>
      <PageHero eyebrow={t('eyebrow')} title={t('title')} lead={t('lead')} />
      <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-10 sm:px-6">
        <Link
          to="/language-learning"
          className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 underline dark:text-brand-200"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          {t('back')}
        </Link>
        <RequireSignIn>
          <Translator />
        </RequireSignIn>
      </div>
    </>
  );
}
