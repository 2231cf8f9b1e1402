// What the app's router takes from this feature besides its routes.
export { default as RouteErrorPage } from './crash/RouteErrorPage';
