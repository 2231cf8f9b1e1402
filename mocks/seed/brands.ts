// Six fictional brands of one fictional institute. Mail domains use the reserved .example TLD so
// no link in the demo can reach a real institution.
export interface Place {
  ubigeo: string;
  department: string;
  province: string;
  district: string;
}

export interface CampusSeed {
  name: string;
  place: Place;
}

export interface BrandSeed {
  code: string;
  name: string;
  domain: string;
  phone: string;
  campuses: ReadonlyArray<CampusSeed>;
}

export const brandSeeds: readonly BrandSeed[] = [
  {
    code: 'HZT',
    name: 'Instituto Tecnológico Horizonte',
    domain: 'horizonte.example',
    phone: '(01) 555-0100',
    campuses: [
      {
        name: 'Sede Lima Norte',
        place: {
          ubigeo: '150135',
          department: 'Lima',
          province: 'Lima',
          district: 'San Martín de Porres',
        },
      },
      {
        // Typed in capitals by the institute's systems: shown through CAPITALIZE_VARIABLES.
        name: 'SEDE LIMA SUR',
        place: {
          ubigeo: '150143',
          department: 'Lima',
          province: 'Lima',
          district: 'Villa María del Triunfo',
        },
      },
      {
        name: 'Sede Arequipa',
        place: {
          ubigeo: '040101',
          department: 'Arequipa',
          province: 'Arequipa',
          district: 'Arequipa',
        },
      },
    ],
  },
  {
    code: 'CMB',
    name: 'Escuela Técnica Cumbre Alta',
    domain: 'cumbrealta.example',
    phone: '(084) 555-0200',
    campuses: [
      {
        name: 'Sede Cusco',
        place: { ubigeo: '080101', department: 'Cusco', province: 'Cusco', district: 'Cusco' },
      },
      {
        name: 'Sede Lima Centro',
        place: { ubigeo: '150101', department: 'Lima', province: 'Lima', district: 'Lima' },
      },
    ],
  },
  {
    code: 'PCF',
    name: 'Instituto Superior Brisa del Pacífico',
    domain: 'brisapacifico.example',
    phone: '(044) 555-0300',
    campuses: [
      {
        name: 'Sede Trujillo',
        place: {
          ubigeo: '130101',
          department: 'La Libertad',
          province: 'Trujillo',
          district: 'Trujillo',
        },
      },
      {
        name: 'Sede Chiclayo',
        place: {
          ubigeo: '140101',
          department: 'Lambayeque',
          province: 'Chiclayo',
          district: 'Chiclayo',
        },
      },
    ],
  },
  {
    code: 'AMZ',
    name: 'Instituto Técnico Selva Viva',
    domain: 'selvaviva.example',
    phone: '(065) 555-0400',
    campuses: [
      {
        name: 'Sede Iquitos',
        place: { ubigeo: '160101', department: 'Loreto', province: 'Maynas', district: 'Iquitos' },
      },
      {
        name: 'Sede Tarapoto',
        place: {
          ubigeo: '220901',
          department: 'San Martín',
          province: 'San Martín',
          district: 'Tarapoto',
        },
      },
    ],
  },
  {
    code: 'ALT',
    name: 'Instituto Tecnológico Altiplano Sur',
    domain: 'altiplanosur.example',
    phone: '(051) 555-0500',
    campuses: [
      {
        name: 'Sede Puno',
        place: { ubigeo: '210101', department: 'Puno', province: 'Puno', district: 'Puno' },
      },
      {
        name: 'Sede Juliaca',
        place: { ubigeo: '211101', department: 'Puno', province: 'San Román', district: 'Juliaca' },
      },
    ],
  },
  {
    code: 'NRT',
    name: 'Escuela Superior Norte Claro',
    domain: 'norteclaro.example',
    phone: '(073) 555-0600',
    campuses: [
      {
        name: 'Sede Piura',
        place: { ubigeo: '200101', department: 'Piura', province: 'Piura', district: 'Piura' },
      },
      {
        name: 'Sede Tumbes',
        place: { ubigeo: '240101', department: 'Tumbes', province: 'Tumbes', district: 'Tumbes' },
      },
    ],
  },
];
