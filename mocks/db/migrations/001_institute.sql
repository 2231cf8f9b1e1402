-- The fictional institute: brands (business units), their campuses, programmes, courses and sections.
CREATE TABLE brands (
  id INTEGER PRIMARY KEY,
  code TEXT NOT NULL UNIQUE CHECK (length(code) = 3),
  name TEXT NOT NULL,
  company_contact TEXT NOT NULL,
  assistance_information TEXT NOT NULL,
  webmail_url TEXT NOT NULL,
  mail_domain TEXT NOT NULL,
  zoom_token TEXT,
  zoom_url TEXT,
  sae_chat TEXT
);

CREATE TABLE campuses (
  id INTEGER PRIMARY KEY,
  brand_id INTEGER NOT NULL REFERENCES brands (id),
  name TEXT NOT NULL,
  ubigeo TEXT NOT NULL,
  department TEXT NOT NULL,
  province TEXT NOT NULL,
  district TEXT NOT NULL
);

-- Spec §4: cycles are CI..CXII, plus 00 for single-module programmes.
CREATE TABLE cycles (
  code TEXT PRIMARY KEY,
  ordinal INTEGER NOT NULL UNIQUE,
  name TEXT NOT NULL
);

CREATE TABLE periods (
  id INTEGER PRIMARY KEY,
  code TEXT NOT NULL UNIQUE,
  starts_on TEXT NOT NULL,
  ends_on TEXT NOT NULL,
  is_current INTEGER NOT NULL DEFAULT 0 CHECK (is_current IN (0, 1))
);

-- A programme is what the API calls a product (nombreProducto / idProducto).
CREATE TABLE programmes (
  id INTEGER PRIMARY KEY,
  brand_id INTEGER NOT NULL REFERENCES brands (id),
  code TEXT NOT NULL,
  name TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('CARRERA', 'EXTENSION')),
  UNIQUE (brand_id, code)
);

CREATE TABLE courses (
  id INTEGER PRIMARY KEY,
  programme_id INTEGER NOT NULL REFERENCES programmes (id),
  cycle_code TEXT NOT NULL REFERENCES cycles (code),
  name TEXT NOT NULL,
  slug TEXT NOT NULL,
  credits INTEGER NOT NULL
);
CREATE INDEX courses_programme ON courses (programme_id, cycle_code);
