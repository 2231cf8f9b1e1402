import SentimentDissatisfiedOutlined from '@mui/icons-material/SentimentDissatisfiedOutlined';
import SentimentNeutralOutlined from '@mui/icons-material/SentimentNeutralOutlined';
import SentimentSatisfiedAltOutlined from '@mui/icons-material/SentimentSatisfiedAltOutlined';
import SentimentVeryDissatisfiedOutlined from '@mui/icons-material/SentimentVeryDissatisfiedOutlined';
import SentimentVerySatisfiedOutlined from '@mui/icons-material/SentimentVerySatisfiedOutlined';
import { ratingTexts } from '../texts';

/**
 * spec §3 survey scale: emoji names triumph, persevere, confused, relaxed, grin, worst first.
 * The faces are SVG icons, not emoji characters: a lab PC without an emoji font showed empty
 * boxes (issue 32). `name` is the answer the API stores.
 */
export const EMOJI_SCALE = [
  { name: 'triumph', Icon: SentimentVeryDissatisfiedOutlined, label: ratingTexts.emojiScale[0] },
  { name: 'persevere', Icon: SentimentDissatisfiedOutlined, label: ratingTexts.emojiScale[1] },
  { name: 'confused', Icon: SentimentNeutralOutlined, label: ratingTexts.emojiScale[2] },
  { name: 'relaxed', Icon: SentimentSatisfiedAltOutlined, label: ratingTexts.emojiScale[3] },
  { name: 'grin', Icon: SentimentVerySatisfiedOutlined, label: ratingTexts.emojiScale[4] },
] as const;
