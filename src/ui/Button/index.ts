export { default as Button, type ButtonProps } from './Button';
