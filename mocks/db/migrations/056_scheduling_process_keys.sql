-- Coordinators create scheduling processes (issue 40) under an idempotency key: a retry of the
-- same create, by whoever of the brand sends it, answers the process it made instead of
-- refusing the period and campus as taken.
ALTER TABLE scheduling_processes ADD COLUMN created_by INTEGER REFERENCES users (id);
ALTER TABLE scheduling_processes ADD COLUMN create_key TEXT;
CREATE UNIQUE INDEX scheduling_processes_key ON scheduling_processes (create_key);
