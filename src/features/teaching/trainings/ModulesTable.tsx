import type { ModuloCapacitacion } from '@generated/main/model';
import { formatDate } from '@/lib/dates';
import { ResponsiveTable, type TableColumn } from '@/ui/ResponsiveTable';
import { Tag } from '@/ui/Tag';
import { texts } from './texts';

/** A training's modules in order, each with its due date and whether the teacher completed it. */
export default function ModulesTable({ modules }: { modules: readonly ModuloCapacitacion[] }) {
  const columns: TableColumn<ModuloCapacitacion>[] = [
    { id: 'orden', header: texts.detail.module, align: 'right' },
    { id: 'nombre', header: texts.detail.moduleName },
    { id: 'horas', header: texts.detail.hours, render: (module) => texts.hours(module.horas) },
    {
      id: 'fechaLimite',
      header: texts.detail.due,
      render: (module) => formatDate(module.fechaLimite),
    },
    {
      id: 'estado',
      header: texts.detail.state,
      render: (module) =>
        module.completado && module.fechaCompletado ? (
          <Tag
            size="small"
            color="success"
            label={texts.detail.moduleDone(formatDate(module.fechaCompletado))}
          />
        ) : module.vencido ? (
          <Tag size="small" color="error" label={texts.detail.moduleOverdue} />
        ) : (
          <Tag size="small" label={texts.detail.modulePending} />
        ),
    },
  ];
  return (
    <ResponsiveTable
      columns={columns}
      rows={modules}
      label={texts.detail.modules}
      getRowKey={(module) => module.idModulo}
    />
  );
}
