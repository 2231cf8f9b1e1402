export * from './auth/auth';
export * from './compania/compania';
export * from './menu/menu';
export * from './nomenclatura/nomenclatura';
export * from './parametros/parametros';
export * from './perfil/perfil';
export * from './usuario/usuario';
