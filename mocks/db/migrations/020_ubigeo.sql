-- Peru's places by INEI code (issue 11: addresses in procedures, ubigeo/{nivel}/listar): 2 digits a
-- department, 4 a province, 6 a district. Filled by 058_peru_ubigeo.sql.
CREATE TABLE ubigeo (
  code TEXT PRIMARY KEY CHECK (length(code) IN (2, 4, 6)),
  name TEXT NOT NULL
);
