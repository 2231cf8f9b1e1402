-- Directives (spec §2 /estudiantes/directivas, spec §7 onboarding/directiva and
-- directiva/alumno, issue 34): the rules that detail how a regulation applies, which students
-- read and accept once, the onboarding task's step 'onboardingDirectivas'. A directive is a
-- regulation of another kind: its text lives in the same immutable versions, an acceptance in the
-- same table (one per user and version), and the superadmin publishes and follows both on the
-- same screens. Its PDF is rendered from the version's text, as other campus PDFs are.
ALTER TABLE regulations ADD COLUMN tipo TEXT NOT NULL DEFAULT 'REGLAMENTO'
  CHECK (tipo IN ('REGLAMENTO', 'DIRECTIVA'));
CREATE INDEX regulations_tipo ON regulations (tipo, activo, audiencia);
