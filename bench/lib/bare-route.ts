/**
 * The floor every server figure is read against (issue 53): the bare Fastify route of
 * bench/reference-server.ts, bundled as the app is (dependencies external) and started as production
 * starts the app, with the same node and the same flags, so its CPU per request and its resident memory
 * are what any Fastify server on this machine costs, with nothing of a TypeScript loader in them.
 */
import path from 'node:path';
import { build } from 'esbuild';
import {
  PRODUCTION_NODE_FLAGS,
  startProcess,
  type ProcessOptions,
  type RunningServer,
} from '../../support/server-process';

const OUT_DIR = 'node_modules/.cache/sdr-bench';

/** A floor's server (`bench/<name>.ts`) bundled into node_modules/.cache; its path. */
export async function bundleFloor(name: string): Promise<string> {
  const outfile = path.join(OUT_DIR, `${name}.js`);
  await build({
    entryPoints: [`bench/${name}.ts`],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    packages: 'external',
    logLevel: 'warning',
  });
  return outfile;
}

/** bench/reference-server.ts bundled into node_modules/.cache; its path. */
export const bundleBareRoute = () => bundleFloor('reference-server');

export async function startBareRoute(port: number, options: ProcessOptions = {}): Promise<RunningServer> {
  return startProcess([...PRODUCTION_NODE_FLAGS, await bundleBareRoute()], {}, port, options);
}

/**
 * The bare route with what issue 53 keeps on (bench/kept-features-server.ts), answering with a text as
 * long as the app's answer at `sampleAnswerUrl`, started as the bare route is.
 */
export async function startKeptFeaturesFloor(
  port: number,
  sampleAnswerUrl: string,
  options: ProcessOptions = {},
): Promise<RunningServer> {
  const answerLength = (await (await fetch(sampleAnswerUrl)).text()).length;
  const bundle = await bundleFloor('kept-features-server');
  return startProcess([...PRODUCTION_NODE_FLAGS, bundle], { ANSWER_LENGTH: String(answerLength) }, port, options);
}
