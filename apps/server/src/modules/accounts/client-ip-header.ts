/** The header carrying the caller's address to better-auth (its per-IP limits); set by our bridge, never taken from the client. */
export const clientIpHeader = 'x-brainboost-client-ip';
