import Image from '@tiptap/extension-image';
import Mention from '@tiptap/extension-mention';
import { Placeholder } from '@tiptap/extensions';
import StarterKit from '@tiptap/starter-kit';
import { LinkBubbleMenuHandler } from 'mui-tiptap';
import type { MentionSuggestion } from './mentionSuggestion';

/** What the editor can do: the toolbar's formatting, links, images and mentions. */
export function createExtensions(placeholder: string, mention: MentionSuggestion) {
  return [
    StarterKit.configure({
      heading: false,
      code: false,
      codeBlock: false,
      horizontalRule: false,
      link: { openOnClick: false, defaultProtocol: 'https' },
    }),
    // Uploaded images travel inside the HTML as data URLs.
    Image.configure({ allowBase64: true }),
    Mention.configure({ suggestion: mention.suggestion }),
    Placeholder.configure({ placeholder }),
    LinkBubbleMenuHandler,
  ];
}
