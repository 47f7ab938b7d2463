import type { BetterAuthPlugin } from 'better-auth';

/** A better-auth plugin calling `run` once a session exists (every sign-in path creates one). */
export function afterSignIn(run: (userId: string) => Promise<void>) {
  return {
    id: 'brainboost-after-sign-in',
    init() {
      return {
        options: {
          databaseHooks: {
            session: {
              create: {
                after: async (session: { userId: string }) => {
                  await run(session.userId);
                },
              },
            },
          },
        },
      };
    },
  } satisfies BetterAuthPlugin;
}
