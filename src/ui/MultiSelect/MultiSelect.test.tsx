import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import MultiSelect from './MultiSelect';

const options = [{ id: 1, nombre: 'Instituto Tecnológico Horizonte' }];

describe('MultiSelect', () => {
  it('says it is required before anyone fails it', () => {
    render(
      <MultiSelect label="División" options={options} value={[]} onChange={() => {}} required />,
    );
    expect(screen.getByRole('combobox', { name: /División/ })).toBeRequired();
  });

  it('is optional unless told', () => {
    render(<MultiSelect label="Sedes" options={options} value={[]} onChange={() => {}} />);
    expect(screen.getByRole('combobox', { name: 'Sedes' })).not.toBeRequired();
  });
});
