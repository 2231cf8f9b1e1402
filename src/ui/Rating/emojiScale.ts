import { texts } from '../texts';

/** spec §3 survey scale: emoji names triumph, persevere, confused, relaxed, grin, worst first. */
export const EMOJI_SCALE = [
  { name: 'triumph', emoji: '😤', label: texts.rating.emojiScale[0] },
  { name: 'persevere', emoji: '😣', label: texts.rating.emojiScale[1] },
  { name: 'confused', emoji: '😕', label: texts.rating.emojiScale[2] },
  { name: 'relaxed', emoji: '😌', label: texts.rating.emojiScale[3] },
  { name: 'grin', emoji: '😁', label: texts.rating.emojiScale[4] },
] as const;
