import type { MentionNodeAttrs, MentionOptions } from '@tiptap/extension-mention';
import type { SuggestionKeyDownProps, SuggestionProps } from '@tiptap/suggestion';
import { filterMentions, isValidMentionQuery, type MentionOption } from './mentions';

/** What the suggestion list shows; `anchor` is null while it is closed. */
export interface MentionPopupState {
  items: readonly MentionOption[];
  active: number;
  anchor: (() => DOMRect | null) | null;
}

const closed: MentionPopupState = { items: [], active: 0, anchor: null };

/**
 * tiptap's '@' suggestion wired to a tiny store, so a React list (MentionPopup) can render it
 * while the keys keep going to the editor.
 */
export function createMentionSuggestion() {
  let options: readonly MentionOption[] = [];
  let state = closed;
  let choose: ((attributes: MentionNodeAttrs) => void) | null = null;
  const listeners = new Set<() => void>();
  const set = (next: MentionPopupState) => {
    state = next;
    listeners.forEach((listener) => listener());
  };
  const show = ({
    items,
    clientRect,
    command,
  }: SuggestionProps<MentionOption, MentionNodeAttrs>) => {
    choose = command;
    set({ items, active: 0, anchor: items.length ? (clientRect ?? null) : null });
  };
  const select = (index: number) => {
    const option = state.items[index];
    if (option && choose) choose(option);
  };
  const onKeyDown = ({ event }: SuggestionKeyDownProps) => {
    const count = state.items.length;
    if (!state.anchor || !count) return false;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      const step = event.key === 'ArrowDown' ? 1 : count - 1;
      set({ ...state, active: (state.active + step) % count });
      return true;
    }
    if (event.key === 'Enter' || event.key === 'Tab') {
      select(state.active);
      return true;
    }
    return false;
  };

  const suggestion: MentionOptions<MentionOption>['suggestion'] = {
    allowSpaces: true,
    allow: ({ state: editorState, range }) =>
      isValidMentionQuery(editorState.doc.textBetween(range.from + 1, range.to)),
    items: ({ query }) => filterMentions(options, query),
    render: () => ({ onStart: show, onUpdate: show, onExit: () => set(closed), onKeyDown }),
  };

  return {
    suggestion,
    select,
    setOptions: (next: readonly MentionOption[]) => {
      options = next;
    },
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    getState: () => state,
  };
}

export type MentionSuggestion = ReturnType<typeof createMentionSuggestion>;
