import { randomUUID } from 'node:crypto';
import path from 'node:path';
import compress from '@fastify/compress';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import { openDatabase, type Db } from './db/database.js';
import { prepareDatabase } from './prepare-database.js';
import { loadTranslations, type Translate } from './i18n/server-translations.js';
import { createAccountEmails } from './modules/accounts/account-emails.js';
import { createAccountsService, type AccountsService } from './modules/accounts/accounts.service.js';
import { createPeopleService } from './modules/accounts/people.service.js';
import { createCredentialsService } from './modules/accounts/credentials.service.js';
import { createAccessCache } from './modules/accounts/access-cache.js';
import { createAuth, publicUrl, trustedOrigins } from './modules/accounts/auth.js';
import { resolveAuthSecret } from './modules/accounts/auth-secret.js';
import { storedSecret } from './modules/accounts/server-secrets.service.js';
import { createSecurityEmails } from './modules/accounts/security-emails.js';
import { createPublicKeySet } from './modules/accounts/public-key-set.js';
import { createSetupService, type SetupService } from './modules/accounts/setup.service.js';
import { registerAnalytics } from './modules/analytics/analytics.module.js';
import { scheduleAccountCleanup } from './modules/children/account-jobs.js';
import { childAccountGuard } from './modules/children/child-guard.js';
import { createOutboxMessages } from './providers/outbox-messages.js';
import { createOutboxMailer } from './providers/mail/outbox-mailer.js';
import { createSmtpMailer } from './providers/mail/smtp-mailer.js';
import type { Mailer } from './providers/mail/mail.port.js';
import { createHttpSms } from './providers/sms/http-sms.js';
import { createOutboxSms } from './providers/sms/outbox-sms.js';
import { registerContact } from './modules/contact/contact.module.js';
import { teacherStudentErrors } from './modules/teacher-students/teacher-students.errors.js';
import { createLocalDiskStorage } from './providers/storage/local-disk-storage.js';
import { createS3Storage } from './providers/storage/s3-storage.js';
import type { FileStorage } from './providers/storage/storage.port.js';
import { registerFeedback } from './modules/feedback/feedback.module.js';
import { registerHealth } from './modules/health/health.module.js';
import type { Readiness } from './modules/health/health.types.js';
import { registerSite } from './modules/site/site.module.js';
import { registerActivity } from './modules/activity/activity.module.js';
import { registerFocus } from './modules/focus/focus.module.js';
import { registerWellness } from './modules/wellness/wellness.module.js';
import { registerBrainHealth } from './modules/brain-health/brain-health.module.js';
import { registerAchievements } from './modules/achievements/achievements.module.js';
import { registerBrainTraining } from './modules/brain-training/brain-training.module.js';
import { registerDashboard } from './modules/dashboard/dashboard.module.js';
import { registerProgrammes } from './modules/programmes/programmes.module.js';
import { registerPersonalization } from './modules/personalization/personalization.module.js';
import { registerContent } from './modules/content/content.module.js';
import { registerTutor } from './modules/tutor/tutor.module.js';
import { registerBotTesting } from './modules/bot-testing/bot-testing.module.js';
import { registerWorksheet } from './modules/worksheet/worksheet.module.js';
import { registerLanguages } from './modules/languages/languages.module.js';
import { registerCurriculum } from './modules/curriculum/curriculum.module.js';
import type { MathsTemplateSource } from './modules/curriculum/curriculum.service.js';
import { registerSpeech } from './modules/speech/speech.module.js';
import { registerTranslator } from './modules/translator/translator.module.js';
import { registerRealtime } from './modules/realtime/realtime.module.js';
import { registerVoiceChat } from './modules/voice-chat/voice-chat.module.js';
import { createAccessTokenVerifier, keySetCacheMs } from './plugins/access-token.js';
import { registerCurrentUser } from './modules/accounts/current-user.js';
import { registerOriginCheck } from './plugins/origin-check.js';
import { frameworkErrorHandler, registerErrorHandler, sendError } from './plugins/error-handler.js';
import { registerRateLimits } from './plugins/rate-limits.js';
import { createAccountRateLimiter } from './plugins/account-rate-limit.js';
import { registerStorableTextCheck } from './plugins/storable-text.js';
import { registerRouteAccess } from './plugins/route-access.js';
import { registerRequestLocale } from './plugins/request-locale.js';
import { logDestination } from './plugins/log-lines-per-turn.js';
import { AccessLog } from './plugins/request-log.js';
import { registerSecurityHeaders, type CspAllowances } from './plugins/security-headers.js';
import { inlineScriptHashes, isServerPath, registerSpa, sendIndex } from './plugins/spa.js';
import { registerBilling } from './modules/billing/billing.module.js';
import { registerAccounts } from './modules/accounts/accounts.module.js';
import { registerChildren } from './modules/children/children.module.js';
import type { ChildrenService } from './modules/children/children.service.js';
import { registerSignup } from './modules/signup/signup.module.js';
import type { SignupService } from './modules/signup/signup.service.js';
import { registerAdmin } from './modules/admin/admin.module.js';
import { registerAccessRequests } from './modules/access-requests/access-requests.module.js';
import { registerDevMode } from './modules/dev-mode/dev-mode.module.js';
import { registerEnterprisePlan } from './modules/enterprise-plan/enterprise-plan.module.js';
import { registerFamily } from './modules/family/family.module.js';
import { registerTeacherStudents } from './modules/teacher-students/teacher-students.module.js';
import { registerSocialProof } from './modules/social-proof/social-proof.module.js';
import { closeListener, listenerOf } from './db/notifications.js';
import { systemClock, type Clock } from './providers/payments/clock.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    readiness: Readiness;
    accounts: AccountsService;
    setup: SetupService;
    children: ChildrenService;
    signup: SignupService;
  }
}

export type BuildOptions = {
  /** An open database to use instead of the one the config names (tests pass their own). */
  db?: Db;
  /** Extra routes registered before the app is sealed (tests use it for slow or failing routes). */
  extraRoutes?: (app: FastifyInstance) => void;
  /** Billing's clock (tests move it to drive renewals and trial ends). */
  clock?: Clock;
  /** File storage instead of the one the config names (tests pass one that fails on demand). */
  storage?: FileStorage;
  /** A mailer instead of the one the config names (tests pass one as slow as a mail server). */
  mailer?: Mailer;
  /** The folder holding `languages/` instead of the content folder (tests pass a small course of their own). */
  languageContentDir?: string;
  /** The folder holding `curriculum/` and maths templates in place of the real ones (tests pass fixture topics and templates). */
  curriculum?: { contentDir: string; templates?: MathsTemplateSource };
  /** How often the realtime socket is pinged (tests shorten it to watch a silent socket dropped). */
  realtimeHeartbeatMs?: number;
  /** A model server for voice chat alone (the browser journeys talk to a fake one while the tutor stays built-in). */
  voiceChatModel?: Pick<Config, 'LLM_BASE_URL' | 'LLM_MODEL' | 'LLM_TIMEOUT_MS' | 'LLM_API_KEY'>;
};

const requestIdPattern = /^[A-Za-z0-9._-]{8,64}$/;

/** GA4 runs only when turned on with an id; on without one logs the spec's message and stays off. */
export function resolveGa4(
  config: Pick<Config, 'GA4_ENABLED' | 'GA4_MEASUREMENT_ID'>,
  log: Pick<FastifyInstance['log'], 'error'>,
): string | null {
  if (!config.GA4_ENABLED) return null;
  if (!config.GA4_MEASUREMENT_ID) {
    log.error('Measurement ID is required');
    return null;
  }
  return config.GA4_MEASUREMENT_ID;
}

/** Script sources beyond our own files: the web build's inline boot script by hash, GA4 when on. */
function cspFor(ga4: string | null, inlineHashes: string[]): CspAllowances {
  if (!ga4) return { scriptSrc: inlineHashes, connectSrc: [], imgSrc: [] };
  const google = ['https://*.googletagmanager.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com'];
  return { scriptSrc: [...inlineHashes, 'https://*.googletagmanager.com'], connectSrc: google, imgSrc: google };
}

/** Uploaded files: an S3-compatible bucket when S3_BUCKET is set, else a directory under the data dir (outside the web root). */
export function createStorage(config: Config): FileStorage {
  if (config.S3_BUCKET) {
    return createS3Storage({
      bucket: config.S3_BUCKET,
      region: config.S3_REGION,
      endpoint: config.S3_ENDPOINT,
      accessKeyId: config.S3_ACCESS_KEY_ID,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY,
      forcePathStyle: config.S3_FORCE_PATH_STYLE,
      prefix: config.S3_PREFIX,
    });
  }
  return createLocalDiskStorage(config.UPLOADS_DIR ?? path.join(config.DATA_DIR, 'uploads'));
}

/** The OpenAPI document built from the route schemas, and Swagger UI, under /api/docs. */
async function registerApiDocs(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'BrainBoost API',
        version: '0.1.0',
        description: 'Every endpoint of this BrainBoost server. Errors share one shape: { error: { code, message, fields? } }.',
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    // Swagger UI sets inline styles on its own elements.
    transformStaticCSP: (header) => header.replace("style-src 'self' https:", "style-src 'self' 'unsafe-inline'"),
  });
}

/** Builds the whole server: database migrated, plugins in a fixed order, routes, the web app. */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const translate = loadTranslations(config.LOCALES_DIR, 'errors');
  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
      stream: logDestination(config.LOG_LEVEL),
    },
    logController: new AccessLog(),
    bodyLimit: config.BODY_LIMIT_BYTES,
    trustProxy: config.TRUST_PROXY,
    requestIdHeader: false,
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && requestIdPattern.test(incoming) ? incoming : randomUUID();
    },
    return503OnClosing: true,
    frameworkErrors: frameworkErrorHandler(translate),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const db =
    options.db ??
    (await openDatabase(
      config.DATABASE_URL
        ? { kind: 'postgres', url: config.DATABASE_URL, poolSize: config.DATABASE_POOL_SIZE }
        : { kind: 'pglite', dataDir: config.DATA_DIR },
    ));
  const readiness: Readiness = { accepting: true };
  app.decorate('db', db);
  app.decorate('readiness', readiness);
  app.addHook('onClose', async () => {
    await closeListener(db);
    await db.destroy();
  });

  try {
    await setUp(app, { ...options, config, translate, db, readiness });
  } catch (err) {
    await db.destroy();
    throw err;
  }
  return app;
}

async function setUp(
  app: FastifyInstance,
  {
    config,
    translate,
    db,
    readiness,
    extraRoutes,
    clock,
    storage: storageOverride,
    mailer: mailerOverride,
    languageContentDir,
    curriculum: curriculumFixture,
    realtimeHeartbeatMs,
    voiceChatModel,
  }: Omit<BuildOptions, 'db'> & { config: Config; translate: Translate; db: Db; readiness: Readiness },
) {
  const applied = await prepareDatabase(db);
  if (applied.length) app.log.info({ applied }, 'migrations applied');

  const ga4 = resolveGa4(config, app.log);
  const mailer = mailerOverride ?? (config.SMTP_URL ? createSmtpMailer(config.SMTP_URL, config.MAIL_FROM) : createOutboxMailer(db));
  const sms = config.SMS_HTTP_URL ? createHttpSms(config.SMS_HTTP_URL, config.SMS_HTTP_TOKEN) : createOutboxSms(db);
  const emailTranslations = loadTranslations(config.LOCALES_DIR, 'emails');
  const emails = createAccountEmails(emailTranslations, config.ORG_NAME);
  // One limiter over the account_rate_limits table: sign-in codes, family resends, class codes, asking a parent.
  const accountLimiter = createAccountRateLimiter(db);
  // Billing registers later; a sign-in reaches it only once requests arrive.
  const onSignedIn = async (userId: string) => {
    try {
      const claimed = await app.billing.claimForVerifiedEmail(userId);
      if (claimed) app.log.info({ userId, claimed }, 'guest purchases claimed on sign-in');
    } catch (err) {
      // The emailed link still works: a failed claim never stops the sign-in.
      app.log.error({ err }, 'claiming guest purchases on sign-in failed');
    }
  };
  const securityEmails = createSecurityEmails(emailTranslations, config.ORG_NAME);
  const secret = await resolveAuthSecret(db, config.AUTH_SECRET);
  const people = createPeopleService(db);
  const auth = createAuth({
    db,
    config,
    mailer,
    sms,
    emails,
    signInRules: [childAccountGuard(db, people)],
    onSignedIn,
    securityEmails,
    // The sign-up service is built from auth further down; the address is proven only once requests arrive.
    onAddressProven: (user, cookieHeader) => signup.addressProven(user, cookieHeader),
    onBackgroundMailFailed: (err) => app.log.error({ err }, 'sending an email after the answer failed'),
    secret,
  });
  // Sessions and access rows kept in memory, dropped on every change signalled by the database (decision 0030).
  const accessCache = createAccessCache(listenerOf(db));
  try {
    await accessCache.start();
  } catch (err) {
    app.log.error({ err }, 'not listening for access changes: sessions and access are read from the database on every request');
  }
  app.addHook('onClose', async () => accessCache.stop());
  const accounts = createAccountsService(db, auth, accessCache);
  // Only providers better-auth could set up (a provider whose discovery fails is skipped): never offer a dead button.
  const registered = new Set((await auth.$context).socialProviders.map((provider) => provider.id));
  const oauthProviders = config.OAUTH_PROVIDERS.filter((provider) => registered.has(provider.id));
  if (oauthProviders.length < config.OAUTH_PROVIDERS.length)
    app.log.error(
      { configured: config.OAUTH_PROVIDERS.map((p) => p.id), usable: oauthProviders.map((p) => p.id) },
      'some OAuth providers could not be set up and are not offered',
    );
  const publicKeys = createPublicKeySet(() => auth.api.getJwks(), keySetCacheMs);
  const verifyAccessToken = createAccessTokenVerifier({ issuer: publicUrl(config), loadKeySet: publicKeys.reload });
  const setup = createSetupService(db, accounts);
  app.decorate('accounts', accounts);
  app.decorate('setup', setup);

  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    // While shutting down, keep-alive sockets close after their response, so close can finish.
    if (!readiness.accepting) reply.header('connection', 'close');
    done(null, payload);
  });
  app.addHook('preClose', async () => {
    readiness.accepting = false;
  });
  registerRequestLocale(app);
  registerOriginCheck(app, trustedOrigins(config));
  await registerCurrentUser(app, { auth, db, verifyAccessToken, cache: accessCache });
  registerErrorHandler(app, translate);
  registerStorableTextCheck(app);
  registerRouteAccess(app, accounts);
  await registerSecurityHeaders(app, cspFor(ga4, inlineScriptHashes(config.WEB_DIST_DIR)));
  await registerRateLimits(app, { max: config.RATE_LIMIT_MAX, windowMs: config.RATE_LIMIT_WINDOW_MS });
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  // Production serves no API docs unless asked to: Swagger UI is a script app on our origin (decision 0048).
  if (config.API_DOCS) await registerApiDocs(app);

  await registerHealth(app, { db, readiness });
  await registerSite(app, { config, ga4MeasurementId: ga4, oauthProviders });
  await registerContent(app, {
    contentDir: config.CONTENT_DIR,
    variables: { orgName: config.ORG_NAME, contactEmail: config.CONTACT_EMAIL },
  });
  await registerAccounts(app, {
    db,
    auth,
    accounts,
    setup,
    publicKeys,
    mailer,
    securityEmails,
    oauthProviders,
    // Billing registers later; deletion reaches it only when an account is deleted.
    closeBilling: (userId) => app.billing.closeAccount(userId),
    limiter: accountLimiter,
    baseURL: publicUrl(config),
    translate,
  });
  await registerFeedback(app, { db });
  await registerContact(app, { db });
  await registerAnalytics(app, { db });
  const admin = await registerAdmin(app, { db, people });
  await registerAccessRequests(app, {
    db,
    admin,
    accounts,
    people,
    mailer,
    emailTexts: emailTranslations,
    orgName: config.ORG_NAME,
    baseUrl: publicUrl(config),
  });
  // Development mode exists only on a development server: elsewhere /api/dev/mode is a 404.
  if (config.APP_ENV === 'development')
    await registerDevMode(app, {
      auth,
      accounts,
      people,
      setPlan: (userId, planType, periodEnd) => app.billing.developmentPlan(userId, planType, periodEnd),
    });
  const emailSettings = { emailTexts: emailTranslations, orgName: config.ORG_NAME, baseUrl: publicUrl(config) };
  const children = await registerChildren(app, { db, auth, accounts, people, mailer, ...emailSettings });
  const signup = await registerSignup(app, {
    db,
    auth,
    accounts,
    credentials: createCredentialsService(db),
    children,
    mailer,
    sms,
    ...emailSettings,
    secureCookies: config.APP_ENV === 'production',
    devMailbox: config.APP_ENV !== 'production' ? createOutboxMessages(db) : null,
  });
  const cleanup = scheduleAccountCleanup({ children, signup }, app.log);
  app.addHook('onClose', async () => cleanup.stop());
  app.decorate('children', children);
  app.decorate('signup', signup);
  // A saved run may complete a programme, and programmes reads runs through training: the call is bound late.
  const training = await registerBrainTraining(app, {
    db,
    access: accounts,
    afterRunSaved: (trx, userId, now) => programmes.completeFinished(trx, userId, now),
  });
  const programmes = await registerProgrammes(app, { db, access: accounts, runs: training });
  const { recordActivity } = await registerAchievements(app, { db, activity: registerActivity({ db }) });
  await registerFocus(app, { db, recordActivity });
  await registerWellness(app, { db, children, recordActivity, contentDir: config.CONTENT_DIR });
  await registerBrainHealth(app, { db, recordActivity, contentDir: config.CONTENT_DIR });
  // Role-play exchanges go through the tutor's safety check; the tutor is registered below, so the call is bound late.
  const { languages, scenarios } = await registerLanguages(app, {
    db,
    contentDir: languageContentDir ?? config.CONTENT_DIR,
    access: accounts,
    clock: clock ?? systemClock,
    recordActivity,
    config,
    screen: (userId, exchange, now) => tutor.screenExchange(userId, exchange, now),
  });
  await registerCurriculum(app, {
    db,
    contentDir: curriculumFixture?.contentDir ?? config.CONTENT_DIR,
    access: accounts,
    clock: clock ?? systemClock,
    ...(curriculumFixture?.templates ? { templates: curriculumFixture.templates } : {}),
  });
  await registerDashboard(app, { db, access: accounts, programmes, languages });
  // A child uses voice features only when their parent allowed it (children.voiceAllowed; decision 0110).
  await registerSpeech(app, { config, voice: children });
  await registerTranslator(app, {
    db,
    contentDir: config.CONTENT_DIR,
    config,
    access: accounts,
    voice: children,
    screen: (userId, exchange, now) => tutor.screenExchange(userId, exchange, now),
    clock: clock ?? systemClock,
  });
  await registerBilling(app, {
    db,
    config,
    translate: loadTranslations(config.LOCALES_DIR, 'checkout'),
    pricingTexts: loadTranslations(config.LOCALES_DIR, 'pricing'),
    mailer,
    baseUrl: publicUrl(config),
    secret,
    storedSecret: (name) => storedSecret(db, name),
    emailTexts: emailTranslations,
    limiter: accountLimiter,
    people: {
      find: people.find,
      byIds: people.byIds,
      isChildAccount: async (userId) => (await accounts.isChild(userId)) || (await children.isChild(userId)),
    },
    clock,
  });
  await registerEnterprisePlan(app, {
    db,
    mailer,
    texts: loadTranslations(config.LOCALES_DIR, 'enterprisePlan'),
    orgName: config.ORG_NAME,
    operatorEmail: config.CONTACT_EMAIL,
    findPrice: app.billing.findPrice,
    adminEmails: people.adminEmails,
  });
  await registerSocialProof(app, { db, gapMs: config.SOCIAL_PROOF_GAP_MS });
  await registerFamily(app, {
    db,
    mailer,
    texts: loadTranslations(config.LOCALES_DIR, 'family'),
    orgName: config.ORG_NAME,
    baseUrl: publicUrl(config),
    limiter: accountLimiter,
    ownPlan: app.billing.ownPlan,
    ownSubscriptions: app.billing.ownPlan.subscriptions,
    people,
    children,
  });
  // Teacher–student links are built after the tutor: its oversight asks them only once requests arrive.
  const { tutor, learnerModel } = await registerTutor(app, {
    db,
    config,
    translate,
    entitlementsOf: (userId, now) => accounts.entitlementsOf(userId, now),
    children,
    students: {
      isActiveStudent: (teacherId, studentId) => teacherStudents.isActiveStudent(teacherId, studentId),
      studentNotFound: teacherStudentErrors.studentNotFound,
    },
  });
  await registerPersonalization(app, { tutor, brainTraining: training });
  const { hub } = await registerRealtime(app, { db, origins: trustedOrigins(config), heartbeatMs: realtimeHeartbeatMs });
  const voiceChatConfig = voiceChatModel ?? config;
  await registerVoiceChat(app, {
    db,
    config: voiceChatConfig,
    // Without a configured model the tutor module's model is the built-in engine.
    builtinTutor: voiceChatConfig.LLM_BASE_URL ? null : learnerModel,
    partners: scenarios,
    screen: (userId, exchange, now) => tutor.screenExchange(userId, exchange, now),
    voice: children,
    publish: hub.publish,
    translate,
  });
  const teacherStudents = await registerTeacherStudents(app, { db, limiter: accountLimiter, people, children, languages });
  await registerBotTesting(app, {
    db,
    tutor: learnerModel,
    caseTimeoutMs: config.LLM_TIMEOUT_MS,
    testTick: config.APP_ENV !== 'production',
  });
  await registerWorksheet(app, {
    db,
    storage: storageOverride ?? createStorage(config),
    tutor,
    entitlementsOf: (userId, now) => accounts.entitlementsOf(userId, now),
  });

  extraRoutes?.(app);
  const spa = await registerSpa(app, config.WEB_DIST_DIR);
  app.setNotFoundHandler((request, reply) => {
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !isServerPath(request.url) &&
      !/\.[a-z0-9]{1,8}$/i.test(request.url.split('?')[0] ?? '');
    if (spa && wantsPage) return sendIndex(reply);
    return sendError(request, reply, 404, { code: 'NOT_FOUND', message: 'generic.notFound' }, translate);
  });

  await app.ready();
}
