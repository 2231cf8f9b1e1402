-- Study certificates, sworn statements, short links and benefits (issue 37; contract
-- openapi/main/certificados.yaml, beneficios.yaml, redirecciones.yaml).

-- A study certificate keeps what it stated when issued (the record as JSON: periods, courses,
-- grades, credits), so a later rectification never changes a certificate already handed out.
-- Its code is random (not sequential) and is what the public verification reads; a revoked
-- certificate still answers, as revoked.
CREATE TABLE study_certificates (
  id INTEGER PRIMARY KEY,
  code TEXT NOT NULL UNIQUE CHECK (code GLOB '[0-9A-Z][0-9A-Z][0-9A-Z][0-9A-Z]-[0-9A-Z][0-9A-Z][0-9A-Z][0-9A-Z]-[0-9A-Z][0-9A-Z][0-9A-Z][0-9A-Z]'),
  enrolment_id INTEGER NOT NULL REFERENCES enrolments (id),
  -- The approved CERTESTSU request that paid for it; NULL when it was issued at once.
  request_id INTEGER UNIQUE REFERENCES procedure_requests (id),
  idempotency_key TEXT NOT NULL,
  holder_name TEXT NOT NULL,
  document_type TEXT NOT NULL,
  document_number TEXT NOT NULL,
  programme TEXT NOT NULL,
  record_json TEXT NOT NULL CHECK (json_valid(record_json)),
  credits INTEGER NOT NULL CHECK (credits >= 0),
  issued_at INTEGER NOT NULL,
  revoked_at INTEGER,
  revoked_reason TEXT,
  UNIQUE (enrolment_id, idempotency_key)
);
CREATE INDEX study_certificates_enrolment ON study_certificates (enrolment_id);

-- Sworn statements the institute issued (a student declares their address, their income for a
-- scholarship ...): a code third parties validate at /validar/declaracionjurada.
CREATE TABLE sworn_statements (
  id INTEGER PRIMARY KEY,
  code TEXT NOT NULL UNIQUE CHECK (code GLOB '[0-9A-Z][0-9A-Z][0-9A-Z][0-9A-Z]-[0-9A-Z][0-9A-Z][0-9A-Z][0-9A-Z]-[0-9A-Z][0-9A-Z][0-9A-Z][0-9A-Z]'),
  user_id INTEGER NOT NULL REFERENCES users (id),
  subject TEXT NOT NULL,
  issued_at INTEGER NOT NULL,
  revoked_at INTEGER
);

-- Short links sent by SMS or e-mail: /redirecciones/{module}/{code} leads to a campus route or to
-- an https address whose host the parameter REDIRECCION_DOMINIOS allows (checked when resolved).
CREATE TABLE short_links (
  id INTEGER PRIMARY KEY,
  module TEXT NOT NULL,
  code TEXT NOT NULL,
  route TEXT CHECK (route IS NULL OR (route GLOB '/*' AND route NOT GLOB '//*')),
  url TEXT CHECK (url IS NULL OR url GLOB 'https://*'),
  expires_at INTEGER,
  CHECK ((route IS NULL) <> (url IS NULL)),
  UNIQUE (module, code)
);

-- The institute's agreements and discounts for students, per brand (NULL: every brand).
CREATE TABLE benefits (
  id INTEGER PRIMARY KEY,
  brand_id INTEGER REFERENCES brands (id),
  kind TEXT NOT NULL CHECK (kind IN ('CONVENIO', 'DESCUENTO')),
  partner TEXT NOT NULL,
  title TEXT NOT NULL,
  benefit TEXT NOT NULL,
  conditions TEXT NOT NULL,
  url TEXT CHECK (url IS NULL OR url GLOB 'https://*'),
  position INTEGER NOT NULL
);
CREATE INDEX benefits_brand ON benefits (brand_id, position);

INSERT INTO parameters (brand_id, clave, valor, valor2, descripcion, sistema) VALUES
  (NULL, 'URL_CAMPUS', 'http://localhost:5173', NULL,
    'Dirección pública del campus: los códigos QR de los certificados apuntan a su página de verificación.', 1),
  (NULL, 'REDIRECCION_DOMINIOS', 'pagos.campus.example,biblioteca.campus.example', NULL,
    'Dominios externos (separados por comas) a los que puede llevar un enlace corto.', 1);
