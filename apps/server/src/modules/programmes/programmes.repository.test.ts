import { describe, expect, it } from 'vitest';
import { enrolmentsFromJson, type EnrolmentJson } from './programmes.repository.js';

const enrolment = (id: string, enrolledAt: string, endedAt: string | null): EnrolmentJson => ({
  id,
  user_id: 'learner',
  programme_id: 'baseline-assessment',
  kind: 'baseline',
  status: endedAt ? 'completed' : 'active',
  utc_offset_minutes: 60,
  enrolled_at: enrolledAt,
  ended_at: endedAt,
});

describe('enrolments read back from JSON', () => {
  it('turns PostgreSQL’s JSON text of the times into dates', () => {
    const [row] = enrolmentsFromJson([enrolment('a', '2026-11-02T09:30:00.123456+00:00', '2026-11-09T18:00:00+00:00')]);
    expect(row!.enrolled_at).toEqual(new Date('2026-11-02T09:30:00.123Z'));
    expect(row!.ended_at).toEqual(new Date('2026-11-09T18:00:00Z'));
    expect(row).toMatchObject({ id: 'a', user_id: 'learner', kind: 'baseline', status: 'completed', utc_offset_minutes: 60 });
  });

  it('keeps an open enrolment without an end', () => {
    expect(enrolmentsFromJson([enrolment('a', '2026-11-02T09:30:00+00:00', null)])[0]!.ended_at).toBeNull();
  });

  it('puts the newest first, in whatever order the aggregate gave them', () => {
    const rows = [
      enrolment('old', '2026-10-01T08:00:00+00:00', '2026-10-08T08:00:00+00:00'),
      enrolment('new', '2026-11-20T08:00:00+00:00', null),
      enrolment('middle', '2026-11-01T08:00:00+00:00', '2026-11-05T08:00:00+00:00'),
    ];
    expect(enrolmentsFromJson(rows).map((row) => row.id)).toEqual(['new', 'middle', 'old']);
  });
});
