import ContentCopy from '@mui/icons-material/ContentCopy';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Edit from '@mui/icons-material/Edit';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import MoreVert from '@mui/icons-material/MoreVert';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { DemoSection, type PropDoc } from '../docs';
import Dropdown from './Dropdown';
import type { DropdownItem } from './DropdownMenuItem';

export const props: readonly PropDoc[] = [
  {
    name: 'label',
    type: 'string',
    description: 'Texto del botón, o su nombre accesible y tooltip si hay icono.',
  },
  {
    name: 'icon',
    type: 'ReactNode',
    description: 'Dibuja un botón de solo icono (avatar, tres puntos) con ese nombre.',
  },
  {
    name: 'items',
    type: '{ id, text, description?, icon?, disabled?, onClick?, href?, external?, dividerBefore? }[]',
    description:
      'Opciones: acción (onClick) o enlace (href; external abre otra pestaña). Las deshabilitadas no se pueden elegir.',
  },
  {
    name: 'align',
    type: "'left' | 'right'",
    default: "'left'",
    description: 'Lado del botón con el que se alinea el menú.',
  },
  {
    name: 'linkComponent',
    type: 'ElementType',
    default: "'a'",
    description:
      'Dibuja los enlaces internos, por ejemplo un enlace del enrutador que recibe href.',
  },
  { name: 'triggerSx', type: 'SxProps', description: 'Estilos extra del botón.' },
];

function PostActions() {
  const [last, setLast] = useState('Ninguna');
  const items: DropdownItem[] = [
    {
      id: 'edit',
      text: 'Editar',
      icon: <Edit fontSize="small" />,
      onClick: () => setLast('Editar'),
    },
    {
      id: 'copy',
      text: 'Copiar enlace',
      description: 'Para compartir la publicación por chat.',
      icon: <ContentCopy fontSize="small" />,
      onClick: () => setLast('Copiar enlace'),
    },
    {
      id: 'delete',
      text: 'Eliminar',
      description: 'Solo el autor puede eliminarla.',
      icon: <DeleteOutlined fontSize="small" />,
      disabled: true,
      dividerBefore: true,
    },
  ];
  return (
    <>
      <Dropdown label="Acciones de la publicación" icon={<MoreVert />} items={items} />
      <Typography variant="body2" role="status">
        Última acción: {last}
      </Typography>
    </>
  );
}

export default function DropdownDemo() {
  return (
    <>
      <DemoSection
        title="Con texto"
        description="Las flechas recorren las opciones; Escape cierra y devuelve el foco al botón."
      >
        <Dropdown
          label="Descargar"
          items={[
            {
              id: 'pdf',
              text: 'Constancia en PDF',
              description: 'Con firma digital.',
              icon: <FileDownloadOutlined fontSize="small" />,
              href: '#constancia',
            },
            {
              id: 'excel',
              text: 'Notas en Excel',
              icon: <FileDownloadOutlined fontSize="small" />,
              href: '#notas',
            },
          ]}
        />
      </DemoSection>
      <DemoSection
        title="Botón de icono"
        description="Con descripción, separador y una opción deshabilitada que se salta."
      >
        <PostActions />
      </DemoSection>
    </>
  );
}
