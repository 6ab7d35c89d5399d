/** nginx on the generated configuration, started as the load bench starts it (tools/services/nginx.mjs). */
export { freePort, type Nginx, nginxBinary, startNginx } from 'tools/nginx';
