import PlayCircle from '@mui/icons-material/PlayCircle';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { videoEmbedTexts } from '../texts';
import { videoSource, type VideoHost } from './videoSource';

/** A 16:9 box of fixed shape: what loads in it (a player, an image) moves nothing around it. */
export const MEDIA_FRAME = {
  position: 'relative',
  width: '100%',
  aspectRatio: '16 / 9',
  borderRadius: 1,
  overflow: 'hidden',
  bgcolor: 'action.hover',
} as const;

export interface VideoEmbedProps {
  /** The video's address as written, e.g. 'https://youtu.be/…'. */
  link: string;
  /** The hosts this place embeds; any other link stays a link. @default every host that embeds */
  hosts?: readonly VideoHost[];
}

/**
 * A video in a 16:9 box of fixed shape (nothing moves when it loads) behind a play button: the
 * player, and its host's scripts and cookies, load only when the reader plays it.
 */
export default function VideoEmbed({ link, hosts }: VideoEmbedProps) {
  const [playing, setPlaying] = useState(false);
  const source = videoSource(link);
  if (!source || (hosts && !hosts.includes(source.host))) {
    return (
      <Link href={link} target="_blank" rel="noopener noreferrer nofollow">
        {videoEmbedTexts.open}
      </Link>
    );
  }
  return (
    <Box sx={MEDIA_FRAME}>
      {playing ? (
        <Box
          component="iframe"
          src={source.src}
          title={videoEmbedTexts.title(source.host)}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          referrerPolicy="strict-origin-when-cross-origin"
          sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 }}
        />
      ) : (
        <ButtonBase
          onClick={() => setPlaying(true)}
          aria-label={videoEmbedTexts.play(source.host)}
          sx={{
            position: 'absolute',
            inset: 0,
            flexDirection: 'column',
            gap: 1,
            color: 'common.white',
            bgcolor: 'grey.900',
          }}
        >
          <PlayCircle sx={{ fontSize: 64 }} />
          <Typography variant="body2">{source.host}</Typography>
        </ButtonBase>
      )}
    </Box>
  );
}
