export {
  default as RichTextEditor,
  type RichTextChange,
  type RichTextEditorProps,
} from './RichTextEditor';
export { default as RichTextView, type RichTextViewProps } from './RichTextView';
export { RICH_TEXT_MAX, RICH_TEXT_MIN, countCharacters, richTextError } from './length';
export { isValidMentionQuery, type MentionOption } from './mentions';
