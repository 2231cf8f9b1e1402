// Links the admin areas store for others to open (tutorials, and later posts' videos).

/** spec §5: video links only from YouTube or Vimeo. */
const VIDEO_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'youtu.be',
  'vimeo.com',
  'www.vimeo.com',
  'player.vimeo.com',
]);

/** An https link with a host name and no credentials, or null. */
export function httpsLink(text: string): URL | null {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  const credentials = url.username !== '' || url.password !== '';
  return url.protocol === 'https:' && url.hostname.includes('.') && !credentials ? url : null;
}

export const isVideoLink = (url: URL) => VIDEO_HOSTS.has(url.hostname.toLowerCase());
