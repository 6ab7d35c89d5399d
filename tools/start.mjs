// `npm start`: install what is missing, build the five apps, serve the composed production build.
import { bootstrap, log, run } from './bootstrap.mjs';

bootstrap();
log('Building the shell and the four remotes');
run('pnpm build');
run('node shell/server/serve.mjs', { env: { ...process.env } });
