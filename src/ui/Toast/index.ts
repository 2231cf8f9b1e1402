export { default as ToastHost } from './ToastHost';
