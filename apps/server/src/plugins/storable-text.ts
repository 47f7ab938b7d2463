import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { AppError } from './app-error.js';

/**
 * PostgreSQL refuses a NUL character in text and jsonb (the request failed with a 500), and a lone
 * UTF-16 surrogate has no UTF-8 form (it was stored as U+FFFD, changing the text without a word).
 * Neither is anything a person types, so both are refused, with the field named (decision 0050).
 */
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const unstorable = (text: string) => text.includes('\u0000') || loneSurrogate.test(text);

const messageKey = 'generic.unstorableText';

type Visit = { value: unknown; key: string; parent: Visit | null };

const pathOf = (visit: Visit) => {
  const keys: string[] = [];
  for (let at: Visit | null = visit; at?.parent; at = at.parent) keys.push(at.key);
  return keys.reverse().join('.') || '_';
};

/** The dotted path of the first string (or object key) PostgreSQL could not store, or null. */
export function findUnstorableText(value: unknown): string | null {
  // An explicit stack, and paths built only for the answer: a deeply nested body costs linear time.
  const stack: Visit[] = [{ value, key: '', parent: null }];
  while (stack.length) {
    const visit = stack.pop()!;
    const current = visit.value;
    if (typeof current === 'string') {
      if (unstorable(current)) return pathOf(visit);
    } else if (Array.isArray(current)) {
      for (let i = current.length - 1; i >= 0; i--) stack.push({ value: current[i], key: String(i), parent: visit });
    } else if (current !== null && typeof current === 'object' && !Buffer.isBuffer(current)) {
      for (const [key, inner] of Object.entries(current)) {
        const entry = { value: inner, key, parent: visit };
        if (unstorable(key)) return pathOf(entry);
        stack.push(entry);
      }
    }
  }
  return null;
}

function refuseUnstorableText(request: FastifyRequest, _reply: FastifyReply, done: (err?: Error) => void) {
  const field = findUnstorableText(request.params) ?? findUnstorableText(request.query) ?? findUnstorableText(request.body);
  done(field === null ? undefined : new AppError('VALIDATION_FAILED', 400, messageKey, { [field]: messageKey }));
}

/**
 * Every route registered after this checks its path parameters, query and body first, whether or
 * not it has a schema (better-auth's endpoints and the sandbox checkout pages have none). Register
 * it before route access: access checks are put in front of it, so callers who may not call a
 * route still hear 401 or 403.
 */
export function registerStorableTextCheck(app: FastifyInstance) {
  app.addHook('onRoute', (route: RouteOptions) => {
    const existing = route.preValidation ? (Array.isArray(route.preValidation) ? route.preValidation : [route.preValidation]) : [];
    route.preValidation = [refuseUnstorableText, ...existing] as RouteOptions['preValidation'];
  });
}
