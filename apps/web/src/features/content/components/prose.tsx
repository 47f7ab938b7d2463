/**
 * Renders HTML the server made from Markdown in the repository's `content/` folder. That content is
 * ours and reviewed like code; no user-supplied text ever reaches this component.
 */
export function Prose({ html }: { html: string }) {
  return <div className="prose" dangerouslySetInnerHTML={{ __html: html }} />;
}
