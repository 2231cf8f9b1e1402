import { Tag, type TagColor } from '@/ui/Tag';

interface StateTagProps<State extends string> {
  state: State;
  /** Each state's Spanish label (the resource's `texts.states`). */
  labels: Readonly<Record<State, string>>;
  /** Each state's colour. */
  colors: Readonly<Record<State, TagColor>>;
  /** @default 'medium' (the Tag's) */
  size?: 'small' | 'medium';
}

/** A record's state as a coloured tag, in every admin list and show. */
export default function StateTag<State extends string>({
  state,
  labels,
  colors,
  size,
}: StateTagProps<State>) {
  return <Tag label={labels[state]} color={colors[state]} size={size} />;
}
