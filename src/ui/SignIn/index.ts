/**
 * The frame of the public sign-in and password pages (/login, /restablecer-clave, /nueva-clave):
 * their card, form, messages, submit button and links, kept to the smallest stack (issue 57).
 */
export { default as AuthCard } from './AuthCard';
export { default as AuthForm } from './AuthForm';
export { default as AuthLink } from './AuthLink';
export { default as FormAlert, type FormAlertSeverity } from './FormAlert';
export { default as NoticeAlert } from './NoticeAlert';
export { default as SubmitButton } from './SubmitButton';
export { default as UsernameField } from './UsernameField';
