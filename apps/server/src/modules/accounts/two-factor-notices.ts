import type { BetterAuthPlugin } from 'better-auth';

/**
 * A better-auth plugin calling `notify` after two-step sign-in was turned on or off: the update
 * that sets `twoFactorEnabled` is marked before it runs, and announced once it has.
 */
export function twoFactorNotices(
  notify: (user: { email: string; twoFactorEnabled: boolean }, acceptLanguage: string | undefined) => Promise<void>,
) {
  const toggling = new WeakSet<object>();
  return {
    id: 'brainboost-two-factor-notices',
    init() {
      return {
        options: {
          databaseHooks: {
            user: {
              update: {
                before: async (data: Record<string, unknown>, context: object | null) => {
                  if (context && typeof data.twoFactorEnabled === 'boolean') toggling.add(context);
                },
                after: async (
                  user: { email: string; twoFactorEnabled?: boolean | null },
                  context: { headers?: Headers; request?: Request } | null,
                ) => {
                  if (!context || !toggling.has(context)) return;
                  toggling.delete(context);
                  const headers = context.request?.headers ?? context.headers;
                  await notify(
                    { email: user.email, twoFactorEnabled: Boolean(user.twoFactorEnabled) },
                    headers?.get('accept-language') ?? undefined,
                  );
                },
              },
            },
          },
        },
      };
    },
  } satisfies BetterAuthPlugin;
}
