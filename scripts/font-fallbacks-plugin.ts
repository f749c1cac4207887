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

/** The face's file for Latin text (English and Spanish), as the build names it. */
const LATIN_FACE = /(^|\/)atkinson-hyperlegible-next-latin-wght-normal-[\w-]+\.woff2$/;

export function fontFallbacks(): Plugin {
  const resolved = `\0${FONT_FALLBACKS_MODULE}`;
  let base = '/';
  return {
    name: 'sdr-font-fallbacks',
    configResolved: (config) => void (base = config.base),
    resolveId: (id) => (id === FONT_FALLBACKS_MODULE ? resolved : undefined),
    load: (id) => (id === resolved ? FONT_STACK.fontFaces : undefined),
    /**
     * The app's page asks for the face with its first bytes: the app draws a screen only once the screen's
     * code is in (docs/decisions/052-first-render-draws-the-screen.md), so the face, fetched beside that code,
     * is there for the first paint, and no line wraps anew when it comes (a layout shift of 0.216 on the
     * Spanish wizard without it). The verify page's entry paints before its code has loaded, with the
     * fallbacks, and is left as it was.
     */
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!context.bundle || !context.filename.endsWith('index.html')) return html;
        const face = Object.keys(context.bundle).find((file) => LATIN_FACE.test(file));
        if (!face) throw new Error('the build has no Latin file of Atkinson Hyperlegible Next to preload');
        return html.replace(
          '</head>',
          `  <link rel="preload" href="${base}${face}" as="font" type="font/woff2" crossorigin>\n  </head>`,
        );
      },
    },
  };
}
