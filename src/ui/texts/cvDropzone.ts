export const cvDropzoneTexts = {
  size: 'El archivo no puede ser mayor a 5MB',
  retry: 'Inténtalo nuevamente',
  label: 'Curriculum Vitae',
  zone: 'Arrastra tu CV aquí o haz clic para elegirlo',
  formats: 'Formatos .doc, .docx o .pdf, máximo 5MB.',
} as const;
