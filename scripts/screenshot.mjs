// Takes screenshots of pages in Debian's chromium:
// node scripts/screenshot.mjs <url> <out.png> [width] [--onboarded] [--dark] [--lang=xx] [--full] [--login=email:password]
import { chromium } from '@playwright/test';

const [url, out, width = '1280'] = process.argv.slice(2);
const flags = process.argv.slice(2);
const lang = flags.find((f) => f.startsWith('--lang='))?.slice(7);
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
const page = await browser.newPage({
  viewport: { width: Number(width), height: 900 },
  colorScheme: flags.includes('--dark') ? 'dark' : 'light',
});
await page.addInitScript(
  ([onboarded, language]) => {
    if (onboarded) localStorage.setItem('onboardingComplete', 'true');
    if (language) localStorage.setItem('i18nextLng', language);
  },
  [flags.includes('--onboarded'), lang],
);
const login = flags.find((f) => f.startsWith('--login='))?.slice(8);
if (login) {
  const [email, ...rest] = login.split(':');
  const origin = new URL(url).origin;
  const res = await page.request.post(`${origin}/api/auth/sign-in/email`, {
    headers: { origin },
    data: { email, password: rest.join(':') },
  });
  if (!res.ok()) throw new Error(`sign-in failed: ${res.status()} ${await res.text()}`);
}
page.on('console', (m) => m.type() !== 'log' && console.log(`[${m.type()}] ${m.text()}`));
await page.goto(url, { waitUntil: 'networkidle' });
await page.waitForTimeout(300);
await page.screenshot({ path: out, fullPage: flags.includes('--full') });
await browser.close();
