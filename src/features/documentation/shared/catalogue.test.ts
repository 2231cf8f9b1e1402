import { describe, expect, it } from 'vitest';
import { catalogue, findCatalogueEntry } from './catalogue';
import { demoFileOf, demoFiles, loadDemo } from '../component/demos';

describe('documentation catalogue', () => {
  it('has one demo file per entry and one entry per demo file', () => {
    expect(catalogue.map(demoFileOf).sort()).toEqual(demoFiles().sort());
  });

  it('uses unique slugs and folders', () => {
    expect(new Set(catalogue.map((entry) => entry.slug)).size).toBe(catalogue.length);
    expect(new Set(catalogue.map((entry) => entry.folder)).size).toBe(catalogue.length);
  });

  it('covers every component of spec §1', () => {
    const folders = catalogue.map((entry) => entry.folder);
    for (const folder of [
      'Badge',
      'Button',
      'Breadcrumbs',
      'Checkbox',
      'DatePicker',
      'Dropdown',
      'FileInput',
      'Loader',
      'Modal',
      'Pagination',
      'ProgressBar',
      'DoughnutChart',
      'Popover',
      'Radio',
      'Select',
      'Carousel',
      'Switch',
      'Tabs',
      'Tag',
      'TextField',
      'Tooltip',
      'ResponsiveTable',
      'Rating',
      'RichTextEditor',
      'SmsCodeModal',
      'CvDropzone',
    ]) {
      expect(folders).toContain(folder);
    }
  });

  it('finds entries by slug only', () => {
    expect(findCatalogueEntry('modal')?.folder).toBe('Modal');
    expect(findCatalogueEntry('no-existe')).toBeUndefined();
    expect(findCatalogueEntry(undefined)).toBeUndefined();
  });

  it.each(catalogue.map((entry) => [entry.slug, entry] as const))(
    '%s demo exports a component and documents its props',
    async (_slug, entry) => {
      const demo = await loadDemo(entry);
      expect(typeof demo.default).toBe('function');
      expect(demo.props.length).toBeGreaterThan(0);
      for (const prop of demo.props) expect(prop.description.trim()).not.toBe('');
    },
  );
});
