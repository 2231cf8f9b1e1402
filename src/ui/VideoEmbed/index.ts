export { default as VideoEmbed, type VideoEmbedProps } from './VideoEmbed';
export { videoSource, type VideoHost, type VideoSource } from './videoSource';
