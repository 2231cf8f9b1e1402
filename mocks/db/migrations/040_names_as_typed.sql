-- A few names as the institute's older systems typed them, in capitals or in lower case, as the
-- seed now stores them: the campus shows every name through CAPITALIZE_VARIABLES (spec §5), and a
-- demo database seeded before keeps no trace of why it matters without them (issue 33).
UPDATE programmes SET name = 'OFIMÁTICA EMPRESARIAL' WHERE code = 'OFI';
UPDATE courses SET name = 'POWER BI PARA LA GESTIÓN' WHERE name = 'Power BI para la Gestión';
UPDATE courses SET name = 'GESTIÓN DE PROYECTOS DE TI' WHERE name = 'Gestión de Proyectos de TI';
UPDATE courses SET name = 'inglés técnico i' WHERE name = 'Inglés Técnico I';
UPDATE courses SET name = 'inglés técnico ii' WHERE name = 'Inglés Técnico II';
UPDATE campuses SET name = 'SEDE LIMA SUR' WHERE name = 'Sede Lima Sur';
