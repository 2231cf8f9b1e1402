export { default as ContactLinks, type ContactLinksProps } from './ContactLinks';
