import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
export const serverDir = path.join(root, 'server');

/** Compiles the server as `npm run build` does (server/dist, decision 0077). */
export function buildServer() {
  execFileSync('npm', ['run', '--silent', 'build', '-w', 'server'], { cwd: root, stdio: 'inherit' });
}

/**
 * The node flags and script that `npm start` runs after its build, in server/, so a bench runs exactly
 * that (cwd: `serverDir`).
 */
export function startCommand() {
  const scripts = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).scripts;
  const words = String(scripts.start).split(/\s+/).filter(Boolean);
  return words.slice(words.lastIndexOf('node') + 1);
}

/**
 * A production configuration on PostgreSQL with every real adapter named (none is contacted while a bench
 * runs): what an operator's server runs with.
 */
export const productionEnv = (options: { databaseUrl: string; port: number; dataDir: string }) => ({
  APP_ENV: 'production',
  PORT: String(options.port),
  HOST: '127.0.0.1',
  PUBLIC_URL: `http://127.0.0.1:${options.port}`,
  SESSION_SECRET: 'b'.repeat(40),
  KYC_ENCRYPTION_KEY: Buffer.alloc(32, 11).toString('base64'),
  DATABASE_URL: options.databaseUrl,
  DATA_DIR: options.dataDir,
  PAYMENT_PROVIDER: 'paymongo',
  PAYMONGO_SECRET_KEY: 'sk_live_bench',
  PAYMONGO_WEBHOOK_SECRET: 'whsk_bench_secret',
  MAIL_DRIVER: 'smtp',
  SMTP_URL: 'smtp://127.0.0.1:2525',
  SMS_PROVIDER: 'semaphore',
  SEMAPHORE_API_KEY: 'semaphore-bench',
  LOG_LEVEL: 'warn',
});
