import { describe, expect, it } from 'vitest';
import { isClientRoute } from './client-routes';

describe('isClientRoute', () => {
  it('knows every page of the web app, with or without a trailing slash', () => {
    for (const path of [
      '/',
      '/register',
      '/lookup/',
      '/registry/abc123',
      '/confirmation/abc123/',
      '/p/north',
      '/admin/login',
    ]) {
      expect(isClientRoute(path), path).toBe(true);
    }
  });

  it('leaves every path in the admin area to the admin app', () => {
    expect(isClientRoute('/admin')).toBe(true);
    expect(isClientRoute('/admin/edit/abc')).toBe(true);
    expect(isClientRoute('/admin/no-such-screen')).toBe(true);
  });

  it('does not claim paths the app has no page for', () => {
    for (const path of [
      '/no-such-page',
      '/registry',
      '/registry/',
      '/registry/a/b',
      '/p',
      '/p/north/more',
      '/registering',
      '/administrator',
    ]) {
      expect(isClientRoute(path), path).toBe(false);
    }
  });
});
