// issue 53: what each test did that costs the most, filed by the fixtures (test.ts) as annotations
// and summed by the timing reporter (timingReporter.ts): the documents the test's page loaded (each
// boots the app) and the axe-core scans. Pages of contexts a test opens itself are not counted.
export const PAGE_LOADS = 'e2e page loads';
export const AXE_SCANS = 'e2e axe scans';
