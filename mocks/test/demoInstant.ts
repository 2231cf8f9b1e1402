/**
 * The instant the test servers' clocks stand still at (CAMPUS_CLOCK for the e2e attendance
 * server, the contract run's demo API): a Wednesday of the seeded period, 10:00 in Lima. The demo
 * places today's classes around "now", so a run at any hour of the real day finds the same ones.
 */
export const DEMO_INSTANT = Date.parse('2026-11-25T10:00:00-05:00');
