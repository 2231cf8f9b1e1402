import { ratingTexts } from '../texts';

/** spec §3 survey scale: emoji names triumph, persevere, confused, relaxed, grin, worst first. */
export const EMOJI_SCALE = [
  { name: 'triumph', emoji: '😤', label: ratingTexts.emojiScale[0] },
  { name: 'persevere', emoji: '😣', label: ratingTexts.emojiScale[1] },
  { name: 'confused', emoji: '😕', label: ratingTexts.emojiScale[2] },
  { name: 'relaxed', emoji: '😌', label: ratingTexts.emojiScale[3] },
  { name: 'grin', emoji: '😁', label: ratingTexts.emojiScale[4] },
] as const;
