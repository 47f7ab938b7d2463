import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { isLoopbackUrl } from './loopback-url.js';

const repoRoot = path.resolve(fileURLToPath(new URL('.', import.meta.url)), '../../..');
const fromRoot = (p: string) => path.resolve(repoRoot, p);

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

export const socialNetworks = ['facebook', 'instagram', 'youtube', 'x', 'linkedin', 'tiktok', 'mastodon', 'bluesky'] as const;
export type SocialNetwork = (typeof socialNetworks)[number];

/** An OAuth 2.0 / OpenID Connect provider people may sign in with (none by default). */
const oauthProvidersSchema = z.array(
  z.object({
    id: z.string().regex(/^[a-z0-9-]{2,32}$/),
    name: z.string().min(1).max(60),
    discoveryUrl: z.url(),
    clientId: z.string().min(1),
    clientSecret: z.string().min(1),
    scopes: z.array(z.string().min(1)).default(['openid', 'email', 'profile']),
  }),
);
export type OAuthProvider = z.infer<typeof oauthProvidersSchema>[number];

function safeJson(value: string): unknown {
  try {
    return JSON.parse(value);
  } catch {
    return undefined;
  }
}

/** Every variable the server reads; README's configuration table mirrors this. */
export const envSchema = z
  .object({
    APP_ENV: z.enum(['production', 'development', 'test']).default('production'),
    HOST: z.string().min(1).default('0.0.0.0'),
    PORT: z.coerce.number({ error: 'must be a port number' }).int().min(0).max(65535).default(3000),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, { error: 'must be a postgres:// or postgresql:// URL' })
      .optional(),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
    DATA_DIR: z.string().min(1).default(fromRoot('data')),
    WEB_DIST_DIR: z.string().min(1).default(fromRoot('apps/web/dist')),
    CONTENT_DIR: z.string().min(1).default(fromRoot('content')),
    LOCALES_DIR: z.string().min(1).default(fromRoot('apps/web/public/locales')),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    TRUST_PROXY: bool.default(false),
    BODY_LIMIT_BYTES: z.coerce
      .number()
      .int()
      .min(1024)
      .max(50 * 1024 * 1024)
      .default(100 * 1024),
    RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(600),
    RATE_LIMIT_WINDOW_MS: z.coerce.number().int().min(1000).default(60_000),
    SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).default(10_000),
    GA4_ENABLED: bool.default(false),
    GA4_MEASUREMENT_ID: z
      .string()
      .regex(/^G-[A-Z0-9]{4,16}$/, { error: 'must look like G-XXXXXXX' })
      .optional(),
    PUBLIC_URL: z.url({ error: 'must be the URL people use to reach this server, e.g. https://learn.example.org' }).optional(),
    AUTH_SECRET: z.string().min(32, { error: 'must be at least 32 characters' }).optional(),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, { error: 'must be an smtp:// or smtps:// URL' })
      .optional(),
    MAIL_FROM: z.string().min(3).default('BrainBoost <no-reply@localhost>'),
    SMS_HTTP_URL: z.url({ error: 'must be the URL of an SMS gateway that accepts POST { to, text }' }).optional(),
    SMS_HTTP_TOKEN: z.string().min(1).optional(),
    LLM_BASE_URL: z.url({ error: 'must be the base URL of an OpenAI-compatible server, e.g. http://127.0.0.1:11434/v1' }).optional(),
    LLM_API_KEY: z.string().min(1).optional(),
    LLM_MODEL: z.string().min(1).default('gpt-4o-mini'),
    LLM_TIMEOUT_MS: z.coerce.number().int().min(1000).max(120_000).default(20_000),
    /** Text-to-speech (decision 0090): espeak-ng offline (default), or an OpenAI-compatible `/v1/audio/speech` server. */
    TTS_ENGINE: z.enum(['espeak', 'openai'], { error: 'must be espeak or openai' }).default('espeak'),
    TTS_BASE_URL: z.url({ error: 'must be the base URL of an OpenAI-compatible server, e.g. http://127.0.0.1:8880/v1' }).optional(),
    TTS_API_KEY: z.string().min(1).optional(),
    TTS_MODEL: z.string().min(1).default('tts-1'),
    TTS_VOICE: z.string().min(1).default('alloy'),
    TTS_TIMEOUT_MS: z.coerce.number().int().min(1000).max(120_000).default(15_000),
    TTS_CACHE_DIR: z.string().min(1).optional(),
    /** Speech to text (decision 0106): none (default; the browser's own recognition where it runs on the device), or an OpenAI-compatible `/v1/audio/transcriptions` server. */
    STT_ENGINE: z.enum(['none', 'openai'], { error: 'must be none or openai' }).default('none'),
    STT_BASE_URL: z.url({ error: 'must be the base URL of an OpenAI-compatible server, e.g. http://127.0.0.1:8080/v1' }).optional(),
    STT_API_KEY: z.string().min(1).optional(),
    STT_MODEL: z.string().min(1).default('whisper-1'),
    STT_TIMEOUT_MS: z.coerce.number().int().min(1000).max(120_000).default(20_000),
    TTS_CACHE_MAX_MB: z.coerce.number({ error: 'must be a number of megabytes' }).int().min(1).max(1_000_000).default(200),
    /** Machine translation for the voice translator (decision 0104): Apertium offline (default), LibreTranslate, an OpenAI-compatible chat model, DeepL, or none (the phrasebook only). */
    TRANSLATION_ENGINE: z
      .enum(['apertium', 'libretranslate', 'openai', 'deepl', 'none'], { error: 'must be apertium, libretranslate, openai, deepl or none' })
      .default('apertium'),
    TRANSLATION_BASE_URL: z.url({ error: 'must be the base URL of the translation server, e.g. http://127.0.0.1:5000' }).optional(),
    TRANSLATION_API_KEY: z.string().min(1).optional(),
    TRANSLATION_TIMEOUT_MS: z.coerce.number().int().min(500).max(120_000).default(8000),
    UPLOADS_DIR: z.string().min(1).optional(),
    S3_BUCKET: z
      .string()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, { error: 'must be an S3 bucket name' })
      .optional(),
    S3_REGION: z.string().min(1).default('us-east-1'),
    S3_ENDPOINT: z.url({ error: 'must be the URL of an S3-compatible service, e.g. http://127.0.0.1:9000' }).optional(),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    S3_FORCE_PATH_STYLE: bool.default(false),
    S3_PREFIX: z
      .string()
      .regex(/^([A-Za-z0-9._-]+\/)*$/, { error: 'must be empty or end with /, e.g. brainboost/' })
      .default(''),
    OAUTH_PROVIDERS: z
      .string()
      .default('[]')
      .transform((value, ctx) => {
        const parsed = oauthProvidersSchema.safeParse(safeJson(value));
        if (!parsed.success) {
          ctx.addIssue({ code: 'custom', message: 'must be a JSON array of { id, name, discoveryUrl, clientId, clientSecret, scopes? }' });
          return z.NEVER;
        }
        return parsed.data;
      }),
    ORG_NAME: z.string().min(1).max(120).default('BrainBoost'),
    CONTACT_EMAIL: z.email({ error: 'must be an email address' }).optional(),
    SOCIAL_LINKS: z
      .string()
      .default('')
      .transform((value, ctx) => {
        const links: { network: SocialNetwork; url: string }[] = [];
        for (const pair of value
          .split(',')
          .map((p) => p.trim())
          .filter(Boolean)) {
          const [network, url] = [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)];
          if (!(socialNetworks as readonly string[]).includes(network) || !/^https:\/\/\S+$/.test(url)) {
            ctx.addIssue({
              code: 'custom',
              message: `must be network=https://url pairs separated by commas; networks: ${socialNetworks.join(', ')}`,
            });
            return z.NEVER;
          }
          links.push({ network: network as SocialNetwork, url });
        }
        return links;
      }),
    /** Social proof: at most one "new subscription" message per this many ms per server (a burst shows one). */
    /** The OpenAPI document and Swagger UI at /api/docs: on unless APP_ENV=production (decision 0048). */
    API_DOCS: bool.optional(),
    SOCIAL_PROOF_GAP_MS: z.coerce.number().int().min(0).max(3_600_000).default(30_000),
    /** Unset means sandbox, but only while PUBLIC_URL is loopback: elsewhere the test cards must be chosen on purpose. */
    PAYMENT_PROVIDER: z.enum(['sandbox', 'stripe']).optional(),
    STRIPE_SECRET_KEY: z
      .string()
      .regex(/^(sk|rk)_(test|live)_\w+$/, { error: 'must be a Stripe secret or restricted key (sk_test_…, sk_live_…, rk_…)' })
      .optional(),
    STRIPE_WEBHOOK_SECRET: z
      .string()
      .regex(/^whsec_\w+$/, { error: 'must be the signing secret of the webhook endpoint (whsec_…)' })
      .optional(),
    STRIPE_API_HOST: z
      .string()
      .regex(/^[A-Za-z0-9.-]+$/, { error: 'must be a host name, e.g. api.stripe.com' })
      .optional(),
    STRIPE_API_PORT: z.coerce.number({ error: 'must be a port number' }).int().min(1).max(65535).optional(),
    STRIPE_API_PROTOCOL: z.enum(['http', 'https']).optional(),
    // PayPal (decision 0020): an extra way to pay, on when all four are set; absent = not offered.
    PAYPAL_CLIENT_ID: z
      .string()
      .regex(/^[\w-]{8,128}$/, { error: 'must be the REST app client id' })
      .optional(),
    PAYPAL_CLIENT_SECRET: z
      .string()
      .regex(/^[\w-]{8,128}$/, { error: 'must be the REST app secret' })
      .optional(),
    PAYPAL_WEBHOOK_ID: z
      .string()
      .regex(/^[\w-]{4,64}$/, { error: 'must be the id PayPal gave the webhook endpoint' })
      .optional(),
    /** PayPal's REST base URL (its sandbox or live one, or a local fake in tests): required with the others, no default. */
    PAYPAL_API_BASE: z
      .url({ protocol: /^https?$/, error: 'must be an http(s) URL, the REST API base of PayPal sandbox or live' })
      .optional(),
    SQUARE_ACCESS_TOKEN: z
      .string()
      .regex(/^\S{16,}$/, { error: 'must be a Square access token (from the application’s Credentials page)' })
      .optional(),
    SQUARE_LOCATION_ID: z
      .string()
      .regex(/^[A-Za-z0-9]{4,64}$/, { error: 'must be the id of a Square location (Locations page of the dashboard)' })
      .optional(),
    SQUARE_WEBHOOK_SIGNATURE_KEY: z.string().min(8, { error: 'must be the signature key of the webhook subscription' }).optional(),
    SQUARE_WEBHOOK_URL: z
      .url({ error: 'must be the exact notification URL registered at Square, e.g. https://learn.example.org/api/billing/webhooks/square' })
      .optional(),
    SQUARE_API_BASE: z.url({ error: 'must be the base URL of Square’s API (production or sandbox, see the README)' }).optional(),
    SQUARE_API_VERSION: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'must be a Square-Version date, e.g. 2025-10-16' })
      .default('2025-10-16'),
    SANDBOX_WEBHOOK_SECRET: z.string().min(32, { error: 'must be at least 32 characters' }).optional(),
    SANDBOX_SLOW_MS: z.coerce.number().int().min(0).max(600_000).default(20_000),
    SANDBOX_TICK_MS: z.coerce.number().int().min(0).default(1000),
    /** Crypto (hosted charges, Coinbase Commerce API shape): offered next to the default way to pay when all three are set. */
    CRYPTO_API_KEY: z.string().min(8, { error: 'must be the API key of the crypto payment account' }).optional(),
    CRYPTO_WEBHOOK_SECRET: z
      .string()
      .min(16, { error: 'must be the shared secret of the webhook subscription (16+ characters)' })
      .optional(),
    CRYPTO_API_BASE: z.url({ protocol: /^https?$/, error: 'must be the http(s) base URL of the charges API' }).optional(),
  })
  .superRefine((env, ctx) => {
    const reachable = !isLoopbackUrl(env.PUBLIC_URL);
    if (reachable && env.APP_ENV === 'development') {
      ctx.addIssue({
        code: 'custom',
        path: ['APP_ENV'],
        message: `must not be development when PUBLIC_URL is not a loopback address (${env.PUBLIC_URL}): development mode signs anyone in as a teacher on the top plan`,
      });
    }
    if (reachable && env.PAYMENT_PROVIDER === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['PAYMENT_PROVIDER'],
        message:
          'must be set when PUBLIC_URL is not a loopback address: stripe to take payments, or sandbox to accept test cards that grant any plan for free',
      });
    }
    if ((env.TRANSLATION_ENGINE === 'libretranslate' || env.TRANSLATION_ENGINE === 'deepl') && !env.TRANSLATION_BASE_URL)
      ctx.addIssue({
        code: 'custom',
        path: ['TRANSLATION_BASE_URL'],
        message: `is required when TRANSLATION_ENGINE=${env.TRANSLATION_ENGINE}`,
      });
    if (env.TRANSLATION_ENGINE === 'deepl' && !env.TRANSLATION_API_KEY)
      ctx.addIssue({ code: 'custom', path: ['TRANSLATION_API_KEY'], message: 'is required when TRANSLATION_ENGINE=deepl' });
    if (env.TRANSLATION_ENGINE === 'openai' && !env.TRANSLATION_BASE_URL && !env.LLM_BASE_URL)
      ctx.addIssue({
        code: 'custom',
        path: ['TRANSLATION_BASE_URL'],
        message: 'is required when TRANSLATION_ENGINE=openai and LLM_BASE_URL is not set',
      });
    if (env.TTS_ENGINE === 'openai' && !env.TTS_BASE_URL)
      ctx.addIssue({ code: 'custom', path: ['TTS_BASE_URL'], message: 'is required when TTS_ENGINE=openai' });
    if (env.STT_ENGINE === 'openai' && !env.STT_BASE_URL)
      ctx.addIssue({ code: 'custom', path: ['STT_BASE_URL'], message: 'is required when STT_ENGINE=openai' });
    const paypal = ['PAYPAL_CLIENT_ID', 'PAYPAL_CLIENT_SECRET', 'PAYPAL_WEBHOOK_ID', 'PAYPAL_API_BASE'] as const;
    if (paypal.some((key) => env[key] !== undefined)) {
      for (const key of paypal)
        if (env[key] === undefined)
          ctx.addIssue({ code: 'custom', path: [key], message: `is required when PayPal is configured (${paypal.join(', ')})` });
    }
    // Square is optional, but half a configuration is a mistake worth stopping for.
    const square = [
      'SQUARE_ACCESS_TOKEN',
      'SQUARE_LOCATION_ID',
      'SQUARE_WEBHOOK_SIGNATURE_KEY',
      'SQUARE_WEBHOOK_URL',
      'SQUARE_API_BASE',
    ] as const;
    if (square.some((name) => env[name] !== undefined)) {
      for (const name of square)
        if (env[name] === undefined)
          ctx.addIssue({ code: 'custom', path: [name], message: 'is required when Square is configured (any SQUARE_* variable set)' });
    }
    const crypto = ['CRYPTO_API_KEY', 'CRYPTO_WEBHOOK_SECRET', 'CRYPTO_API_BASE'] as const;
    if (crypto.some((name) => env[name])) {
      for (const name of crypto)
        if (!env[name])
          ctx.addIssue({ code: 'custom', path: [name], message: `is required when ${crypto.filter((n) => env[n]).join(', ')} is set` });
    }
    if (env.PAYMENT_PROVIDER !== 'stripe') return;
    if (!env.STRIPE_SECRET_KEY)
      ctx.addIssue({ code: 'custom', path: ['STRIPE_SECRET_KEY'], message: 'is required when PAYMENT_PROVIDER=stripe' });
    if (!env.STRIPE_WEBHOOK_SECRET)
      ctx.addIssue({ code: 'custom', path: ['STRIPE_WEBHOOK_SECRET'], message: 'is required when PAYMENT_PROVIDER=stripe' });
  })
  .transform((env) => ({
    ...env,
    PAYMENT_PROVIDER: env.PAYMENT_PROVIDER ?? ('sandbox' as const),
    API_DOCS: env.API_DOCS ?? env.APP_ENV !== 'production',
  }));

export type Config = z.infer<typeof envSchema>;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads configuration; a bad variable throws one error naming every bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}

/** Configuration for tests and tools: defaults plus overrides, validated the same way. */
export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({ APP_ENV: 'test', LOG_LEVEL: 'silent', ...overrides });
}
