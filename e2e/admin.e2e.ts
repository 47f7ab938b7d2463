import { expect, expectNoAxeViolations, signedInPage, submitLogin, test, translation } from './fixtures';

const en = (ns: string, key: string) => translation('en', ns, key);
const admin = { email: 'admin@e2e.example', password: 'copper-orchid-tundra-63' };
const student = { email: 'student@e2e.example', password: 'maple-river-lantern-81' };
const teacher = { email: 'teacher@e2e.example', password: 'granite-meadow-violin-17' };
const riley = { email: 'riley@e2e.example', password: 'saffron-glacier-piano-28' };

test('the admin guard sends visitors to log in and back; an admin gets the dashboard and changes a role', async ({
  visitor: page,
  browser,
}, testInfo) => {
  test.setTimeout(60_000); // two people and two viewports, each scanned by axe
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/login\?returnTo=%2Fadmin%2Fdashboard$/);
  await submitLogin(page, admin);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en('admin', 'dashboard.title'));

  // Spec sidebar; admin pages hide the site footer.
  const sidebar = page.getByRole('navigation', { name: en('admin', 'nav.label') });
  for (const [key, href] of [
    ['dashboard', '/admin/dashboard'],
    ['teacherVerification', '/admin/teacher-verification'],
    ['paymentIssues', '/admin/payment-failures'],
    ['accessCodes', '/admin/access-codes'],
    ['systemCheck', '/admin/system-check'],
    ['returnToSite', '/'],
  ]) {
    await expect(sidebar.getByRole('link', { name: en('admin', `nav.${key}`) })).toHaveAttribute('href', href!);
  }
  await expect(sidebar.getByRole('link', { name: en('admin', 'nav.dashboard') })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByTestId('footer-wrapper')).toHaveCount(0);

  // First panel: real numbers from the seeded accounts.
  await expect(page.getByText(en('admin', 'stats.totalUsers'))).toBeVisible();
  const byRole = page.locator('section').filter({ has: page.getByRole('heading', { name: en('admin', 'stats.byRole') }) });
  await expect(byRole.getByRole('definition').first()).toHaveText(/^\d+$/);
  await expect(page.getByRole('table', { name: en('admin', 'signups.tableCaption') }).getByRole('row')).toHaveCount(31);
  await expect(page.getByTestId('signups-bars').locator('> div')).toHaveCount(30);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath('dashboard-desktop.png'), fullPage: true });

  // Grant the teacher role to a student.
  await page.getByLabel(en('admin', 'users.search')).fill('riley@e2e');
  await page.getByRole('button', { name: en('admin', 'users.searchButton') }).click();
  const roleSelect = page.getByLabel(`Role of ${riley.email}`, { exact: true });
  await expect(roleSelect).toHaveValue('student');
  await roleSelect.selectOption('teacher');
  await page.getByRole('button', { name: `Save role of ${riley.email}` }).click();
  await expect(page.getByText(`${riley.email} is now: ${en('admin', 'roles.teacher')}.`)).toBeVisible();
  await expect(page.getByText(`${admin.email} changed ${riley.email} from Student to Teacher`)).toBeVisible();
  // An admin cannot hand out admin roles, and cannot change their own.
  await expect(page.getByRole('option', { name: en('admin', 'roles.admin') }).first()).toBeDisabled();
  await page.getByLabel(en('admin', 'users.search')).fill(admin.email);
  await page.getByRole('button', { name: en('admin', 'users.searchButton') }).click();
  await expect(page.getByText(en('admin', 'users.you'), { exact: false })).toBeVisible();
  await expect(page.getByLabel(`Role of ${admin.email}`, { exact: true })).toHaveCount(0);

  const rileyPage = await signedInPage(browser, riley);
  await expect(rileyPage.getByRole('definition').filter({ hasText: en('account', 'roles.teacher') })).toBeVisible();
  await rileyPage.context().close();

  // Phone width: the sidebar collapses to icons that keep their names.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en('admin', 'dashboard.title'));
  const teacherLink = sidebar.getByRole('link', { name: en('admin', 'nav.teacherVerification') });
  await expect(teacherLink).toHaveAttribute('title', en('admin', 'nav.teacherVerification'));
  expect((await teacherLink.boundingBox())!.width).toBeLessThan(60);
  await expect(teacherLink.getByText(en('admin', 'nav.teacherVerification'))).toHaveClass(/sr-only/);
  await expectNoAxeViolations(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: testInfo.outputPath('dashboard-phone.png') });

  await teacherLink.click();
  await expect(page).toHaveURL(/\/admin\/teacher-verification$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en('admin', 'teachers.title'));
  // Sidebar pages later issues build land on not-found until then.
  await sidebar.getByRole('link', { name: en('admin', 'nav.paymentIssues') }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en('common', 'notFound.title'));
});

test('students and teachers are sent home from the admin area', async ({ browser }) => {
  for (const account of [student, teacher]) {
    const page = await signedInPage(browser, account);
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/admin/teacher-verification');
    await expect(page).toHaveURL(/\/$/);
    const denied = await page.request.get('/api/admin/stats');
    expect(denied.status()).toBe(403);
    await page.context().close();
  }
});
