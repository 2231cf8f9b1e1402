/**
 * Whether the gesture under way repeats the one before it: the second (or later) click of a
 * multi-click, or a key held down and repeating. Such a gesture is still the user's first intent,
 * so it never starts another send (`useSubmit`), even when the first send already ended: a double
 * click whose second click is dispatched after a fast save settled, while the page it navigates to
 * is still rendering, found the button enabled again and sent twice (issue 53).
 *
 * Read from the events themselves (`detail`, `repeat`), not from time, so a slow or busy page
 * judges a double click as the user made it. A new click or a fresh key press starts a new gesture.
 */
const repeated = new WeakMap<Document, { now: boolean }>();

/** Starts following the gestures on `document` (once per document); answers its state. */
function follow(document: Document) {
  let state = repeated.get(document);
  if (!state) {
    const current = { now: false };
    // Capture: seen before any handler of the page could stop it, and before the form's submit,
    // which a click dispatches inside its own dispatch.
    document.addEventListener('click', (event) => (current.now = event.detail > 1), true);
    document.addEventListener('keydown', (event) => (current.now = event.repeat), true);
    repeated.set(document, current);
    state = current;
  }
  return state;
}

/**
 * Whether the submit on `form` comes from a repeated gesture. The first call for a document starts
 * following it: the first submit is never a repeat of an earlier one.
 */
export function isRepeatedGesture(form: Element): boolean {
  return follow(form.ownerDocument).now;
}
