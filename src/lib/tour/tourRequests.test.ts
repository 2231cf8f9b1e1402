import { afterEach, describe, expect, it, vi } from 'vitest';
import { current, endTour, requestTour, subscribe } from './tourRequests';

const students = { codeConfig: 'nueva_func_tour_estudiantes', idTask: 7, fromFlow: true };

afterEach(() => endTour());

describe('tourRequests', () => {
  it('holds the requested tour until it ends, telling subscribers of each change', () => {
    const listener = vi.fn();
    const unsubscribe = subscribe(listener);
    expect(current()).toBeNull();
    requestTour(students);
    expect(current()).toEqual(students);
    endTour();
    expect(current()).toBeNull();
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    requestTour(students);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('ignores a second request for the tour playing, and replaces it with another', () => {
    const listener = vi.fn();
    subscribe(listener);
    requestTour(students);
    requestTour({ ...students, fromFlow: false });
    expect(current()).toEqual(students);
    const teachers = { codeConfig: 'nueva_func_tour_docentes', idTask: null, fromFlow: false };
    requestTour(teachers);
    expect(current()).toEqual(teachers);
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
