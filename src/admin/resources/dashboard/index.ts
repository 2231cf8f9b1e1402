/** spec §2 /superadmin/dashboard: a react-admin custom page, not a resource. */
export { default as DashboardPage } from './DashboardPage';
