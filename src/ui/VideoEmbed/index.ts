export { default as VideoEmbed, MEDIA_FRAME, type VideoEmbedProps } from './VideoEmbed';
export { videoSource, type VideoHost, type VideoSource } from './videoSource';
