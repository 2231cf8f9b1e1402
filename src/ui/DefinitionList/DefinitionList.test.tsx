import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import DefinitionList from './DefinitionList';

describe('DefinitionList', () => {
  it('pairs each label with its value, the emphasised one bold', () => {
    render(
      <DefinitionList
        items={[
          ['Titular', 'Rosa Mamani Quispe'],
          ['Total', 'S/ 10.00'],
        ]}
        emphasis="Total"
      />,
    );
    const terms = screen.getAllByRole('term').map((term) => term.textContent);
    const values = screen.getAllByRole('definition').map((value) => value.textContent);
    expect(terms).toEqual(['Titular', 'Total']);
    expect(values).toEqual(['Rosa Mamani Quispe', 'S/ 10.00']);
    expect(screen.getByText('S/ 10.00')).toHaveStyle({ fontWeight: 700 });
  });
});
