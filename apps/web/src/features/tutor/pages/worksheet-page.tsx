import { ArrowLeft, FileText, Sparkles, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { GradeBand } from '@brainboost/domain/school/grade-band';
import type { Worksheet, WorksheetLanguage } from '@brainboost/domain/schemas/worksheet';
import { worksheetRetentionDays } from '@brainboost/domain/worksheet/worksheet-retention';
import { FormAlert } from '../../../components/forms/form-alert';
import { LoadingFallback } from '../../../components/loading-fallback';
import { RequireSignIn } from '../../../components/require-sign-in';
import { Button } from '../../../components/ui/button';
import { useDocumentTitle } from '../../../components/use-document-title';
import { ApiError } from '../../../lib/api-client';
import {
  correctProblem,
  correctText,
  deleteWorksheet,
  refreshWorksheetUsage,
  setWorksheet,
  solveWorksheet,
  uploadWorksheet,
  useWorksheet,
  useWorksheetUsage,
} from '../api/worksheet-api';
import { WorksheetProblemCard } from '../components/worksheet-problem-card';
import { WorksheetProgress } from '../components/worksheet-progress';
import { WorksheetTextEditor } from '../components/worksheet-text-editor';
import { WorksheetUploadForm } from '../components/worksheet-upload-form';
import { WorksheetUsageNote } from '../components/worksheet-usage-note';

const messageOf = (error: unknown, fallback: string) => (error instanceof ApiError ? error.message : fallback);

/** The problems read from a worksheet, to correct and solve. */
function WorksheetResult({ worksheet, onFailure }: { worksheet: Worksheet; onFailure: (message: string) => void }) {
  const { t } = useTranslation('worksheet');
  const solving = worksheet.stage === 'solving';
  const unsolved = worksheet.problems.filter((p) => p.status !== 'solved');
  const solve = async (problemIds?: string[]) => {
    try {
      setWorksheet(await solveWorksheet(worksheet.id, problemIds ? { problemIds } : {}));
    } catch (error) {
      onFailure(messageOf(error, t('errors:tutor.couldNotProcess')));
    }
  };
  const editor = (
    <WorksheetTextEditor
      key={worksheet.text}
      text={worksheet.text}
      locked={solving}
      startOpen={worksheet.problems.length === 0}
      onSubmit={async (text) => {
        try {
          setWorksheet(await correctText(worksheet.id, { text }));
          return null;
        } catch (error) {
          return messageOf(error, t('errors:generic.internal'));
        }
      }}
    />
  );
  if (worksheet.problems.length === 0) {
    return (
      <div className="flex flex-col gap-4">
        <FormAlert tone="error" message={t('result.none')} />
        {editor}
      </div>
    );
  }
  return (
    <section aria-labelledby="worksheet-problems" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="worksheet-problems" className="text-xl font-semibold">
            {t('result.problems', { count: worksheet.problems.length })}
          </h2>
          <p className="text-sm text-[var(--fg-muted)]">{t(`result.method.${worksheet.readMethod ?? 'ocr'}`)}</p>
          <p className="text-sm text-[var(--fg-muted)]">{t('result.check')}</p>
        </div>
        {unsolved.length > 1 && (
          <Button disabled={solving} onClick={() => void solve()}>
            <Sparkles className="size-4" aria-hidden="true" />
            {t('problem.solveAll')}
          </Button>
        )}
      </div>
      <ol className="flex flex-col gap-3">
        {worksheet.problems.map((problem) => (
          <WorksheetProblemCard
            key={problem.id}
            problem={problem}
            gradeBand={worksheet.gradeBand}
            locked={solving}
            onSolve={() => void solve([problem.id])}
            onCorrect={async (text) => {
              try {
                setWorksheet(await correctProblem(worksheet.id, problem.id, { text }));
                return null;
              } catch (error) {
                return messageOf(error, t('errors:generic.internal'));
              }
            }}
          />
        ))}
      </ol>
      {editor}
    </section>
  );
}

function WorksheetSolver() {
  const { t } = useTranslation('worksheet');
  const [params, setParams] = useSearchParams();
  const id = params.get('w');
  const usage = useWorksheetUsage();
  const worksheet = useWorksheet(id);
  const [uploading, setUploading] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const upload = async (file: File, language: WorksheetLanguage, gradeBand: GradeBand) => {
    setFailure(null);
    setUploading(0);
    try {
      const created = await uploadWorksheet(file, { language, gradeBand }, setUploading);
      setWorksheet(created);
      setParams({ w: created.id });
    } catch (error) {
      setFailure(messageOf(error, t('errors:generic.internal')));
    } finally {
      setUploading(null);
      void refreshWorksheetUsage();
    }
  };
  const startOver = () => {
    setFailure(null);
    setParams({});
  };
  const remove = async () => {
    if (!id) return;
    try {
      await deleteWorksheet(id);
      startOver();
    } catch (error) {
      setFailure(messageOf(error, t('errors:generic.internal')));
    }
  };

  const current = worksheet.data;
  const failed = current?.stage === 'failed';
  // A worksheet that could not be read gives its upload back: show the month's count as it now is.
  useEffect(() => {
    if (failed) void refreshWorksheetUsage();
  }, [failed]);
  const progress =
    uploading !== null
      ? { stage: 'upload' as const, done: uploading, total: 1 }
      : current?.stage === 'reading'
        ? { stage: 'reading' as const, ...current.progress }
        : current?.stage === 'solving'
          ? { stage: 'solving' as const, ...current.progress }
          : null;
  return (
    <div className="flex flex-col gap-6">
      {usage.data && <WorksheetUsageNote usage={usage.data} />}
      {failure && <FormAlert message={failure} />}
      {!id && (
        <WorksheetUploadForm
          disabled={!usage.data || usage.data.remaining === 0}
          busy={uploading !== null}
          onUpload={(...args) => void upload(...args)}
        />
      )}
      {progress && <WorksheetProgress stage={progress.stage} done={progress.done} total={progress.total} />}
      {id && worksheet.isPending && <LoadingFallback />}
      {id && worksheet.isError && <FormAlert message={messageOf(worksheet.error, t('errors:worksheet.notFound'))} />}
      {current?.stage === 'failed' && <FormAlert message={t(`errors:${current.failure ?? 'worksheet.readFailed'}`)} />}
      {current && (current.stage === 'ready' || current.stage === 'solving') && (
        <WorksheetResult worksheet={current} onFailure={setFailure} />
      )}
      {id && (
        <div className="flex flex-wrap gap-3">
          <Button variant="secondary" onClick={startOver}>
            <FileText className="size-4" aria-hidden="true" />
            {t('actions.newWorksheet')}
          </Button>
          {current && current.stage !== 'reading' && current.stage !== 'solving' && (
            <Button variant="ghost" onClick={() => void remove()}>
              <Trash2 className="size-4" aria-hidden="true" />
              {t('actions.delete')}
            </Button>
          )}
        </div>
      )}
    </div>
  );
}

/** /homework-help/worksheet: upload a worksheet, check the problems read from it, solve them step by step. */
export function WorksheetPage() {
  const { t } = useTranslation('worksheet');
  useDocumentTitle(t('title'));
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-12 sm:px-6">
      <div>
        <Link
          to="/homework-help"
          className="inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 underline dark:text-brand-300"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          {t('backToHelp')}
        </Link>
        <h1 className="mt-3 text-3xl font-bold tracking-tight">{t('title')}</h1>
        <p className="mt-2 text-[var(--fg-muted)]">{t('description')}</p>
      </div>
      <RequireSignIn>
        <WorksheetSolver />
      </RequireSignIn>
      <div className="flex flex-col gap-1 text-sm text-[var(--fg-muted)]">
        <p>{t('privacy')}</p>
        <p>{t('retention', { days: worksheetRetentionDays })}</p>
      </div>
    </div>
  );
}
