// `npm run admin:reset-password [-- --email admin@example.com]`: sets a new password for the
// site admin from the command line (what /forget points to). Reads the password from
// NEW_ADMIN_PASSWORD, or asks for it without echo. Every earlier token stops working.
import readline from 'node:readline';
import { ensureEnvFile, loadEnv } from './lib/env.mjs';
import { requireCms, withStrapi } from './lib/strapi.mjs';

const arg = (name) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};

function askHidden(question) {
  return new Promise((resolve) => {
    const rl = readline.createInterface({ input: process.stdin, output: process.stdout, terminal: true });
    rl._writeToOutput = (s) => rl.output.write(s.startsWith(question) ? s : '');
    rl.question(question, (answer) => {
      rl.close();
      process.stdout.write('\n');
      resolve(answer);
    });
  });
}

ensureEnvFile();
const env = loadEnv();
const email = (arg('email') ?? env.ADMIN_EMAIL).trim().toLowerCase();
let password = process.env.NEW_ADMIN_PASSWORD;
if (!password) {
  if (!process.stdin.isTTY) {
    console.error('Set NEW_ADMIN_PASSWORD or run this in a terminal.');
    process.exit(2);
  }
  password = await askHidden('New password (8 characters or more, not a common one): ');
  if ((await askHidden('Repeat it: ')) !== password) {
    console.error('Passwords do not match!');
    process.exit(2);
  }
}
const ok = await withStrapi(env, async (strapi) => {
  // The admin's own policy and hash (cms/src/lib): the same rules as the reset in the admin.
  const { checkNewPassword } = requireCms('lib/validation.js');
  const { hashPassword } = requireCms('lib/admin-account.js');
  try {
    checkNewPassword(password);
  } catch (error) {
    console.error(error.message);
    return 'refused';
  }
  const docs = strapi.documents('api::site-admin.site-admin');
  const [admin] = await docs.findMany({ filters: { email: { $eqi: email } }, limit: 1 });
  if (!admin) return false;
  const current = await strapi.db
    .query('api::site-admin.site-admin')
    .findOne({ where: { documentId: admin.documentId }, select: ['token_version'] });
  await docs.update({
    documentId: admin.documentId,
    data: { password_hash: await hashPassword(password), token_version: (current?.token_version ?? 0) + 1 },
  });
  return true;
});
if (ok === 'refused') process.exit(2);
if (!ok) {
  console.error(`No site admin with the email ${email}.`);
  process.exit(1);
}
console.log(`Password changed for ${email}. Existing sessions are signed out.`);
