import type { DatabaseSync } from 'node:sqlite';
import type { SeedStep } from './seedStep.ts';

// Peru's places by INEI ubigeo code (public geography): every department and Callao, the
// provinces of the departments where the institute has campuses, and the districts of their main
// provinces. The demo data needs no more; `ubigeo/{nivel}/listar` reads whatever is here.

const departments = `01 Amazonas|02 Áncash|03 Apurímac|04 Arequipa|05 Ayacucho|06 Cajamarca|07 Callao|08 Cusco|09 Huancavelica|10 Huánuco|11 Ica|12 Junín|13 La Libertad|14 Lambayeque|15 Lima|16 Loreto|17 Madre de Dios|18 Moquegua|19 Pasco|20 Piura|21 Puno|22 San Martín|23 Tacna|24 Tumbes|25 Ucayali`;

const provinces = `0401 Arequipa|0402 Camaná|0403 Caravelí|0404 Castilla|0405 Caylloma|0406 Condesuyos|0407 Islay|0408 La Unión|0701 Callao|0801 Cusco|0802 Acomayo|0803 Anta|0804 Calca|0805 Canas|0806 Canchis|0807 Chumbivilcas|0808 Espinar|0809 La Convención|0810 Paruro|0811 Paucartambo|0812 Quispicanchi|0813 Urubamba|1301 Trujillo|1302 Ascope|1303 Bolívar|1304 Chepén|1305 Julcán|1306 Otuzco|1307 Pacasmayo|1308 Pataz|1309 Sánchez Carrión|1310 Santiago de Chuco|1311 Gran Chimú|1312 Virú|1501 Lima|1502 Barranca|1503 Cajatambo|1504 Canta|1505 Cañete|1506 Huaral|1507 Huarochirí|1508 Huaura|1509 Oyón|1510 Yauyos|2001 Piura|2002 Ayabaca|2003 Huancabamba|2004 Morropón|2005 Paita|2006 Sullana|2007 Talara|2008 Sechura`;

const districts = `040101 Arequipa|040102 Alto Selva Alegre|040103 Cayma|040104 Cerro Colorado|040105 Characato|040106 Chiguata|040107 Jacobo Hunter|040108 La Joya|040109 Mariano Melgar|040110 Miraflores|070101 Callao|070102 Bellavista|070103 Carmen de la Legua Reynoso|070104 La Perla|070105 La Punta|070106 Ventanilla|070107 Mi Perú|080101 Cusco|080102 Ccorca|080103 Poroy|080104 San Jerónimo|080105 San Sebastián|080106 Santiago|080107 Saylla|080108 Wanchaq|130101 Trujillo|130102 El Porvenir|130103 Florencia de Mora|130104 Huanchaco|130105 La Esperanza|130106 Laredo|130107 Moche|130108 Poroto|130109 Salaverry|130110 Simbal|130111 Víctor Larco Herrera|150101 Lima|150102 Ancón|150103 Ate|150104 Barranco|150105 Breña|150106 Carabayllo|150107 Chaclacayo|150108 Chorrillos|150109 Cieneguilla|150110 Comas|150111 El Agustino|150112 Independencia|150113 Jesús María|150114 La Molina|150115 La Victoria|150116 Lince|150117 Los Olivos|150118 Lurigancho|150119 Lurín|150120 Magdalena del Mar|150121 Pueblo Libre|150122 Miraflores|150123 Pachacámac|150124 Pucusana|150125 Puente Piedra|150126 Punta Hermosa|150127 Punta Negra|150128 Rímac|150129 San Bartolo|150130 San Borja|150131 San Isidro|150132 San Juan de Lurigancho|150133 San Juan de Miraflores|150134 San Luis|150135 San Martín de Porres|150136 San Miguel|150137 Santa Anita|150138 Santa María del Mar|150139 Santa Rosa|150140 Santiago de Surco|150141 Surquillo|150142 Villa El Salvador|150143 Villa María del Triunfo|200101 Piura|200104 Castilla|200105 Catacaos|200107 Cura Mori|200108 El Tallán|200109 La Arena|200110 La Unión|200111 Las Lomas|200114 Tambo Grande|200115 Veintiséis de Octubre`;

const parse = (list: string) =>
  list.split('|').map((entry) => {
    const space = entry.indexOf(' ');
    return { code: entry.slice(0, space), name: entry.slice(space + 1) };
  });

/** Every place of the demo data, departments first. */
export const ubigeoSeeds = [...parse(departments), ...parse(provinces), ...parse(districts)];

/** 020's data: every place above. */
export function seedUbigeo(db: DatabaseSync): void {
  const insert = db.prepare('INSERT INTO ubigeo (code, name) VALUES (?, ?)');
  for (const place of ubigeoSeeds) insert.run(place.code, place.name);
}

export const seedStep: SeedStep = { migration: '020_ubigeo.sql', run: seedUbigeo };
