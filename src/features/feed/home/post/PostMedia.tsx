import Description from '@mui/icons-material/Description';
import Box from '@mui/material/Box';
import MuiButton from '@mui/material/Button';
import type { Publicacion } from '@generated/main/model';
import { serviceUrl } from '@/lib/http';
import { MEDIA_FRAME, VideoEmbed } from '@/ui/VideoEmbed';
import { texts } from '../../texts';

// Every medium sits in a 16:9 box of fixed shape, so nothing moves when it loads (no layout
// shift); images load lazily, except the first post's, which the reader sees at once.

interface PostMediaProps {
  post: Publicacion;
  /** The first post on screen: its image is fetched at once, with priority (LCP). */
  eager: boolean;
}

export default function PostMedia({ post, eager }: PostMediaProps) {
  return (
    <>
      {post.rutaImagen && (
        <Box sx={MEDIA_FRAME}>
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
      {post.urlVideo && <VideoEmbed link={post.urlVideo} />}
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
