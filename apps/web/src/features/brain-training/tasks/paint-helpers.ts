/** Replaces the stage's content with one element (tasks paint inside a requestAnimationFrame callback). */
export function paintElement(
  root: HTMLElement,
  tag: string,
  props: { className?: string; text?: string; label?: string; style?: Partial<CSSStyleDeclaration> },
) {
  const el = document.createElement(tag);
  if (props.className) el.className = props.className;
  if (props.text !== undefined) el.textContent = props.text;
  if (props.label) {
    el.setAttribute('role', 'img');
    el.setAttribute('aria-label', props.label);
  }
  if (props.style) Object.assign(el.style, props.style);
  root.replaceChildren(el);
  return el;
}
