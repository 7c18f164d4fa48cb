import { firstRow, firstRows, RowNotFoundError, rowAt } from './first-row';

describe('row guards', () => {
  it('answers the rows that are there', () => {
    expect(firstRow([{ id: 1 }], 'club')).toEqual({ id: 1 });
    expect(rowAt(['a', 'b', 'c'], 2, 'third')).toBe('c');
    const [a, b] = firstRows([1, 2, 3], 2, 'two numbers');
    expect(a + b).toBe(3);
  });

  it('throws a RowNotFoundError naming what was missing', () => {
    expect(() => firstRow([], 'inserted club')).toThrow(new RowNotFoundError('inserted club'));
    expect(() => firstRow([], 'inserted club')).toThrow('Expected inserted club: not found');
    expect(() => rowAt([1], 1, 'second filler')).toThrow(RowNotFoundError);
    expect(() => firstRows([1], 2, 'alex, riley')).toThrow('Expected alex, riley: 1 of 2 rows');
  });
});
