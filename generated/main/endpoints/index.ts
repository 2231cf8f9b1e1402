export * from './archivo/archivo.ts';
export * from './auth/auth.ts';
export * from './compania/compania.ts';
export * from './menu/menu.ts';
export * from './nomenclatura/nomenclatura.ts';
export * from './parametros/parametros.ts';
export * from './perfil/perfil.ts';
export * from './usuario/usuario.ts';
