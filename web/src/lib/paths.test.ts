import { describe, expect, it } from 'vitest';
import { paths } from './paths';

describe('paths', () => {
  it('fills the route patterns, encoding what the user or server supplied', () => {
    expect(paths.card('a/b c')).toBe('/registry/a%2Fb%20c');
    expect(paths.card('abc', 'k&y')).toBe('/registry/abc?key=k%26y');
    expect(paths.confirmation('abc')).toBe('/confirmation/abc');
    expect(paths.programme('north')).toBe('/p/north');
    expect(paths.registerWith('north valley')).toBe('/register?programme=north%20valley');
    expect(paths.adminEdit('x?')).toBe('/admin/edit/x%3F');
    expect(paths.adminLoginThen('/admin/trainers?page=2')).toBe('/admin/login?next=%2Fadmin%2Ftrainers%3Fpage%3D2');
  });
});
