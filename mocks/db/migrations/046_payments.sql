-- Payments (issue 37; contract openapi/main/pagos.yaml): each student's fee schedule per
-- enrolment and period, the channels the institute collects through, the payments the bank
-- confirms and the electronic receipt each one gets. Amounts are integer céntimos; days are Lima
-- days ('YYYY-MM-DD'). A fee's state is never stored: it follows from its due day, the clock and
-- its payment (mocks/api/payments/feeState.ts).

-- The institute's channels (master data): bank deposits with their collection code, agents,
-- and a card or wallet link. `simulated` marks the one the demo API confirms at once.
CREATE TABLE payment_channels (
  id INTEGER PRIMARY KEY,
  code TEXT NOT NULL UNIQUE,
  kind TEXT NOT NULL CHECK (kind IN ('DEPOSITO', 'AGENTE', 'ENLACE')),
  name TEXT NOT NULL,
  instructions TEXT NOT NULL,
  collection_code TEXT,
  url TEXT CHECK (url IS NULL OR url LIKE 'https://%'),
  simulated INTEGER NOT NULL DEFAULT 0 CHECK (simulated IN (0, 1)),
  position INTEGER NOT NULL,
  is_active INTEGER NOT NULL DEFAULT 1 CHECK (is_active IN (0, 1))
);

CREATE TABLE fees (
  id INTEGER PRIMARY KEY,
  enrolment_id INTEGER NOT NULL REFERENCES enrolments (id),
  period_id INTEGER NOT NULL REFERENCES periods (id),
  -- 0 the enrolment fee, then the monthly instalments in order.
  position INTEGER NOT NULL CHECK (position BETWEEN 0 AND 12),
  concept TEXT NOT NULL,
  due_on TEXT NOT NULL CHECK (due_on GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'),
  amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
  discount_cents INTEGER NOT NULL DEFAULT 0 CHECK (discount_cents >= 0),
  discount_name TEXT,
  scholarship_cents INTEGER NOT NULL DEFAULT 0 CHECK (scholarship_cents >= 0),
  scholarship_name TEXT,
  -- Added once the fee is overdue (mora).
  late_charge_cents INTEGER NOT NULL DEFAULT 0 CHECK (late_charge_cents >= 0),
  -- How many days past today a new-date commitment may reach (the limit the data sets).
  reschedule_days INTEGER NOT NULL DEFAULT 15 CHECK (reschedule_days BETWEEN 0 AND 60),
  CHECK (discount_cents + scholarship_cents < amount_cents),
  UNIQUE (enrolment_id, period_id, position)
);
CREATE INDEX fees_due ON fees (due_on);

-- One payment settles one fee, whole. The bank's operation reference is unique: a confirmation
-- the bank sends twice records one payment.
CREATE TABLE payments (
  id INTEGER PRIMARY KEY,
  fee_id INTEGER NOT NULL UNIQUE REFERENCES fees (id),
  channel_id INTEGER NOT NULL REFERENCES payment_channels (id),
  bank_reference TEXT NOT NULL UNIQUE,
  amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
  late_charge_cents INTEGER NOT NULL DEFAULT 0 CHECK (late_charge_cents >= 0),
  paid_at INTEGER NOT NULL
);

-- SUNAT's electronic receipts: boleta (series B…) for a person's document, factura (F…) for a
-- company's RUC; series and number are unique together.
CREATE TABLE receipts (
  id INTEGER PRIMARY KEY,
  payment_id INTEGER NOT NULL UNIQUE REFERENCES payments (id),
  kind TEXT NOT NULL CHECK (kind IN ('BOLETA', 'FACTURA')),
  series TEXT NOT NULL CHECK (series GLOB '[BF][0-9][0-9][0-9]'),
  number INTEGER NOT NULL CHECK (number BETWEEN 1 AND 99999999),
  issuer_ruc TEXT NOT NULL,
  issuer_name TEXT NOT NULL,
  customer_document_type TEXT NOT NULL CHECK (customer_document_type IN ('DNI', 'CE', 'PASAPORTE', 'RUC')),
  customer_document_number TEXT NOT NULL,
  customer_name TEXT NOT NULL,
  issued_at INTEGER NOT NULL,
  CHECK (substr(series, 1, 1) = CASE kind WHEN 'BOLETA' THEN 'B' ELSE 'F' END),
  UNIQUE (series, number)
);

-- The late-payment path's requests, each a procedure the area resolves in its tray: a new-date
-- commitment or a payment made but not reflected, at most one of each kind per fee.
CREATE TABLE fee_requests (
  id INTEGER PRIMARY KEY,
  fee_id INTEGER NOT NULL REFERENCES fees (id),
  kind TEXT NOT NULL CHECK (kind IN ('REAGENDAR', 'PROBLEMA')),
  request_id INTEGER NOT NULL UNIQUE REFERENCES procedure_requests (id),
  new_due_on TEXT,
  CHECK ((kind = 'REAGENDAR') = (new_due_on IS NOT NULL)),
  UNIQUE (fee_id, kind)
);

-- Their procedure types: filed only from the late-payment pages (inactive, so the procedures
-- catalogue does not offer them without a fee), resolved in the tickets tray.
INSERT INTO procedure_types (code, slug, name, summary, purpose, area_code, mode, audiences,
    fee_cents, business_days, asks_sms, issues_document, responder, is_active)
  VALUES
    ('REAGPAGO', 'reprogramacion-de-pago', 'Reprogramación de pago',
      'Compromiso de pago de una cuota vencida en una nueva fecha.',
      'Pedir una nueva fecha para pagar una cuota vencida.', 'SM-TK', 'MANUAL',
      'CARRERA,EXTENSION', 0, 3, 0, 0, 'NINGUNO', 0),
    ('PROBPAGO', 'pago-no-reflejado', 'Pago no reflejado',
      'Un pago realizado que no aparece en el campus, con su voucher.',
      'Revisar un pago hecho en el banco que no figura en tu estado de cuenta.', 'SM-TK', 'MANUAL',
      'CARRERA,EXTENSION', 0, 3, 0, 0, 'NINGUNO', 0);

INSERT INTO procedure_requirements (type_id, kind, name, description, required, position,
    formats, max_bytes, max_files, field_type, max_length)
  SELECT t.id, r.kind, r.name, r.description, 1, r.position, r.formats, r.max_bytes, r.max_files,
      r.field_type, r.max_length
  FROM procedure_types t JOIN (
    SELECT 'REAGPAGO' AS code, 'CAMPO' AS kind, 'Cuota' AS name, 'La cuota vencida.' AS description,
      1 AS position, NULL AS formats, NULL AS max_bytes, NULL AS max_files, 'TEXTO' AS field_type,
      120 AS max_length
    UNION ALL SELECT 'REAGPAGO', 'CAMPO', 'Nueva fecha de pago', 'El día en que te comprometes a pagar.',
      2, NULL, NULL, NULL, 'FECHA', NULL
    UNION ALL SELECT 'REAGPAGO', 'CAMPO', 'Motivo', 'Por qué necesitas una nueva fecha.',
      3, NULL, NULL, NULL, 'TEXTO', 500
    UNION ALL SELECT 'PROBPAGO', 'CAMPO', 'Cuota', 'La cuota pagada.', 1, NULL, NULL, NULL, 'TEXTO', 120
    UNION ALL SELECT 'PROBPAGO', 'CAMPO', 'Número de operación', 'El número que figura en el voucher.',
      2, NULL, NULL, NULL, 'TEXTO', 20
    UNION ALL SELECT 'PROBPAGO', 'CAMPO', 'Fecha del pago', 'El día en que pagaste.',
      3, NULL, NULL, NULL, 'FECHA', NULL
    UNION ALL SELECT 'PROBPAGO', 'CAMPO', 'Comentario', 'Lo que el área debe saber.',
      4, NULL, NULL, NULL, 'TEXTO', 500
    UNION ALL SELECT 'PROBPAGO', 'DOCUMENTO', 'Voucher', 'El voucher del pago (PDF, JPG o PNG; hasta 5 MB).',
      5, 'pdf,jpg,jpeg,png', 5242880, 1, NULL, NULL
  ) r ON r.code = t.code;
UPDATE procedure_requirements SET required = 0
  WHERE name = 'Comentario' AND type_id = (SELECT id FROM procedure_types WHERE code = 'PROBPAGO');
