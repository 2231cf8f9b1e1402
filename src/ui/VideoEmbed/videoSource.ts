// spec §5: a video embeds only from YouTube, Vimeo, Dailymotion or Coub (the Content-Security-
// Policy's frame-src); any other link stays a link. The embed loads only when the reader plays it.

export type VideoHost = 'YouTube' | 'Vimeo' | 'Dailymotion' | 'Coub';

export interface VideoSource {
  host: VideoHost;
  /** The player's address, with autoplay (it loads on the reader's click). */
  src: string;
}

const YOUTUBE_ID = /^[\w-]{6,20}$/;

function parse(link: string): URL | null {
  try {
    const url = new URL(link);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

/** The embed of a video link, or null when its host is not one that embeds. */
export function videoSource(link: string): VideoSource | null {
  const url = parse(link.trim());
  if (!url) return null;
  const host = url.hostname.toLowerCase().replace(/^(www|m)\./, '');
  const segments = url.pathname.split('/').filter(Boolean);
  if (host === 'youtube.com' || host === 'youtu.be') {
    const id =
      host === 'youtu.be'
        ? segments[0]
        : segments[0] === 'watch'
          ? url.searchParams.get('v')
          : segments[0] === 'embed' || segments[0] === 'shorts'
            ? segments[1]
            : null;
    return id && YOUTUBE_ID.test(id)
      ? { host: 'YouTube', src: `https://www.youtube-nocookie.com/embed/${id}?autoplay=1` }
      : null;
  }
  if (host === 'vimeo.com' || host === 'player.vimeo.com') {
    const id = segments.find((segment) => /^\d+$/.test(segment));
    return id ? { host: 'Vimeo', src: `https://player.vimeo.com/video/${id}?autoplay=1` } : null;
  }
  if (host === 'dailymotion.com' || host === 'dai.ly') {
    const id = host === 'dai.ly' ? segments[0] : segments[0] === 'video' ? segments[1] : null;
    return id && /^\w+$/.test(id)
      ? { host: 'Dailymotion', src: `https://www.dailymotion.com/embed/video/${id}?autoplay=1` }
      : null;
  }
  if (host === 'coub.com') {
    const id = segments[0] === 'view' || segments[0] === 'embed' ? segments[1] : null;
    return id && /^\w+$/.test(id)
      ? { host: 'Coub', src: `https://coub.com/embed/${id}?autostart=true` }
      : null;
  }
  return null;
}
