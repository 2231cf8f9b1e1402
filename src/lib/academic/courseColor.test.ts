import { describe, expect, it } from 'vitest';
import { COURSE_PALETTE, courseColor } from './courseColor';

describe('courseColor', () => {
  it('takes the colour from the last two digits of the section id', () => {
    expect(courseColor(3100)).toBe(COURSE_PALETTE[0]);
    expect(courseColor(3111)).toBe(COURSE_PALETTE[11]);
    expect(courseColor(3112)).toBe(COURSE_PALETTE[0]);
    expect(courseColor(3199)).toBe(COURSE_PALETTE[99 % 12]);
  });

  it('gives sections with the same last two digits the same colour', () => {
    expect(courseColor(3120)).toBe(courseColor(4120));
    expect(courseColor(20)).toBe(courseColor(3120));
  });
});
