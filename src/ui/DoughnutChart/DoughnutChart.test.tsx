import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { doughnutTexts } from '../texts';
import DoughnutChart, { ringRadii } from './DoughnutChart';
import DoughnutChartDemo from './DoughnutChart.demo';

describe('DoughnutChart', () => {
  it('is an image described in Spanish, with the percentage in its centre', () => {
    render(<DoughnutChart value={75} label="Asistencia" />);
    const chart = screen.getByRole('img', { name: 'Asistencia: 75 de 100 (75%)' });
    expect(within(chart).getByText('75%')).toBeInTheDocument();
    expect(within(chart).getByText('75 / 100')).toBeInTheDocument();
  });

  it('measures against its limit', () => {
    render(<DoughnutChart value={18} limit={24} />);
    expect(screen.getByRole('img', { name: 'Avance: 18 de 24 (75%)' })).toBeInTheDocument();
  });

  it('is 166 px across with a 7 px ring by default', () => {
    render(<DoughnutChart value={10} />);
    expect(screen.getByRole('img')).toHaveStyle({ width: '166px', height: '166px' });
    expect(ringRadii(166, 7)).toEqual({ outerRadius: 83, innerRadius: 76 });
  });

  it('explains a value above the limit instead of drawing', () => {
    render(<DoughnutChart value={101} />);
    expect(
      screen.getByText(
        'El valor excede al 100% del límite. Envía un valor desde el 0 al 100 o modifica el límite de 100.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('names its own limit in that message', () => {
    render(<DoughnutChart value={30} limit={24} />);
    expect(screen.getByText(doughnutTexts.overLimit(24))).toHaveTextContent(
      'desde el 0 al 24 o modifica el límite de 24.',
    );
  });

  it('explains a negative value instead of drawing', () => {
    render(<DoughnutChart value={-1} />);
    expect(
      screen.getByText('El valor es menor a 0. Usa valores positivos para este gráfico.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('draws the limit itself as a full ring', () => {
    render(<DoughnutChart value={100} />);
    expect(screen.getByRole('img', { name: 'Avance: 100 de 100 (100%)' })).toBeInTheDocument();
  });

  it('demo shows two charts and both messages', () => {
    render(<DoughnutChartDemo />);
    expect(screen.getAllByRole('img')).toHaveLength(2);
    expect(screen.getByText(doughnutTexts.overLimit(100))).toBeInTheDocument();
    expect(screen.getByText(doughnutTexts.negative)).toBeInTheDocument();
  });
});
