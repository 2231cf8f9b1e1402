import { VALIDATION_MESSAGES as M } from './messages';
import { rule, type Validator } from './validators';
import { PERUVIAN_MOBILE } from './personRules';

// Formats: e-mail, phone, link, domain, a regular expression.
export const email = (): Validator =>
  rule((value) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim()), M.email);

/** Peruvian mobile: 9 followed by 8 digits (spec §5); empty is allowed. */
export const phone = (): Validator => rule((value) => PERUVIAN_MOBILE.test(value.trim()), M.phone);

export const pattern = (regex: RegExp): Validator => rule((value) => regex.test(value), M.pattern);

export const url = (): Validator =>
  rule((value) => {
    try {
      const parsed = new URL(value.trim());
      return parsed.protocol === 'http:' || parsed.protocol === 'https:';
    } catch {
      return false;
    }
  }, M.url);

/** E-mail or URL host must end in one of the domains (e.g. 'horizonte.edu.pe'). */
export const allowedDomains = (domains: readonly string[]): Validator =>
  rule((value) => {
    const host = (value.includes('@') ? value.split('@').pop() : value.replace(/^https?:\/\//, ''))
      ?.split('/')[0]
      ?.toLowerCase();
    return domains.some((domain) => host === domain || host?.endsWith(`.${domain}`));
  }, M.allowedDomains);
