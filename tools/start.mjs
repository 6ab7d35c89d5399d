// `npm start`: install what is missing, build the five apps, serve the composed production build.
import { bootstrap, log, run } from './bootstrap.mjs';
import { platformCommand } from './platform.mjs';

bootstrap();
log('Building the shell and the four remotes');
run('pnpm build');
// What `npm run serve` runs, without a second npm around it.
run(`node ${platformCommand('serve')}`, { env: { ...process.env } });
