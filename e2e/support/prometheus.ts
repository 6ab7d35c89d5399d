/** Debian's Prometheus on the fleet's files (docs/prometheus/), started as tools/services/prometheus.mjs does. */
export { type Prometheus, startPrometheus } from 'tools/prometheus';
