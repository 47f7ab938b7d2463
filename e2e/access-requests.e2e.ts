import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, signedInPage, test, translation } from './fixtures';

const en = (ns: string, key: string) => translation('en', ns, key);
const admin = { email: 'admin@e2e.example', password: 'copper-orchid-tundra-63' };
const vip = { email: 'vip@e2e.example', password: 'walnut-comet-harbor-45' };
const applicant = { email: 'applicant@e2e.example', password: 'quartz-lagoon-meadow-39' };

const statusOf = (page: Page) => page.getByTestId('request-status').getByRole('definition').first();

test('visitors are asked to log in first, and come back', async ({ visitor: page }) => {
  for (const [path, title] of [
    ['/vip-beta', en('access', 'vip.title')],
    ['/teacher-access', en('access', 'teacher.title')],
  ]) {
    await page.goto(path!);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title!);
    await expect(page.getByRole('link', { name: en('access', 'signIn.button') })).toHaveAttribute(
      'href',
      `/login?returnTo=${encodeURIComponent(path!)}`,
    );
    await expectNoAxeViolations(page);
  }
});

test('a beta request and a teacher request, each approved by an administrator', async ({ browser }, testInfo) => {
  test.setTimeout(150_000); // three people, five pages, each scanned by axe: 72 s alone on a quiet machine
  // A student asks for beta access.
  const student = await signedInPage(browser, vip);
  await student.goto('/vip-beta');
  await expect(student.getByRole('heading', { level: 1 })).toHaveText(en('access', 'vip.title'));
  await expect(statusOf(student)).toHaveText(en('access', 'status.none'));
  await expectNoAxeViolations(student);
  await student.getByLabel(en('access', 'vip.note')).fill('x'.repeat(501));
  await student.getByRole('button', { name: en('access', 'vip.submit') }).click();
  await expect(student.getByText(en('errors', 'accessRequests.noteTooLong'))).toBeVisible();
  await student.getByLabel(en('access', 'vip.note')).fill('I would love to try the new maths games.');
  await student.getByRole('button', { name: en('access', 'vip.submit') }).click();
  await expect(statusOf(student)).toHaveText(en('access', 'status.pending'));
  await expect(student.getByRole('button', { name: en('access', 'vip.submit') })).toHaveCount(0);
  await expectNoAxeViolations(student);
  await student.screenshot({ path: testInfo.outputPath('vip-beta.png'), fullPage: true });

  // Another asks for the teacher role; the form explains what is missing.
  const teacherToBe = await signedInPage(browser, applicant);
  await teacherToBe.goto('/teacher-access');
  await expect(teacherToBe.getByText(en('access', 'teacher.verificationLater'))).toBeVisible();
  await teacherToBe.getByRole('button', { name: en('access', 'teacher.submit') }).click();
  await expect(teacherToBe.getByText(en('errors', 'accessRequests.schoolRequired'))).toBeVisible();
  await expect(teacherToBe.getByText(en('errors', 'accessRequests.subjectRequired'))).toBeVisible();
  await expectNoAxeViolations(teacherToBe);
  await teacherToBe.getByLabel(en('access', 'teacher.school')).fill('Riverside Primary');
  await teacherToBe.getByLabel(en('access', 'teacher.subject')).fill('Maths, grade 4');
  await teacherToBe.getByRole('button', { name: en('access', 'teacher.submit') }).click();
  await expect(statusOf(teacherToBe)).toHaveText(en('access', 'status.pending'));

  // The administrator approves both.
  const reviewer = await signedInPage(browser, admin);
  await reviewer.goto('/admin/dashboard');
  const vipCard = reviewer.getByRole('article').filter({ hasText: vip.email });
  await expect(vipCard).toContainText('I would love to try the new maths games.');
  await vipCard.getByLabel(en('admin', 'review.decisionNote')).fill('Enjoy the new games!');
  await vipCard.getByRole('button', { name: en('admin', 'review.approve') }).click();
  await expect(vipCard).toHaveCount(0);
  await reviewer.goto('/admin/teacher-verification');
  await expect(reviewer.getByRole('heading', { level: 1 })).toHaveText(en('admin', 'teachers.title'));
  const teacherCard = reviewer.getByRole('article').filter({ hasText: applicant.email });
  await expect(teacherCard).toContainText('Riverside Primary');
  await expectNoAxeViolations(reviewer);
  await teacherCard.getByRole('button', { name: en('admin', 'review.approve') }).click();
  await expect(teacherCard).toHaveCount(0);
  await expect(reviewer.getByText(en('admin', 'review.recent'))).toBeVisible();

  // Each sees the decision.
  await student.reload();
  await expect(statusOf(student)).toHaveText(en('access', 'status.approved'));
  await expect(student.getByText('Enjoy the new games!')).toBeVisible();
  await expect(student.getByText(en('access', 'vip.explain.approved'))).toBeVisible();
  await expectNoAxeViolations(student);
  await teacherToBe.reload();
  await expect(statusOf(teacherToBe)).toHaveText(en('access', 'status.approved'));
  await teacherToBe.goto('/profile');
  await expect(teacherToBe.getByRole('definition').filter({ hasText: en('account', 'roles.teacher') })).toBeVisible();
  for (const page of [student, teacherToBe, reviewer]) await page.context().close();
});
