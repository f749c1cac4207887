/**
 * Preloaded (`node --import`) by the tracing tests: says on stderr, once, when the process loads any
 * OpenTelemetry package, which a server without OTEL_EXPORTER_OTLP_ENDPOINT must never do.
 */
import { registerHooks } from 'node:module';

let said = false;
registerHooks({
  resolve(specifier, context, nextResolve) {
    const resolved = nextResolve(specifier, context);
    if (!said && resolved.url.includes('/node_modules/@opentelemetry/')) {
      said = true;
      process.stderr.write(`OpenTelemetry module loaded: ${specifier}\n`);
    }
    return resolved;
  },
});
