import { expect, expectNoAxeViolations, test, translation } from './fixtures';

test('feedback dialog: blank text cannot be sent; real feedback is stored and acknowledged', async ({ visitor: page }) => {
  await page.goto('/about');
  await page.getByRole('button', { name: translation('en', 'footer', 'sendFeedback') }).click();
  const dialog = page.getByRole('dialog', { name: translation('en', 'feedback', 'title') });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('radio', { name: 'Help us improve' })).toHaveAttribute('aria-checked', 'true');
  const send = dialog.getByRole('button', { name: translation('en', 'feedback', 'send') });
  await expect(send).toBeDisabled();
  await dialog.getByLabel(translation('en', 'feedback', 'textLabel')).fill('   \n  ');
  await expect(send).toBeDisabled();
  await expectNoAxeViolations(page);

  await dialog.getByRole('radio', { name: 'Report an issue' }).click();
  await dialog.getByLabel(translation('en', 'feedback', 'textLabel')).fill('The blog dates are in the wrong language.');
  const response = page.waitForResponse((r) => r.url().endsWith('/api/feedback'));
  await send.click();
  const stored = await response;
  expect(stored.status()).toBe(201);
  expect(stored.request().postDataJSON()).toEqual({ type: 'issue', text: 'The blog dates are in the wrong language.', path: '/about' });
  await expect(page.getByText('Thank you for your feedback!')).toBeVisible();
  await expect(dialog).toBeHidden();
});

test('feedback shows the spec failure message when the server refuses', async ({ visitor: page }) => {
  await page.route('**/api/feedback', (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":{"code":"UNAVAILABLE","message":"x"}}' }),
  );
  await page.goto('/');
  await page.getByRole('button', { name: translation('en', 'footer', 'sendFeedback') }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(translation('en', 'feedback', 'textLabel')).fill('Testing a failure');
  await dialog.getByRole('button', { name: translation('en', 'feedback', 'send') }).click();
  await expect(page.getByText('Failed to submit feedback. Please try again.').first()).toBeVisible();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel(translation('en', 'feedback', 'textLabel'))).toHaveValue('Testing a failure');
});

test('contact form: translated errors for bad input, then a stored message with a reference', async ({ visitor: page }) => {
  await page.goto('/contact');
  await page.getByLabel('Language').first().selectOption('fr');
  const t = (key: string) => translation('fr', 'contact', key);
  await page.getByRole('button', { name: t('send') }).click();
  await expect(page.getByText(translation('fr', 'errors', 'contact.nameRequired'))).toBeVisible();
  await expect(page.getByText(translation('fr', 'errors', 'contact.emailInvalid'))).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel(t('name')).fill('Camille Martin');
  await page.getByLabel(t('email')).fill('camille@example.org');
  await page.getByLabel(t('topic')).selectOption('billing');
  await page.getByLabel(t('message')).fill('Bonjour, comment changer de formule annuelle ?');
  await page.getByRole('button', { name: t('send') }).click();
  await expect(page.getByRole('heading', { name: t('sentTitle') })).toBeVisible();
  await expect(page.getByText(/^C-[0-9A-Z]{8}$/)).toBeVisible();
  await expectNoAxeViolations(page);
});

test('enterprise contact: seats validated, quote request stored and acknowledged', async ({ visitor: page }) => {
  await page.goto('/enterprise-contact');
  const t = (key: string) => translation('en', 'contact', key);
  await page.getByLabel(t('name')).fill('Dana Osei');
  await page.getByLabel(t('enterprise.workEmail')).fill('dana@district.example');
  await page.getByLabel(t('enterprise.organization')).fill('Lakeside Unified');
  await page.getByLabel(t('enterprise.organizationType')).selectOption('district');
  await page.getByLabel(t('enterprise.seats')).fill('0');
  await page.getByRole('button', { name: t('enterprise.send') }).click();
  await expect(page.getByText(translation('en', 'errors', 'enterprise.seatsInvalid'))).toBeVisible();
  await page.getByLabel(t('enterprise.seats')).fill('2400');
  await page.getByRole('button', { name: t('enterprise.send') }).click();
  await expect(page.getByRole('heading', { name: t('enterprise.sentTitle') })).toBeVisible();
  await expect(page.getByText(/^E-[0-9A-Z]{8}$/)).toBeVisible();
});

test('a dialog is modal: focus starts inside and stays there, Escape and the backdrop close it, focus goes back', async ({
  visitor: page,
}) => {
  await page.goto('/about');
  const opener = page.getByRole('button', { name: translation('en', 'footer', 'sendFeedback') });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: translation('en', 'feedback', 'title') });
  await expect(dialog).toBeVisible();
  const focusInside = () => dialog.evaluate((el) => el.contains(document.activeElement));
  expect(await focusInside()).toBe(true);
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press('Tab');
    // Tabbing past the last control goes to the browser's own UI, never to the page behind.
    const onPage = await page.evaluate(
      () => document.activeElement !== document.body && !document.querySelector('dialog[open]')?.contains(document.activeElement),
    );
    expect(onPage).toBe(false);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  await opener.click();
  await expect(dialog).toBeVisible();
  // The backdrop: a point outside the dialog box.
  await page.mouse.click(5, 5);
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});
