const BAR_HEIGHT = 40;
const AXES_HEIGHT = 90;

/** A report chart's height for `groups` bands; its placeholder keeps the same room while it loads. */
export const chartHeight = (groups: number) => AXES_HEIGHT + BAR_HEIGHT * groups;
