import Box from '@mui/material/Box';
import { sanitizeHtml } from '@/lib/html';
import { useMemo } from 'react';

export interface RichTextViewProps {
  /** HTML written with the rich-text editor; sanitised again before it is shown. */
  html: string;
}

/** Shows rich text safely: the one place the campus sets inner HTML. */
export default function RichTextView({ html }: RichTextViewProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return (
    <Box
      sx={{
        typography: 'body2',
        overflowWrap: 'anywhere',
        '& p': { my: 0.5 },
        '& ul, & ol': { my: 0.5, pl: 3 },
        '& a': { color: 'primary.main' },
        '& img': { maxWidth: '100%', height: 'auto' },
        '& blockquote': { ml: 0, pl: 1.5, borderLeft: 3, borderColor: 'divider' },
        '& [data-type="mention"]': { color: 'primary.main', fontWeight: 600 },
      }}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
