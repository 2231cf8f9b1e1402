-- Free text the demo data built from a name as the institute's systems stored it (040): a
-- segment's name and the shared office accounts' names and mailboxes. People typed these, as they
-- would read them, so the campus shows them as they are and never capitalises them (spec §5 is
-- for names only); they read 'SEDE LIMA SUR' on screen (issue 54).
UPDATE segments SET nombre = 'Estudiantes de Sede Lima Sur'
  WHERE nombre = 'Estudiantes de SEDE LIMA SUR';
UPDATE users SET first_name = replace(first_name, ' SEDE LIMA SUR', ' Lima Sur'),
    email = replace(email, '.sedelimasur@', '.limasur@')
  WHERE generic_area IS NOT NULL AND first_name LIKE '% SEDE LIMA SUR';
