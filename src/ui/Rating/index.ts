export { default as Rating, CIRCLE_GAP, CIRCLE_GAP_NARROW, type RatingProps } from './Rating';
export { CIRCLE_SIZE } from './RatingCircle';
export { EMOJI_SCALE } from './emojiScale';
