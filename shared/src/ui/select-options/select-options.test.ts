import { namedOptions } from './select-options';

test('named rows become Select options: the id as a string value, the name as the label', () => {
  expect(namedOptions([{ id: 3, name: 'Term 1' }, { id: 12, name: 'Term 2', extra: true } as { id: number; name: string }])).toEqual([
    { value: '3', label: 'Term 1' },
    { value: '12', label: 'Term 2' },
  ]);
  expect(namedOptions([])).toEqual([]);
});
