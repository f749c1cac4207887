/**
 * Vite plugin: `virtual:font-fallbacks.css`, faces that stand in for the type face until it arrives,
 * each a system font resized to the face's proportions (@capsizecss/core's createFontStack). The
 * browser draws a first visit's text in a fallback while the font downloads; an unmatched fallback
 * wraps lines differently, and the page moved when the font came (a layout shift of 0.196 on the
 * Spanish verify page, whose longer words wrap more; docs/decisions/034-font-fallbacks-matched.md).
 * web/src/theme.css names these families in `--font-sans`, in this order.
 */
import { createFontStack } from '@capsizecss/core';
import arial from '@capsizecss/metrics/arial';
import atkinsonHyperlegibleNext from '@capsizecss/metrics/atkinsonHyperlegibleNext';
import roboto from '@capsizecss/metrics/roboto';
import type { Plugin } from 'vite';

export const FONT_FALLBACKS_MODULE = 'virtual:font-fallbacks.css';

/** The family @fontsource-variable/atkinson-hyperlegible-next declares. */
const FACE = { ...atkinsonHyperlegibleNext, familyName: 'Atkinson Hyperlegible Next Variable' };
/** Linux's Arial: drawn to Arial's metrics, under its own name. */
const LIBERATION_SANS = {
  ...arial,
  familyName: 'Liberation Sans',
  fullName: 'Liberation Sans',
  postscriptName: 'LiberationSans',
};

/** Arial on Windows, macOS and iOS; its metric twin on Linux; Roboto on Android. */
export const FONT_STACK = createFontStack([FACE, arial, LIBERATION_SANS, roboto]);

export function fontFallbacks(): Plugin {
  const resolved = `\0${FONT_FALLBACKS_MODULE}`;
  return {
    name: 'sdr-font-fallbacks',
    resolveId: (id) => (id === FONT_FALLBACKS_MODULE ? resolved : undefined),
    load: (id) => (id === resolved ? FONT_STACK.fontFaces : undefined),
  };
}
