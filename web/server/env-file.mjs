// Imported first by server.mjs: the process environment over the root `.env` (ENV_FILE) before any module reads a
// variable, whatever starts the server (`npm start`, `node web/server.mjs`, a process manager).
import { applyEnvFile } from './env.mjs';

applyEnvFile();
