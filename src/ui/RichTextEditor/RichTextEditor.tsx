import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEditor, type Editor } from '@tiptap/react';
import { sanitizeHtml } from '@/lib/html';
import {
  fieldContainerClasses,
  LinkBubbleMenu,
  RichTextEditorProvider,
  RichTextField,
} from 'mui-tiptap';
import { useEffect, useId, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { richTextTexts } from '../texts';
import EditorToolbar from './EditorToolbar';
import { createExtensions } from './extensions';
import { countCharacters, RICH_TEXT_MAX, RICH_TEXT_MIN, richTextError } from './length';
import MentionPopup from './MentionPopup';
import { createMentionSuggestion } from './mentionSuggestion';
import type { MentionOption } from './mentions';

/** What `onChange` reports beside the HTML. */
export interface RichTextChange {
  /** Characters of plain text (an emoji counts as one). */
  length: number;
  /** The spec §5 message for the current text, or null when it is valid. */
  error: string | null;
}

export interface RichTextEditorProps {
  /** Visible label; also names the editable region for screen readers. */
  label: string;
  /** Initial HTML. Later changes are ignored: the editor owns its content. @default '' */
  value?: string;
  /** Called on each change with sanitised HTML ('' when empty) and its validity. */
  onChange?: (html: string, change: RichTextChange) => void;
  /** Fewest characters accepted. @default 3 */
  min?: number;
  /** Most characters accepted; also the counter's total. @default 250 */
  max?: number;
  /** An empty text is an error. @default false */
  required?: boolean;
  /** Shows errors before the user leaves the field, e.g. after a submit attempt. @default false */
  touched?: boolean;
  /** People offered after typing '@'. @default [] */
  mentions?: readonly MentionOption[];
  /** Hint shown while the text is empty; read once, on mount. @default '' */
  placeholder?: string;
  /** Read-only, with the toolbar disabled. @default false */
  disabled?: boolean;
}

const NO_MENTIONS: readonly MentionOption[] = [];

// Plain text as the reader sees it: mentions as '@name', images and paragraph breaks as nothing.
const lengthOf = (editor: Editor) => countCharacters(editor.getText({ blockSeparator: '' }));

/** Rich text with a Spanish toolbar, emoji, mentions and images; emits sanitised HTML. */
export default function RichTextEditor({
  label,
  value = '',
  onChange,
  min = RICH_TEXT_MIN,
  max = RICH_TEXT_MAX,
  required = false,
  touched = false,
  mentions = NO_MENTIONS,
  placeholder = '',
  disabled = false,
}: RichTextEditorProps) {
  const id = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const [blurred, setBlurred] = useState(false);
  const [imageRejected, setImageRejected] = useState(false);
  // The editor keeps the callbacks it was created with; these refs hand it the current props.
  const latest = useRef({ onChange, rules: { min, max, required } });
  useEffect(() => {
    latest.current = { onChange, rules: { min, max, required } };
  });
  const [mention] = useState(createMentionSuggestion);
  useEffect(() => mention.setOptions(mentions), [mention, mentions]);
  const popup = useSyncExternalStore(mention.subscribe, mention.getState);
  const [extensions] = useState(() => createExtensions(placeholder, mention));

  const editorProps = useMemo(
    () => ({
      attributes: {
        'aria-labelledby': `${id}-label`,
        'aria-describedby': `${id}-help`,
        'aria-multiline': 'true',
        ...(required && { 'aria-required': 'true' }),
      },
    }),
    [id, required],
  );
  const editor = useEditor({
    extensions,
    content: value,
    editable: !disabled,
    immediatelyRender: true,
    shouldRerenderOnTransaction: true,
    editorProps,
    onUpdate: ({ editor: current }) => {
      const length = lengthOf(current);
      const html = current.isEmpty ? '' : sanitizeHtml(current.getHTML());
      const error = richTextError(length, latest.current.rules);
      latest.current.onChange?.(html, { length, error });
    },
    onBlur: ({ event }) => {
      if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setBlurred(true);
    },
  });

  const length = lengthOf(editor);
  const error = blurred || touched ? richTextError(length, { min, max, required }) : null;
  const activeOption = popup.anchor ? `${id}-mentions-${popup.active}` : null;

  // Attributes that follow every keystroke go straight to the DOM: ProseMirror leaves alone the
  // attributes it does not manage, and routing them through editorProps would rebuild the view.
  useEffect(() => {
    const dom = editor.view.dom;
    dom.setAttribute('aria-invalid', String(Boolean(error)));
    for (const [name, attribute] of [
      ['aria-activedescendant', activeOption],
      ['aria-controls', activeOption && `${id}-mentions`],
    ] as const) {
      if (attribute) dom.setAttribute(name, attribute);
      else dom.removeAttribute(name);
    }
  }, [editor, error, activeOption, id]);

  useEffect(() => {
    if (editor.isEditable !== !disabled) editor.setEditable(!disabled, false);
  }, [editor, disabled]);

  return (
    <Box ref={rootRef} sx={{ width: '100%' }}>
      <Typography
        id={`${id}-label`}
        variant="body2"
        component="div"
        sx={{ mb: 0.5, fontWeight: 500 }}
      >
        {label}
        {required && <span aria-hidden> *</span>}
      </Typography>
      <RichTextEditorProvider editor={editor}>
        <RichTextField
          variant="outlined"
          disabled={disabled}
          controls={<EditorToolbar onImagesChecked={setImageRejected} />}
          MenuBarProps={{ disableSticky: true }}
          sx={{
            ...(error && {
              [`& .${fieldContainerClasses.notchedOutline}`]: { borderColor: 'error.main' },
            }),
            '& .ProseMirror': { minHeight: 96 },
            // The library's placeholder grey is too faint for WCAG AA; && outranks its rule.
            '&& .ProseMirror p.is-editor-empty:first-of-type::before': { color: 'text.secondary' },
          }}
        />
        <LinkBubbleMenu labels={richTextTexts.linkMenu} />
      </RichTextEditorProvider>
      <Stack id={`${id}-help`} direction="row" spacing={2} sx={{ justifyContent: 'space-between' }}>
        <Box>
          {error && <FormHelperText error>{error}</FormHelperText>}
          {imageRejected && (
            <FormHelperText error role="alert">
              {richTextTexts.imageFormat}
            </FormHelperText>
          )}
        </Box>
        <FormHelperText sx={{ ...(length > max && { color: 'error.main' }), whiteSpace: 'nowrap' }}>
          {richTextTexts.counter(length, max)}
        </FormHelperText>
      </Stack>
      <MentionPopup state={popup} id={`${id}-mentions`} onSelect={mention.select} />
    </Box>
  );
}
