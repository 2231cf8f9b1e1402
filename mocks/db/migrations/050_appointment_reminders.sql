-- The day-before reminder of a psychological orientation appointment (issue 38): both sides are
-- told once, when the appointment enters its last day (mocks/api/psychology/reminders.ts). Moving
-- an appointment makes it due again.
ALTER TABLE psychology_appointments ADD COLUMN reminded_at INTEGER;
