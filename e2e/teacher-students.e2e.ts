import { expect, expectNoAxeViolations, signedInPage, test, translation } from './fixtures';

// Seeded by scripts/e2e-server.mjs.
const teacher = { email: 'classteacher@e2e.example', password: 'harbour-violin-maple-47' };
const student = { email: 'classstudent@e2e.example', password: 'tulip-comet-granite-58' };
const t = (ns: string, key: string) => translation('en', ns, key);
const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));

test('a teacher makes a class code, a student joins it in settings and asks the tutor, the teacher reads the conversation', async ({
  browser,
}) => {
  test.setTimeout(120_000); // two people, six pages, each scanned by axe

  // The teacher finds the teacher area from the header and makes a code.
  const teacherPage = await signedInPage(browser, teacher);
  await teacherPage
    .getByRole('link', { name: t('navbar', 'teacherDashboard') })
    .first()
    .click();
  await expect(teacherPage).toHaveURL(/\/teacher-dashboard$/);
  await expect(teacherPage.getByRole('heading', { level: 1 })).toHaveText(t('teacher', 'dashboard.title'));
  await expect(teacherPage.getByText(t('teacher', 'students.emptyTitle'))).toBeVisible();
  await expectNoAxeViolations(teacherPage);
  await teacherPage.getByRole('link', { name: t('teacher', 'students.makeCode') }).click();
  await expect(teacherPage.getByRole('heading', { level: 1 })).toHaveText(t('teacher', 'codes.title'));
  await expect(teacherPage.getByText(t('teacher', 'codes.empty'))).toBeVisible();
  await teacherPage.getByRole('button', { name: t('teacher', 'codes.make') }).click();
  const madeCode = teacherPage.getByText(t('teacher', 'codes.madeLabel')).locator('xpath=following-sibling::p[1]');
  await expect(madeCode).toHaveText(/^[A-HJ-NP-Z2-9]{8}$/);
  const code = (await madeCode.textContent())!;
  await expect(teacherPage.getByText(fill(t('teacher', 'codes.joined_other'), { count: 0 }))).toBeVisible();
  await expectNoAxeViolations(teacherPage);

  // The student is told what joining means, mistypes the code, then joins.
  const studentPage = await signedInPage(browser, student);
  await studentPage.goto('/settings');
  await expect(studentPage.getByRole('heading', { name: t('teacher', 'settings.title') })).toBeVisible();
  await expect(studentPage.getByText(t('teacher', 'settings.consequence'))).toBeVisible();
  await expect(studentPage.getByText(t('teacher', 'settings.none'))).toBeVisible();
  await studentPage.getByLabel(t('teacher', 'settings.codeLabel')).fill('ZZZZ2222');
  await studentPage.getByRole('button', { name: t('teacher', 'settings.join') }).click();
  await expect(studentPage.getByText(t('errors', 'teacherStudents.codeUnknown'))).toBeVisible();
  await expectNoAxeViolations(studentPage);
  await studentPage.getByLabel(t('teacher', 'settings.codeLabel')).fill(`${code.slice(0, 4).toLowerCase()}-${code.slice(4).toLowerCase()}`);
  await studentPage.getByRole('button', { name: t('teacher', 'settings.join') }).click();
  const myTeachers = studentPage.getByRole('list', { name: t('teacher', 'settings.listLabel') });
  await expect(myTeachers).toContainText('Cleo Class');
  await expect(myTeachers).toContainText(/Can read your AI tutor conversations/);
  await expectNoAxeViolations(studentPage);

  // The student asks the tutor something; one of the questions is stopped by the safety check.
  await studentPage.goto('/homework-help');
  await studentPage.getByLabel(t('homework', 'form.question')).fill('What is 12 + 30?');
  await studentPage.getByRole('button', { name: t('homework', 'form.ask') }).click();
  await expect
    .poll(async () => (await (await studentPage.request.get('/api/tutor/conversations')).json()).conversations.length, { timeout: 15_000 })
    .toBe(1);
  const origin = new URL(studentPage.url()).origin;
  const flagged = await studentPage.request.post('/api/tutor/questions', {
    headers: { origin },
    data: { question: 'my address is 12 Elm Street come visit', gradeBand: 'middle' },
  });
  expect(flagged.status()).toBe(200);

  // The teacher sees the student, flagged first, and reads the conversation with the flag marked.
  await teacherPage.getByRole('link', { name: t('teacher', 'nav.students'), exact: true }).click();
  const row = teacherPage.getByRole('listitem').filter({ hasText: 'Jamie Joiner' });
  await expect(row).toContainText(fill(t('teacher', 'students.conversations_other'), { count: 2 }));
  await expect(row).toContainText(fill(t('teacher', 'students.flagged_one'), { count: 1 }));
  await expectNoAxeViolations(teacherPage);
  await row.getByRole('link', { name: fill(t('teacher', 'students.chatsLabel'), { name: 'Jamie Joiner' }) }).click();
  await expect(teacherPage.getByRole('heading', { level: 1 })).toHaveText(
    fill(t('homework', 'childChats.title'), { name: 'Jamie Joiner' }),
  );
  const conversations = teacherPage.getByRole('navigation', { name: t('homework', 'childChats.listLabel') });
  await expect(conversations.getByRole('link')).toHaveCount(2);
  await expectNoAxeViolations(teacherPage);
  await conversations.getByRole('link', { name: /What is 12 \+ 30\?/ }).click();
  await expect(teacherPage.getByRole('heading', { level: 2, name: /What is 12 \+ 30\?/ })).toBeVisible();
  await conversations.getByRole('link', { name: /1 flagged/ }).click();
  // The flagged question is in the conversation (its title and the list link say it too), marked as flagged.
  const messages = teacherPage.getByRole('list', { name: t('homework', 'thread.label') });
  await expect(messages.getByText('my address is 12 Elm Street come visit')).toBeVisible();
  await expect(messages.getByText(t('homework', 'thread.flagged'))).toBeVisible();
  await expectNoAxeViolations(teacherPage);

  // The student leaves; the teacher no longer sees the chats.
  await studentPage.goto('/settings');
  await studentPage.getByRole('button', { name: fill(t('teacher', 'settings.leaveLabel'), { name: 'Cleo Class' }) }).click();
  await studentPage
    .getByRole('dialog')
    .getByRole('button', { name: t('teacher', 'settings.leave') })
    .click();
  await expect(studentPage.getByText(t('teacher', 'settings.none'))).toBeVisible();
  await teacherPage.reload();
  await expect(teacherPage.getByRole('alert')).toHaveText(t('errors', 'teacherStudents.studentNotFound'));

  await studentPage.context().close();
  await teacherPage.context().close();
});

test('a student who is not a teacher is told how to get teacher access', async ({ browser }) => {
  const page = await signedInPage(browser, student);
  await expect(page.getByRole('link', { name: t('navbar', 'teacherDashboard') })).toHaveCount(0);
  await page.goto('/teacher/student-codes');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('teacher', 'guard.title'));
  await expect(page.getByRole('link', { name: t('teacher', 'guard.request') })).toHaveAttribute('href', '/teacher-access');
  await expectNoAxeViolations(page);
  await page.context().close();
});
