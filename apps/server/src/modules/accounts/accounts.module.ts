import type { FastifyInstance } from 'fastify';
import type { OAuthProvider } from '../../config.js';
import type { Db } from '../../db/database.js';
import type { Translate } from '../../i18n/server-translations.js';
import type { AccountRateLimiter } from '../../plugins/account-rate-limit.js';
import type { Mailer } from '../../providers/mail/mail.port.js';
import { accountSecurityRoutes } from './account-security.routes.js';
import { createAccountSecurityService } from './account-security.service.js';
import type { AccountsService } from './accounts.service.js';
import type { Auth } from './accounts.types.js';
import { authRoutes } from './auth.routes.js';
import { jwksRoutes } from './jwks.routes.js';
import { meRoutes } from './me.routes.js';
import { createOneTimeCodeAttempts } from './one-time-code-attempts.js';
import type { PublicKeySet } from './public-key-set.js';
import type { SecurityEmails } from './security-emails.js';
import { setupRoutes } from './setup.routes.js';
import type { SetupService } from './setup.service.js';
import { createSignInRepository } from './sign-in.repository.js';
import { createSignInService } from './sign-in.service.js';
import { createTotpReplayGuard } from './totp-replay-guard.js';

/**
 * The accounts routes: better-auth's endpoints behind our sign-in guards, /api/me, account security,
 * the public key set and the first-run set-up. better-auth, the accounts service, the public keys
 * and the set-up service are built earlier by app.ts, because the current-user and route-access
 * plugins need them before any route.
 */
export async function registerAccounts(
  app: FastifyInstance,
  deps: {
    db: Db;
    auth: Auth;
    accounts: AccountsService;
    setup: SetupService;
    publicKeys: PublicKeySet;
    mailer: Mailer;
    securityEmails: SecurityEmails;
    oauthProviders: OAuthProvider[];
    /** Before an account is deleted, everything it pays for stops renewing (billing's). */
    closeBilling: (userId: string) => Promise<void>;
    limiter: AccountRateLimiter;
    baseURL: string;
    translate: Translate;
  },
) {
  const { db, auth } = deps;
  const signIn = createSignInService(
    deps.limiter,
    createSignInRepository(db),
    createOneTimeCodeAttempts(db),
    createTotpReplayGuard(db, async () => (await auth.$context).secretConfig),
  );
  const accountSecurity = createAccountSecurityService({
    db,
    mailer: deps.mailer,
    emails: deps.securityEmails,
    oauthProviders: deps.oauthProviders,
    closeBilling: deps.closeBilling,
  });
  await app.register(authRoutes, { auth, baseURL: deps.baseURL, translate: deps.translate, signIn });
  await app.register(meRoutes, { accounts: deps.accounts });
  await app.register(accountSecurityRoutes, { service: accountSecurity, auth });
  await app.register(jwksRoutes, { publicKeys: deps.publicKeys });
  await app.register(setupRoutes, { setup: deps.setup });
}
