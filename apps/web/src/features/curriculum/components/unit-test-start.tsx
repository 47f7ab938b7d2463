import { ClipboardCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { CurriculumBand, CurriculumSubject } from '@brainboost/domain/curriculum/subjects-and-bands';
import { FormAlert } from '../../../components/forms/form-alert';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { randomUuid } from '../../../lib/random-uuid';
import { startUnitTest } from '../api/curriculum-api';

/** Starts a unit practice test, timed or untimed; one key per click, so a retried request starts the same test. */
export function UnitTestStart({ subject, band, unitId }: { subject: CurriculumSubject; band: CurriculumBand; unitId: string }) {
  const { t } = useTranslation('curriculum');
  const navigate = useNavigate();
  const [timed, setTimed] = useState(false);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const start = async () => {
    setBusy(true);
    setError(undefined);
    try {
      const attempt = await startUnitTest(subject, band, unitId, randomUuid(), timed);
      void navigate(`/education/tests/${attempt.attemptId}`);
    } catch (err) {
      setError(err instanceof ApiError ? err.message : t('errors:generic.internal'));
      setBusy(false);
    }
  };
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-4">
        <Button variant="secondary" onClick={() => void start()} disabled={busy}>
          <ClipboardCheck className="size-4" aria-hidden="true" />
          {t('unitTest.start')}
        </Button>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" className="size-4" checked={timed} onChange={(e) => setTimed(e.target.checked)} />
          {t('unitTest.timed')}
        </label>
      </div>
      <FormAlert message={error} />
    </div>
  );
}
