import PlayCircle from '@mui/icons-material/PlayCircle';
import Description from '@mui/icons-material/Description';
import Box from '@mui/material/Box';
import MuiButton from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { Publicacion } from '@generated/main/model';
import { serviceUrl } from '@/lib/http';
import { texts } from '../texts';
import { videoEmbed } from './videoEmbed';

// Every medium sits in a 16:9 box of fixed shape, so nothing moves when it loads (no layout
// shift); images load lazily, except the first post's, which the reader sees at once.
const frame = {
  position: 'relative',
  width: '100%',
  aspectRatio: '16 / 9',
  borderRadius: 1,
  overflow: 'hidden',
  bgcolor: 'action.hover',
} as const;

function Video({ link }: { link: string }) {
  const [playing, setPlaying] = useState(false);
  const embed = videoEmbed(link);
  if (!embed) {
    return (
      <Link href={link} target="_blank" rel="noopener noreferrer nofollow">
        {texts.openVideo}
      </Link>
    );
  }
  // The player (and its host's scripts and cookies) loads only when the reader plays it.
  return (
    <Box sx={frame}>
      {playing ? (
        <Box
          component="iframe"
          src={embed.src}
          title={texts.videoTitle(embed.host)}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          referrerPolicy="strict-origin-when-cross-origin"
          sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 }}
        />
      ) : (
        <ButtonBase
          onClick={() => setPlaying(true)}
          aria-label={texts.playVideo(embed.host)}
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
          <Typography variant="body2">{embed.host}</Typography>
        </ButtonBase>
      )}
    </Box>
  );
}

interface PostMediaProps {
  post: Publicacion;
  /** The first post on screen: its image is fetched at once, with priority (LCP). */
  eager: boolean;
}

export default function PostMedia({ post, eager }: PostMediaProps) {
  return (
    <>
      {post.rutaImagen && (
        <Box sx={frame}>
          <Box
            component="img"
            src={serviceUrl('main', post.rutaImagen)}
            alt={texts.imageAlt}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
            fetchPriority={eager ? 'high' : 'auto'}
            width={640}
            height={360}
            sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
          />
        </Box>
      )}
      {post.urlVideo && <Video link={post.urlVideo} />}
      {post.rutaArchivo && post.textoBotonDocumento && (
        <Box>
          <MuiButton
            variant="outlined"
            href={serviceUrl('main', post.rutaArchivo)}
            target="_blank"
            rel="noopener noreferrer"
            startIcon={<Description />}
          >
            {post.textoBotonDocumento}
          </MuiButton>
        </Box>
      )}
    </>
  );
}
