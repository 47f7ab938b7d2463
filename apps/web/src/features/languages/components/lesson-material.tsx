import { BookOpen, MessagesSquare } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { LanguageCourseId } from '@brainboost/domain/languages/course-content';
import type { CourseReading } from '@brainboost/domain/languages/course-readings';
import type { LessonType } from '@brainboost/domain/schemas/languages';
import { mixedTextStyle } from '../course-language';
import { TargetText } from './target-text';

type Example = { text: string; translation: string; note?: string };
type Table = { caption: string; headers: string[]; rows: string[][] };

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);
const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
const examplesOf = (value: unknown): Example[] =>
  Array.isArray(value)
    ? value.flatMap((e: Record<string, unknown>) =>
        typeof e?.text === 'string' && typeof e.translation === 'string'
          ? [{ text: e.text, translation: e.translation, ...(typeof e.note === 'string' ? { note: e.note } : {}) }]
          : [],
      )
    : [];
const tableOf = (value: unknown): Table | undefined => {
  const table = value as Record<string, unknown> | undefined;
  if (!table || typeof table.caption !== 'string' || !Array.isArray(table.rows)) return undefined;
  return { caption: table.caption, headers: strings(table.headers), rows: table.rows.map(strings) };
};

/**
 * The reading part of a lesson as the unit wrote it: the introduction, the grammar explanation
 * with its table and examples, or the dialogue's scene and which partner plays it.
 */
export function LessonMaterial({
  type,
  material,
  courseId,
  readings,
  showReadings,
}: {
  type: LessonType;
  material: Record<string, unknown>;
  courseId: LanguageCourseId;
  readings: Record<string, CourseReading>;
  showReadings: boolean;
}) {
  const { t } = useTranslation('languagePractice');
  if (type === 'conversation') {
    const scripted = material.mode === 'scripted';
    return (
      <section
        style={mixedTextStyle(courseId)}
        className="flex flex-col gap-3 rounded-2xl border border-[var(--border)] bg-[var(--card)] p-5 shadow-sm"
        data-testid="lesson-material"
      >
        <p className="flex items-center gap-2 text-sm font-semibold text-brand-700 dark:text-brand-200" data-testid="dialogue-mode">
          <MessagesSquare className="size-4" aria-hidden="true" />
          {t(scripted ? 'conversation.scripted' : 'conversation.model')}
        </p>
        <h2 className="text-xl font-semibold">{text(material.scenario)}</h2>
        <p>
          <span className="font-medium">{t('conversation.goal')}</span> {text(material.goal)}
        </p>
        {scripted && <p className="text-sm text-[var(--fg-muted)]">{t('conversation.scriptedHow')}</p>}
      </section>
    );
  }
  const paragraphs = strings(material.paragraphs);
  const table = tableOf(material.table);
  const examples = examplesOf(material.examples);
  const culture = text(material.culture);
  return (
    <section
      style={mixedTextStyle(courseId)}
      className="flex flex-col gap-4 rounded-2xl border border-[var(--border)] bg-[var(--card)] p-5 shadow-sm sm:p-6"
      data-testid="lesson-material"
    >
      <h2 className="flex items-center gap-2 text-xl font-semibold">
        <BookOpen className="size-5 text-brand-700 dark:text-brand-200" aria-hidden="true" />
        {text(material.title) ?? t('material.introduction')}
      </h2>
      {paragraphs.map((p) => (
        <p key={p} className="leading-relaxed">
          {p}
        </p>
      ))}
      {table && (
        <div className="overflow-x-auto">
          <table className="w-full border-collapse text-left text-sm">
            <caption className="mb-2 text-left font-medium">{table.caption}</caption>
            <thead>
              <tr>
                {table.headers.map((h, i) => (
                  <th key={i} scope="col" className="border-b border-[var(--border)] px-2 py-1.5 font-semibold">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.rows.map((row, r) => (
                <tr key={r}>
                  {row.map((cell, c) => (
                    <td key={c} className="border-b border-[var(--border)] px-2 py-1.5">
                      {cell}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {examples.length > 0 && (
        <div className="flex flex-col gap-3">
          <h3 className="font-semibold">{t('material.examples')}</h3>
          <ul className="flex flex-col gap-3">
            {examples.map((example) => (
              <li key={example.text} className="rounded-xl bg-[var(--bg-subtle)] p-3">
                <p className="text-xl">
                  <TargetText courseId={courseId} text={example.text} reading={readings[example.text]} showReadings={showReadings} />
                </p>
                <p className="text-[var(--fg-muted)]">{example.translation}</p>
                {example.note && <p className="mt-1 text-sm">{example.note}</p>}
              </li>
            ))}
          </ul>
        </div>
      )}
      {culture && (
        <aside className="rounded-xl border-l-4 border-accent-600 bg-[var(--bg-subtle)] p-3">
          <p className="text-sm font-semibold">{t('material.culture')}</p>
          <p className="mt-1">{culture}</p>
        </aside>
      )}
    </section>
  );
}
