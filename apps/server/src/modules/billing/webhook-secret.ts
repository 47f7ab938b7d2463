/** The sandbox's signing secret: the configured one, else one generated once and kept by accounts' server secrets. */
export function sandboxWebhookSecret(
  storedSecret: (name: string) => Promise<string>,
  configured: string | undefined,
): () => Promise<string> {
  let cached: string | undefined = configured;
  return async () => {
    if (cached) return cached;
    cached = await storedSecret('sandbox_webhook_secret');
    return cached;
  };
}
