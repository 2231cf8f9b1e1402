-- When a student took their seat in a section (issue 54: a newcomer was told they had missed every
-- class held before they enrolled). Epoch ms; NULL for a seat taken before the section's classes
-- began, so every class counts. The absence alert counts only the classes whose marking window
-- closed after the seat was taken. Filled for the demo's late-seated students by
-- mocks/seed/seatedAt.ts.
ALTER TABLE section_students ADD COLUMN seated_at INTEGER;
