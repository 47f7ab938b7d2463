import type { FastifyInstance } from 'fastify';
import type { Translate } from '../../i18n/server-translations.js';
import { createSignupEmails } from './signup-emails.js';
import { signupRoutes } from './signup.routes.js';
import { createSignupService, type SignupDeps } from './signup.service.js';
import { devMailboxRoutes } from './dev-mailbox.routes.js';
import type { OutboxMessages } from '../../providers/outbox-messages.js';

/** Public sign-up (adults by email or phone, children through a parent's consent); returns the service. */
export async function registerSignup(
  app: FastifyInstance,
  deps: Omit<SignupDeps, 'emails' | 'onBackgroundFailure'> & {
    emailTexts: Translate;
    orgName: string;
    baseUrl: string;
    secureCookies: boolean;
    /** The outbox read back for the development mailbox; null in production, where its route does not exist. */
    devMailbox: Pick<OutboxMessages, 'listNewest'> | null;
  },
) {
  const { emailTexts, orgName, baseUrl, secureCookies, devMailbox, ...rest } = deps;
  const signup = createSignupService({
    ...rest,
    emails: createSignupEmails(emailTexts, orgName, baseUrl),
    onBackgroundFailure: (err) => app.log.error({ err }, 'finishing a sign-up after its answer failed'),
  });
  // Sign-ups finishing after their answer complete before the database closes.
  app.addHook('onClose', async () => signup.idle());
  await app.register(signupRoutes, { signup, secureCookies });
  if (devMailbox) await app.register(devMailboxRoutes, { outbox: devMailbox });
  return signup;
}
