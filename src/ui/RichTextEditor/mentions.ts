import { foldText } from '@/lib/text';
/** A person the editor can mention after typing '@'. */
export interface MentionOption {
  id: string;
  label: string;
}

// spec §5: a mention query holds only letters (accented ones and ñ included) and spaces.
const MENTION_QUERY = /^[\p{L} ]*$/u;

export function isValidMentionQuery(query: string): boolean {
  return MENTION_QUERY.test(query);
}


/** Options whose label contains the query, ignoring case and accents; none for invalid queries. */
export function filterMentions(options: readonly MentionOption[], query: string): MentionOption[] {
  if (!isValidMentionQuery(query)) return [];
  const wanted = foldText(query.trim());
  return options.filter((option) => foldText(option.label).includes(wanted));
}
