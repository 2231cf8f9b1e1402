import FigureList from '../shared/FigureList';
import { texts } from '../texts';

interface HoursSummaryProps {
  teaching: number;
  nonTeaching: number;
}

/** The week's hours in class, outside it and in all. */
export default function HoursSummary({ teaching, nonTeaching }: HoursSummaryProps) {
  return (
    <FigureList
      label={texts.programming.summary}
      figures={[
        [texts.programming.teaching, texts.programming.hours(teaching)],
        [texts.programming.nonTeaching, texts.programming.hours(nonTeaching)],
        [
          texts.programming.total,
          texts.programming.hours(Math.round((teaching + nonTeaching) * 100) / 100),
        ],
      ]}
    />
  );
}
