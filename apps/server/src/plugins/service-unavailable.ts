/** Seconds a caller is asked to wait when the database (or another service a request needs) cannot be reached. */
export const unavailableRetryAfterSeconds = 5;

// Socket failures reaching PostgreSQL, and its SQLSTATEs for "no connection to be had right now":
// class 08 (connection exception), shutdown and start-up (57P01-57P03), too many connections (53300).
const networkCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'ENOTFOUND', 'EAI_AGAIN', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EPIPE']);
const sqlStates = /^(08...|57P0[123]|53300)$/;
// Messages of pg (a connection lost or not made in time) and of PGlite once it is closed.
const messages =
  /^(Connection terminated|timeout exceeded when trying to connect|PGlite is closed|Client has encountered a connection error)/;

/**
 * Whether an error means the database is out of reach (down, restarting, full, closed), as opposed
 * to a fault in a query: the first is worth retrying and answered 503, the second is a 500. A socket
 * failure reaching any other service a request needed is the same kind of outage, and counts too.
 */
export function isServiceUnavailable(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 4) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (networkCodes.has(code) || sqlStates.test(code))) return true;
  if (messages.test(error.message)) return true;
  if (error instanceof AggregateError && error.errors.some((inner) => isServiceUnavailable(inner, depth + 1))) return true;
  return isServiceUnavailable(error.cause, depth + 1);
}
