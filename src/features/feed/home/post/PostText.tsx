import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import { textTokens } from './textTokens';

/** A post's text as written: plain text, its links and hashtags as anchors (spec §5). */
function PostText({ text }: { text: string }) {
  return (
    <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {textTokens(text).map((token, index) =>
        token.kind === 'text' ? (
          token.value
        ) : (
          <Link
            key={index}
            href={token.href}
            target="_blank"
            rel="noopener noreferrer nofollow"
            underline="always"
          >
            {token.value}
          </Link>
        ),
      )}
    </Typography>
  );
}

export default memo(PostText);
